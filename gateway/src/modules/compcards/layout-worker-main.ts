// The body of a layout worker (layout-pool.ts starts them): pdfkit lays out and encodes a PDF here,
// off the gateway's event loop. Started as layout-worker.mjs: from the sources that file loads this
// one through tsx; in a release it is this file, compiled (scripts/release.mjs).
import { parentPort } from 'node:worker_threads';
import { renderCard, renderShortlist, type CardContent } from './layout';

// Buffers arrive as plain Uint8Arrays (structured clone); pdfkit reads images from Buffers.
function asBuffer<T extends Uint8Array | null>(bytes: T): T {
  if (bytes === null || Buffer.isBuffer(bytes)) return bytes;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as T;
}
const photosAsBuffers = (card: CardContent): CardContent => ({
  ...card,
  front: asBuffer(card.front),
  back: card.back.map(asBuffer),
});

type Job =
  | { kind: 'card'; document: Parameters<typeof renderCard>[0] }
  | { kind: 'shortlist'; document: Parameters<typeof renderShortlist>[0] };

parentPort!.on('message', async ({ id, job }: { id: number; job: Job }) => {
  try {
    const pdf =
      job.kind === 'card'
        ? await renderCard({ ...job.document, card: photosAsBuffers(job.document.card) })
        : await renderShortlist({ ...job.document, cards: job.document.cards.map(photosAsBuffers) });
    // Transferred, not copied: the worker keeps nothing of a finished document.
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
    parentPort!.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
