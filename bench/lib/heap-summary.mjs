// What a V8 heap snapshot holds, summed by node type and by constructor (self sizes), and its
// largest strings (module sources, cached pages): `node bench/lib/heap-summary.mjs <file> [top]`.
import fs from 'node:fs';

export function heapSummary(snapshot, top = 20) {
  const { node_fields: fields, node_types: nodeTypes } = snapshot.snapshot.meta;
  const types = nodeTypes[0];
  const [iType, iName, iSize] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const byType = new Map();
  const byName = new Map();
  const strings = [];
  let total = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + iType]];
    const size = snapshot.nodes[i + iSize];
    const name = snapshot.strings[snapshot.nodes[i + iName]];
    total += size;
    byType.set(type, (byType.get(type) ?? 0) + size);
    if (type === 'string') strings.push([size, name]);
    const key = type === 'object' || type === 'native' ? `${type} ${name.slice(0, 50)}` : type;
    byName.set(key, (byName.get(key) ?? 0) + size);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  strings.sort((a, b) => b[0] - a[0]);
  return {
    total,
    byType: sorted(byType),
    byName: sorted(byName),
    largestStrings: strings.slice(0, top).map(([size, text]) => [size, text.slice(0, 100)]),
  };
}

if (process.argv[1] && import.meta.filename === fs.realpathSync(process.argv[1])) {
  const summary = heapSummary(JSON.parse(fs.readFileSync(process.argv[2], 'utf8')), Number(process.argv[3] ?? 20));
  const mib = (b) => `${(b / 1048576).toFixed(2)} MiB`;
  console.log(`self sizes: ${mib(summary.total)}`);
  for (const [key, size] of summary.byName) console.log(`  ${mib(size).padStart(11)}  ${key}`);
  console.log('largest strings:');
  for (const [size, text] of summary.largestStrings)
    console.log(`  ${mib(size).padStart(11)}  ${JSON.stringify(text)}`);
}
