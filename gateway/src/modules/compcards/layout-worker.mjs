// A layout worker (layout-pool.ts starts them): pdfkit lays out and encodes a PDF here, off the
// gateway's event loop. Plain JavaScript so Node can start it as is; it loads the TypeScript
// layout through tsx, as the gateway itself runs (registering again under `node --import tsx` is harmless).
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { renderCard, renderShortlist } = await import('./layout.ts');

// Buffers arrive as plain Uint8Arrays (structured clone); pdfkit reads images from Buffers.
const asBuffer = (bytes) =>
  bytes instanceof Uint8Array ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : bytes;
const photosAsBuffers = (card) => ({ ...card, front: asBuffer(card.front), back: card.back.map(asBuffer) });

parentPort.on('message', async ({ id, job }) => {
  try {
    const { document } = job;
    const pdf =
      job.kind === 'card'
        ? await renderCard({ ...document, card: photosAsBuffers(document.card) })
        : await renderShortlist({ ...document, cards: document.cards.map(photosAsBuffers) });
    // Transferred, not copied: the worker keeps nothing of a finished document.
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
    parentPort.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
