// Loaded into a measured process (NODE_OPTIONS=--import=<this file>, with MEMPROBE_FILE): on
// SIGWINCH it writes process.memoryUsage() before and after a full collection, and the size of each
// V8 heap space, to MEMPROBE_FILE. For bench/memory-evidence.mjs only; never in a product start.
import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
process.on('SIGWINCH', () => {
  const before = process.memoryUsage();
  gc();
  const after = process.memoryUsage();
  const spaces = v8
    .getHeapSpaceStatistics()
    .map((s) => ({ space: s.space_name, used: s.space_used_size, size: s.space_size }));
  fs.writeFileSync(process.env.MEMPROBE_FILE, JSON.stringify({ before, after, spaces }));
});
