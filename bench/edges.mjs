// Edge figures, against a running gateway (its node layer, not the site):
// - the comp-card flood: two clients requesting permutations and subsets of a 50-talent shortlist
//   for `seconds`, while a third measures /healthz latency (p50, p99): layout runs on worker threads,
//   permutations are one document, and each address has a quota and an in-flight cap;
// - the bomb: an application carrying four 10000x10000 GIFs (a few dozen bytes each), the
//   gateway's peak RSS while it is answered (refused from the headers, never decoded).
//
//   import { compCardFloodFigures, bombMemoryFigures } from './bench/edges.mjs';
//   const rows = [
//     ...(await compCardFloodFigures('http://localhost:3520', { seconds: 20 })),
//     ...(await bombMemoryFigures('http://localhost:3520', { pid })),
//   ];
//
// Each row is { figure, value, target, met } (value in ms, MiB or a text).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './lib/load.mjs';
import { residentBytes } from './lib/processes.mjs';

const MiB = 1024 * 1024;
export const EDGE_TARGETS = { healthP99Ms: 50, bombRssMiB: 400 };

const SCOUTING = `mutation Apply($brand: BrandKey!, $input: ScoutingApplicationInput!, $photos: [Upload!]!) {
  submitScoutingApplication(brand: $brand, input: $input, photos: $photos) {
    __typename
    ... on InvalidInput { fields { path message } }
  }
}`;

const APPLICATION = {
  name: 'Bench Bomb',
  gender: 'female',
  country: { id: '31', label: 'Brasil' },
  city: { id: '1', label: 'São Paulo' },
  phone: '+55 (11) 91234-5678',
  birthdate: '1995-04-30',
  email: 'bench-bomb@example.com',
  experience: '',
  actingLink: 'https://example.com/reel',
  instagram: '@bench',
  drt: false,
};

/** A GIF of a few dozen bytes declaring width x height (one frame of a clear and an end code). */
export function gifBomb(width = 10_000, height = 10_000) {
  const u16 = (n) => [n & 0xff, n >> 8];
  return Buffer.from([
    ...Buffer.from('GIF89a'),
    ...u16(width),
    ...u16(height),
    0x80,
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    0x2c,
    ...u16(0),
    ...u16(0),
    ...u16(width),
    ...u16(height),
    0,
    2,
    1,
    0x2c,
    0,
    0x3b,
  ]);
}

async function talentIds(root, graphBrand, count) {
  const response = await fetch(`${root}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      query: 'query($brand: BrandKey!, $first: Int) { talents(brand: $brand, first: $first) { nodes { id } } }',
      variables: { brand: graphBrand, first: count },
    }),
  });
  const ids = (await response.json()).data?.talents?.nodes?.map((n) => n.id) ?? [];
  if (ids.length === 0) throw new Error('edges bench: the gateway listed no talents');
  return ids;
}

function shuffled(values) {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * @param {string} gatewayUrl e.g. http://localhost:3520
 * @param {{ seconds?: number, brand?: string, graphBrand?: string }} options
 */
export async function compCardFloodFigures(
  gatewayUrl,
  { seconds = 20, brand = 'cq-empresariamento', graphBrand = 'CQ_EMPRESARIAMENTO' } = {},
) {
  const root = gatewayUrl.replace(/\/graphql$/, '').replace(/\/+$/, '');
  const ids = await talentIds(root, graphBrand, 50);
  const statuses = {};
  // Each client: a permutation of the whole list, or of a random subset (a new document), back to back.
  const client = async (until) => {
    while (performance.now() < until) {
      const subset = Math.random() < 0.5 ? ids : ids.filter(() => Math.random() < 0.5);
      const list = shuffled(subset.length ? subset : ids);
      try {
        const response = await fetch(`${root}/comp-cards/${brand}/pt/shortlist.pdf?ids=${list.join(',')}`);
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
      }
    }
  };
  /** /healthz latencies, one probe every 50 ms, until `end`. */
  const probe = async (end, into) => {
    while (performance.now() < end) {
      const started = performance.now();
      await (await fetch(`${root}/healthz`)).arrayBuffer();
      into.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  // The machine's own noise first (other processes on the same cores), for comparison.
  const idle = [];
  await probe(performance.now() + 5000, idle);
  const health = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all([client(until), client(until), probe(until, health)]);
  const p99 = percentile(health, 99);
  return [
    {
      figure: 'gateway /healthz p99 with nothing else running (5 s)',
      value: percentile(idle, 99),
      target: '-',
      met: null,
    },
    {
      figure: `gateway /healthz p99 while two clients request comp-card permutations (${seconds} s, ${health.length} probes)`,
      value: p99,
      target: `< ${EDGE_TARGETS.healthP99Ms} ms`,
      met: p99 < EDGE_TARGETS.healthP99Ms,
    },
    { figure: '  /healthz p50', value: percentile(health, 50), target: '-', met: null },
    {
      figure: '  comp-card answers',
      value: Object.entries(statuses)
        .map(([s, n]) => `${n} x ${s}`)
        .join(', '),
      target: 'past the per-address quota: 429',
      met: null,
    },
  ];
}

/** One multipart POST; the status and body once answered. */
function postMultipart(url, headers, body) {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = http.request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * @param {string} gatewayUrl
 * @param {{ pid: number }} options  the gateway process (VmRSS from /proc/<pid>/status)
 */
export async function bombMemoryFigures(gatewayUrl, { pid }) {
  if (!pid) throw new Error('edges bench: the gateway pid is needed (its VmRSS is the figure)');
  const root = gatewayUrl.replace(/\/graphql$/, '').replace(/\/+$/, '');
  const boundary = '----bench-edges-bomb';
  const bomb = gifBomb();
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({
      query: SCOUTING,
      variables: { brand: 'MUSIC', input: APPLICATION, photos: [null, null, null, null] },
    })}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify(
      Object.fromEntries([0, 1, 2, 3].map((i) => [String(i), [`variables.photos.${i}`]])),
    )}\r\n`,
  ].map((s) => Buffer.from(s));
  for (let i = 0; i < 4; i += 1) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="bomb-${i}.gif"\r\nContent-Type: image/gif\r\n\r\n`,
      ),
      bomb,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(parts);
  const before = residentBytes(pid);
  let peak = before;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentBytes(pid));
    } catch {
      // gone: the answer says so
    }
  }, 10);
  let answer;
  try {
    answer = await postMultipart(
      `${root}/graphql`,
      {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
        'x-agency-client': 'bench-edges',
      },
      body,
    );
    peak = Math.max(peak, residentBytes(pid));
  } finally {
    clearInterval(timer);
  }
  const refused = /photo_dimensions/.test(answer.text);
  return [
    { figure: 'gateway RSS before the bomb application', value: before / MiB, target: '-', met: null },
    {
      figure: `gateway RSS peak, one application of four 10000x10000 GIFs (${bomb.length} bytes each)`,
      value: peak / MiB,
      target: `< ${EDGE_TARGETS.bombRssMiB} MiB`,
      met: peak / MiB < EDGE_TARGETS.bombRssMiB,
    },
    {
      figure: '  answer',
      value: refused ? 'InvalidInput: photo_dimensions on image_1-4' : `${answer.status} ${answer.text.slice(0, 80)}`,
      target: 'refused from the headers',
      met: refused,
    },
  ];
}
