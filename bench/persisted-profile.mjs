// The persisted GET's hot path under load, profiled: a fresh production gateway (compiled, in-process
// store) run with --cpu-prof, the site's talent list by documentId for a 3 s warm-up and an 8 s run
// (50 connections), then stopped so the profile is written; prints its summary
// (bench/lib/cpu-profile-summary.mjs), the profile in bench-results/persisted-profile/.
//
//   node bench/persisted-profile.mjs [--seconds=8]
import fs from 'node:fs';
import path from 'node:path';
import { cpuProfileSummary } from './lib/cpu-profile-summary.mjs';
import { loadRun } from './lib/load.mjs';
import { resultsDir } from './lib/paths.mjs';
import { stopProcess } from './lib/processes.mjs';
import { persistedPath } from './persisted.mjs';
import { baseMix, loadSiteDocuments, loadSiteOperations } from './queries.mjs';
import { PORTS, startGateway, startSandbox } from './stack.mjs';

const seconds = Number(process.argv.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 8);
const dir = path.join(resultsDir, 'persisted-profile', String(Date.now()));
fs.mkdirSync(dir, { recursive: true });
const { documentId } = loadSiteOperations().TalentList;
const { variables } = baseMix(loadSiteDocuments(), { siteHost: '' }).find((q) => q.name === 'TalentList');
const requests = [
  { method: 'GET', path: persistedPath({ documentId, variables }), headers: { accept: 'application/json' } },
];
const port = PORTS.gateway + 1;
const url = `http://localhost:${port}`;
const sandbox = await startSandbox(1);
try {
  const gateway = await startGateway('persisted-profile', {
    port,
    cold: true,
    env: { GATEWAY_ENV: 'production' },
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  });
  try {
    const first = await fetch(`${url}${requests[0].path}`, { headers: requests[0].headers });
    if (first.status !== 200) throw new Error(`the persisted GET answered ${first.status}`);
    await first.arrayBuffer();
    await loadRun({ url, requests, seconds: 3 });
    const run = await loadRun({ url, requests, seconds });
    console.log(
      `${Math.round(run.rps)} req/s, p99 ${run.p99} ms${run.ok ? '' : ' (errors)'} (profiled: slower than unprofiled)`,
    );
  } finally {
    await stopProcess(gateway, 15_000);
  }
} finally {
  await stopProcess(sandbox);
}
const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${dir}`);
const summary = cpuProfileSummary(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), 30);
console.log(`${path.relative(resultsDir, path.join(dir, file))}: ${Math.round(summary.totalMs)} ms sampled`);
console.log('self %:');
for (const [share, name] of summary.self) console.log(`  ${String(share).padStart(5)}  ${name}`);
console.log('inclusive %:');
for (const [share, name] of summary.inclusive) console.log(`  ${String(share).padStart(5)}  ${name}`);
