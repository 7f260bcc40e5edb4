import { setTimeout as sleep } from 'node:timers/promises';
import { sandboxAdmin } from './stack';

interface PredrawProgress {
  total: number;
  drawn: number;
  failed: number;
  done: boolean;
}

/** Longer than the sandbox takes to draw every home photo and cover on two busy cores. */
const PREDRAW_BUDGET_MS = 10 * 60_000;

/**
 * Before any test: the sandbox has drawn the homes' photos and the posts' covers. A real CDN
 * answers them at once; the sandbox draws each on its first request, and a page whose photos all
 * wait behind the drawing gets the image optimizer's 504 (Next waits 7 s for a media host), which
 * the tests would count as the product's console errors.
 */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  let reported = 0;
  for (;;) {
    const progress = await sandboxAdmin<PredrawProgress>('/predraw');
    if (progress.done) break;
    if (Date.now() - started > PREDRAW_BUDGET_MS) {
      throw new Error(`the sandbox drew ${progress.drawn} of ${progress.total} home photos in ${PREDRAW_BUDGET_MS} ms`);
    }
    if (Date.now() - reported > 30_000) {
      reported = Date.now();
      console.log(`waiting for the sandbox's home photos: ${progress.drawn} of ${progress.total} drawn`);
    }
    await sleep(1000);
  }
}
