/**
 * Pre-draws every image the demo content mentions into the data dir cache
 * (SANDBOX_DATA_DIR, SANDBOX_SCALE as for the server), so a first page load is not slowed by drawing.
 */
import { PANELS, type Panel } from '../backends';
import { DEFAULT_DATA_DIR } from '../index';
import { mediaCatalogue, MediaStore, type MediaCatalogue } from '../images/store';
import { generateDataset } from '../seed/dataset';

const dataDir = process.env.SANDBOX_DATA_DIR ?? DEFAULT_DATA_DIR;
const dataset = generateDataset(Number(process.env.SANDBOX_SCALE ?? 1));
const known = Object.fromEntries(PANELS.map((p) => [p, mediaCatalogue(dataset.panels[p])])) as Record<
  Panel,
  MediaCatalogue
>;
const store = new MediaStore(dataDir, known);
const started = Date.now();
const jobs = PANELS.flatMap((panel) => store.paths(panel).map((path) => ({ panel, path })));
let count = 0;
// Two at a time: the machine is small and libvips already uses a thread pool.
async function worker(): Promise<void> {
  for (let job = jobs.pop(); job; job = jobs.pop()) {
    await store.get(job.panel, job.path);
    if (++count % 500 === 0) process.stdout.write(`${count} images...\n`);
  }
}
await Promise.all([worker(), worker()]);
process.stdout.write(`${count} images ready in ${dataDir}/media (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
