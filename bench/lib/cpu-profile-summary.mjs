// Where a .cpuprofile's samples fall: self and inclusive time per function, as shares of the
// profile: `node bench/lib/cpu-profile-summary.mjs <file.cpuprofile> [top]`.
import fs from 'node:fs';

const frameName = ({ functionName, url, lineNumber }) =>
  `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;

export function cpuProfileSummary(profile, top = 30) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const self = new Map();
  const inclusive = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    const leaf = frameName(byId.get(id).callFrame);
    self.set(leaf, (self.get(leaf) ?? 0) + dt);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const name = frameName(byId.get(at).callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
    }
  });
  const ranked = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, t]) => [Math.round((1000 * t) / total) / 10, name]);
  return { totalMs: total / 1000, self: ranked(self), inclusive: ranked(inclusive) };
}

if (process.argv[1] && import.meta.filename === fs.realpathSync(process.argv[1])) {
  const summary = cpuProfileSummary(
    JSON.parse(fs.readFileSync(process.argv[2], 'utf8')),
    Number(process.argv[3] ?? 30),
  );
  console.log(`${Math.round(summary.totalMs)} ms sampled`);
  console.log('self %:');
  for (const [share, name] of summary.self) console.log(`  ${String(share).padStart(5)}  ${name}`);
  console.log('inclusive %:');
  for (const [share, name] of summary.inclusive) console.log(`  ${String(share).padStart(5)}  ${name}`);
}
