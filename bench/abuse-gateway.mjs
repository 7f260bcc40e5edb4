// Abuse figures of the gateway's HTTP layer, against a running gateway (its node layer, not the
// site): resident memory while concurrent large invalid uploads arrive, and the event loop's delay
// while a flood of 1 MB JSON bodies arrives.
//
//   import { uploadMemoryFigures, jsonFloodFigures } from './bench/abuse-gateway.mjs';
//   const rows = [
//     ...(await uploadMemoryFigures('http://localhost:3520', { pid, siteSecret })),
//     ...(await jsonFloodFigures('http://localhost:3520')),
//   ];
//
// Each row is { figure, value, target, met }: value in MiB or ms (or a text), met true/false
// (null for references without a target). `pid` is the gateway process (VmRSS is read from
// /proc/<pid>/status); `siteSecret` (SITE_GATEWAY_SECRET) lets the uploads come from distinct
// visitor addresses, as the site's proxy vouches for them, so the per-client upload limit does not
// refuse them all (without it they are one client). Nothing here is stored: every upload is
// invalid (a scouting application without a name, or no scouting mutation at all).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile } from './lib/load.mjs';
import { residentBytes } from './lib/processes.mjs';

const MiB = 1024 * 1024;
export const ABUSE_TARGETS = { uploadRssMiB: 300, eventLoopP99Ms: 20 };
/** The gateway's ceiling for bodies other than uploads (JSON_BODY_MAX_BYTES in schema/src/validation/limits.ts). */
export const JSON_BODY_BYTES = 1024 * 1024;

const SCOUTING = `mutation Apply($brand: BrandKey!, $input: ScoutingApplicationInput!, $photos: [Upload!]!) {
  submitScoutingApplication(brand: $brand, input: $input, photos: $photos) { __typename }
}`;

/** A scouting application complete but for its name: the resolver reads the photos' first bytes, then refuses it. */
const NAMELESS_APPLICATION = {
  name: '',
  gender: 'female',
  country: { id: '31', label: 'Brasil' },
  city: { id: '1', label: 'São Paulo' },
  phone: '+55 (11) 91234-5678',
  birthdate: '1995-04-30',
  email: 'bench-abuse@example.com',
  experience: '',
  actingLink: 'https://example.com/reel',
  instagram: '@bench',
  drt: false,
};

/** The value of one sample of a Prometheus text exposition, e.g. metricValue(text, 'nodejs_eventloop_lag_p99_seconds'). */
export function metricValue(text, series) {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1).split(' ')[0]);
}

/**
 * The parts of a GraphQL multipart request (operations, map, then the files), as byte pieces and
 * file pieces to stream, with the total length for Content-Length. `files` are paths on disk.
 */
export function multipartPieces({ operations, files, boundary, sizes }) {
  const map = Object.fromEntries(files.map((_, i) => [String(i), [`variables.photos.${i}`]]));
  const field = (name, value) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const pieces = [field('operations', JSON.stringify(operations)), field('map', JSON.stringify(map))];
  files.forEach((file, i) => {
    pieces.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="photo-${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
    );
    pieces.push({ path: file, size: sizes[i] });
    pieces.push(Buffer.from('\r\n'));
  });
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  const length = pieces.reduce((n, p) => n + (Buffer.isBuffer(p) ? p.length : p.size), 0);
  return { pieces, length };
}

/**
 * A JSON body of exactly `bytes` bytes (except 'tiny') whose variables are of the given shape:
 * `list` (half a million ids, the attack), `deep` (nested arrays), `string` (one string
 * of a megabyte), `strings` (sixteen strings of 64 KiB), all refused; `padded` (four strings of
 * 60 KiB and whitespace) and `tiny` (`{ __typename }` alone), answered.
 */
export function floodBody(shape, bytes = JSON_BODY_BYTES) {
  if (shape === 'tiny') return Buffer.from('{"query":"{ __typename }"}');
  const query = shape === 'list' || shape === 'deep' ? 'query($ids: [ID!]!) { __typename }' : '{ __typename }';
  const head = `{"query":${JSON.stringify(query)},"variables":{"ids":`;
  const tail = '}}';
  const room = bytes - head.length - tail.length;
  let value;
  if (shape === 'list') {
    const items = Math.floor((room - 1) / 2);
    value = `[${'1,'.repeat(items - 1)}1]`.padEnd(room, ' ');
  } else if (shape === 'deep') {
    const depth = Math.floor(room / 2);
    value = `${'['.repeat(depth)}${']'.repeat(depth)}`.padEnd(room, ' ');
  } else if (shape === 'padded') {
    // Valid and accepted: four strings of 60 KiB (within every string bound), then whitespace.
    value = JSON.stringify(Array.from({ length: 4 }, () => 'x'.repeat(60 * 1024))).padEnd(room, ' ');
  } else if (shape === 'strings') {
    // Valid and accepted: strings up to the longest a request may hold (64 KiB), as many as fit.
    const one = JSON.stringify('x'.repeat(64 * 1024 - 2));
    const count = Math.floor((room - 2) / (one.length + 1));
    value = `[${Array.from({ length: count }, () => one).join(',')}]`.padEnd(room, ' ');
  } else {
    value = JSON.stringify('x'.repeat(room - 2));
  }
  return Buffer.from(head + value + tail);
}

/** A file of `bytes` that starts like a JPEG: what a client would call a photo, never decoded here. */
function junkPhoto(dir, bytes) {
  const file = path.join(dir, `junk-${bytes}.jpg`);
  if (!fs.existsSync(file)) {
    const data = Buffer.alloc(bytes, 0x5a);
    data.set([0xff, 0xd8, 0xff, 0xe0]);
    fs.writeFileSync(file, data);
  }
  return file;
}

/** One POST with streamed pieces; resolves with the status once the answer is complete (or 'error'). */
function post(url, headers, pieces, agent) {
  return new Promise((resolve) => {
    const target = new URL(url);
    const req = http.request({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      headers,
      agent,
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      res.resume();
      res.on('end', () => {
        resolve(res.statusCode);
        req.destroy();
      });
    });
    req.on('error', () => {
      if (!answered) resolve('error');
    });
    void (async () => {
      for (const piece of pieces) {
        if (answered || req.destroyed) return;
        if (Buffer.isBuffer(piece)) {
          if (!req.write(piece)) await new Promise((r) => req.once('drain', r));
          continue;
        }
        for await (const chunk of fs.createReadStream(piece.path, { highWaterMark: 256 * 1024 })) {
          if (answered || req.destroyed) return;
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        }
      }
      req.end();
    })().catch(() => undefined);
  });
}

const countStatuses = (statuses) =>
  Object.entries(statuses.reduce((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {}))
    .map(([status, n]) => `${n} x ${status}`)
    .join(', ');

/** Highest VmRSS of `pid` while `act` runs (sampled every 20 ms), in bytes. */
async function peakRss(pid, act) {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentBytes(pid));
    } catch {
      // The process went away: the run's answers say so.
    }
  }, 20);
  try {
    const result = await act();
    peak = Math.max(peak, residentBytes(pid));
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

/**
 * @param {string} gatewayUrl e.g. http://localhost:3520 (no /graphql)
 * @param {{ pid: number, siteSecret?: string, concurrent?: number, photoBytes?: number }} options
 */
export async function uploadMemoryFigures(gatewayUrl, { pid, siteSecret, concurrent = 8, photoBytes = 8 * MiB } = {}) {
  if (!pid) throw new Error('abuse bench: the gateway pid is needed (its VmRSS is the figure)');
  const root = gatewayUrl.replace(/\/graphql$/, '').replace(/\/+$/, '');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-abuse-uploads-'));
  try {
    const photo = junkPhoto(dir, photoBytes);
    const files = [photo, photo, photo, photo];
    const sizes = files.map(() => photoBytes);
    const boundary = '----bench-abuse-gateway';
    const scenarios = [
      {
        name: 'a scouting application without a name (files stored to disk, then refused)',
        operations: {
          query: SCOUTING,
          variables: { brand: 'MUSIC', input: NAMELESS_APPLICATION, photos: files.map(() => null) },
        },
      },
      { name: 'no scouting mutation (refused before the files)', operations: { query: '{ __typename }' } },
    ];
    const rows = [];
    const baseline = residentBytes(pid);
    for (const scenario of scenarios) {
      const { pieces, length } = multipartPieces({ operations: scenario.operations, files, boundary, sizes });
      const started = performance.now();
      const { result: statuses, peak } = await peakRss(pid, () =>
        Promise.all(
          Array.from({ length: concurrent }, (_, i) => {
            const headers = {
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': String(length),
              'x-agency-client': 'bench-abuse',
              ...(siteSecret
                ? { 'x-agency-site-secret': siteSecret, 'x-agency-client-ip': `198.51.100.${10 + i}` }
                : {}),
            };
            return post(`${root}/graphql`, headers, pieces, new http.Agent({ keepAlive: false }));
          }),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const peakMiB = peak / MiB;
      rows.push({
        figure: `gateway RSS peak, ${concurrent} concurrent ${Math.round(length / MiB)} MiB uploads: ${scenario.name}`,
        value: peakMiB,
        target: `< ${ABUSE_TARGETS.uploadRssMiB} MiB`,
        met: peakMiB < ABUSE_TARGETS.uploadRssMiB,
      });
      rows.push({
        figure: `  answers (${seconds.toFixed(1)} s)`,
        value: countStatuses(statuses),
        target: 'uploads over the slots: 429',
        met: null,
      });
    }
    rows.unshift({ figure: 'gateway RSS before the uploads', value: baseline / MiB, target: '-', met: null });
    return rows;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function metricsText(root) {
  const response = await fetch(`${root}/metrics`);
  if (response.status !== 200) throw new Error(`abuse bench: /metrics answered ${response.status}`);
  return response.text();
}

/**
 * One flood: `connections` clients sending `bodies` for `seconds`, together `rate` bodies a second
 * (each client waits its share of the interval between sends; as fast as answers come when the
 * gateway cannot keep up), and a probe every 50 ms.
 */
async function flood(root, bodies, seconds, connections, rate) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections + 1 });
  const json = (body) => ({ 'content-type': 'application/json', 'content-length': String(body.length) });
  await metricsText(root); // resets the gateway's event-loop histogram
  const deadline = Date.now() + seconds * 1000;
  const statuses = [];
  const probe = [];
  const intervalMs = (connections * 1000) / rate;
  const client = async (first) => {
    await new Promise((r) => setTimeout(r, (first * intervalMs) / connections));
    for (let n = first; Date.now() < deadline; n += 1) {
      const next = performance.now() + intervalMs;
      const body = bodies[n % bodies.length];
      statuses.push(await post(`${root}/graphql`, json(body), [body], agent));
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  };
  const probing = async () => {
    const body = Buffer.from('{"query":"{ __typename }"}');
    while (Date.now() < deadline) {
      const started = performance.now();
      await post(`${root}/graphql`, json(body), [body], agent);
      probe.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const started = performance.now();
  await Promise.all([...Array.from({ length: connections }, (_, i) => client(i)), probing()]);
  const elapsed = (performance.now() - started) / 1000;
  const text = await metricsText(root);
  agent.destroy();
  return {
    p99Ms: (metricValue(text, 'nodejs_eventloop_lag_p99_seconds') ?? Number.NaN) * 1000,
    maxMs: (metricValue(text, 'nodejs_eventloop_lag_max_seconds') ?? Number.NaN) * 1000,
    probeP99Ms: percentile(probe, 99),
    perSecond: statuses.length / elapsed,
    answers: countStatuses(statuses),
  };
}

/**
 * `connections` clients send 1 MB JSON bodies for `seconds` at `rate` bodies a second together
 * (200 MB/s by default, 1.6 Gbit/s: more than a typical server's link), in turn half a million
 * ids, deep nesting and a one-megabyte string (the attacks, all refused), while a probe sends
 * `{ __typename }` every 50 ms. References follow: the same attacks as fast as they are answered
 * (this load generator shares the machine's cores), then, same clients, time and rate, valid 1 MB
 * bodies (padded, answered: what parsing a megabyte costs) and `{ __typename }` alone (what the
 * load costs without large bodies). The gateway's event-loop delay comes from its own /metrics
 * (prom-client's default metrics: a monitorEventLoopDelay histogram sampling every 10 ms, so an
 * idle loop reads 10 ms; reset at every scrape, so one scrape before a flood and one after bound
 * it to it).
 */
export async function jsonFloodFigures(gatewayUrl, { seconds = 5, connections = 8, rate = 200 } = {}) {
  const root = gatewayUrl.replace(/\/graphql$/, '').replace(/\/+$/, '');
  const hostile = ['list', 'deep', 'string'].map((shape) => floodBody(shape));
  const attacks = await flood(root, hostile, seconds, connections, rate);
  // The same attacks as fast as the gateway answers them, with this load generator on the same cores.
  const saturating = await flood(root, hostile, seconds, connections, Number.POSITIVE_INFINITY);
  const padded = await flood(root, [floodBody('padded')], seconds, connections, rate);
  const tiny = await flood(root, [floodBody('tiny')], seconds, connections, rate);
  return [
    {
      figure: `gateway event-loop delay p99, ${rate} hostile 1 MB JSON bodies a second (${connections} clients)`,
      value: attacks.p99Ms,
      target: `< ${ABUSE_TARGETS.eventLoopP99Ms} ms (reads 10 when idle: the histogram samples every 10 ms)`,
      met: attacks.p99Ms < ABUSE_TARGETS.eventLoopP99Ms,
    },
    { figure: '  event-loop delay max', value: attacks.maxMs, target: '-', met: null },
    { figure: '  probe `{ __typename }` p99 during the flood', value: attacks.probeP99Ms, target: '-', met: null },
    {
      figure: `  answers (${attacks.perSecond.toFixed(0)} bodies/s)`,
      value: attacks.answers,
      target: 'all 400 (ids list, nesting, long string)',
      met: null,
    },
    {
      figure: `reference: event-loop delay p99, the same attacks as fast as answered (${saturating.perSecond.toFixed(0)} bodies/s)`,
      value: saturating.p99Ms,
      target: '-',
      met: null,
    },
    {
      figure: `reference: event-loop delay p99, valid 1 MB bodies (${padded.perSecond.toFixed(0)}/s, ${padded.answers})`,
      value: padded.p99Ms,
      target: '-',
      met: null,
    },
    {
      figure: `reference: event-loop delay p99, \`{ __typename }\` alone (${tiny.perSecond.toFixed(0)}/s)`,
      value: tiny.p99Ms,
      target: '-',
      met: null,
    },
  ];
}
