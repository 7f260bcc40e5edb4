// The scan-bomb row, against a running gateway's node layer: one address sends
// scouting applications whose photos are progressive JPEGs of 25 MP with 883 scans (grey) and
// 2649 scans (colour) back to back on several connections, while ordinary applications (four
// phone photos scaled as the site's form sends them, 2400 x 1800) arrive from other addresses at a
// steady rate. The figure is the ordinary applications' latency (request start -> answer's last
// byte) and how many were refused; the same arrivals without the attack come first, as the reference.
//
//   import { scanBombFigures } from './bench/scan-bombs.mjs';
//   const rows = await scanBombFigures('http://localhost:3521', { seconds: 60, siteSecret });
//
// The gateway must run with the site's secret (addresses are named as the site's proxy names them)
// and a form quota per address above what the attacker sends (FORMS_RATE_LIMIT_IP): the figure is
// what the photo checks and the decoder queue hold, not the form's allowance.
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile } from './lib/load.mjs';
import { root } from './lib/paths.mjs';
import { scanBomb } from './lib/scan-bomb.mjs';

export const SCAN_BOMB_TARGETS = { ordinaryP99Ms: 3000 };

const SCOUTING = `mutation Apply($brand: BrandKey!, $input: ScoutingApplicationInput!, $photos: [Upload!]!) {
  submitScoutingApplication(brand: $brand, input: $input, photos: $photos) {
    __typename
    ... on InvalidInput { fields { path message } }
    ... on RateLimited { retryAfterSeconds reason }
  }
}`;

let applicant = 0;
const application = () => ({
  name: 'Bench Applicant',
  gender: 'female',
  country: { id: '31', label: 'Brasil' },
  city: { id: '1', label: 'São Paulo' },
  phone: '+55 (11) 91234-5678',
  birthdate: '1995-04-30',
  email: `bench-scan-${process.pid}-${(applicant += 1)}@example.com`,
  experience: '',
  actingLink: 'https://example.com/reel',
  instagram: '@bench',
  drt: false,
});

/** A whole multipart body in memory (the files are small: phone photos and bombs of a few hundred KB). */
function multipartBody(files, boundary) {
  const operations = {
    query: SCOUTING,
    variables: { brand: 'CQ_EMPRESARIAMENTO', input: application(), photos: files.map(() => null) },
  };
  const map = Object.fromEntries(files.map((_, i) => [String(i), [`variables.photos.${i}`]]));
  const field = (name, value) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const parts = [field('operations', JSON.stringify(operations)), field('map', JSON.stringify(map))];
  files.forEach((bytes, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="photo-${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

/** One application from `ip`; what came back and how long it took. */
export function apply(root, ip, files, siteSecret) {
  const boundary = '----bench-scan-bombs';
  const body = multipartBody(files, boundary);
  const started = performance.now();
  return new Promise((resolve) => {
    const target = new URL(`${root}/graphql`);
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
          'x-agency-client': 'bench-scan-bombs',
          'x-agency-site-secret': siteSecret,
          'x-agency-client-ip': ip,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ ms: performance.now() - started, outcome: outcomeOf(res.statusCode, text) }));
      },
    );
    req.on('error', (error) => resolve({ ms: performance.now() - started, outcome: `error ${error.code ?? ''}` }));
    req.end(body);
  });
}

/** A short name for an answer: the result's type (with its field messages or reason), or the HTTP status. */
export function outcomeOf(status, text) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return `${status}`;
  }
  const result = body.data?.submitScoutingApplication;
  if (!result) return `${status} ${body.errors?.[0]?.extensions?.code ?? ''}`.trim();
  if (result.__typename === 'InvalidInput') {
    return `InvalidInput ${[...new Set(result.fields.map((f) => f.message))].join(',')}`;
  }
  if (result.__typename === 'RateLimited') return `RateLimited ${result.reason}`;
  return result.__typename;
}

const tally = (outcomes) =>
  Object.entries(outcomes.reduce((counts, o) => ({ ...counts, [o]: (counts[o] ?? 0) + 1 }), {}))
    .map(([o, n]) => `${n} x ${o}`)
    .join(', ');

/** Four photos as the site's form sends a phone's: 2400 x 1800 JPEGs of photo-like content. */
async function phonePhotos() {
  const require = createRequire(path.join(root, 'gateway', 'package.json'));
  const sharp = require('sharp');
  const photos = [];
  for (let i = 0; i < 4; i += 1) {
    const noise = await sharp({
      create: { width: 2400, height: 1800, channels: 3, noise: { type: 'gaussian', mean: 110 + 10 * i, sigma: 35 } },
    })
      .blur(1.5)
      .raw()
      .toBuffer();
    photos.push(
      await sharp(noise, { raw: { width: 2400, height: 1800, channels: 3 } })
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
  }
  return photos;
}

/**
 * Ordinary applications at `perSecond` from a new address each (a pool of 250), for `seconds`,
 * while `during` runs; resolves with each one's latency and outcome.
 */
async function ordinaryArrivals(root, photos, { seconds, perSecond, siteSecret, firstAddress }) {
  const results = [];
  const pending = [];
  const end = performance.now() + seconds * 1000;
  for (let n = 0; performance.now() < end; n += 1) {
    const ip = `198.51.100.${1 + ((firstAddress + n) % 250)}`;
    pending.push(apply(root, ip, photos, siteSecret).then((r) => results.push(r)));
    await new Promise((r) => setTimeout(r, 1000 / perSecond));
  }
  await Promise.all(pending);
  return results;
}

/**
 * @param {string} gatewayUrl e.g. http://localhost:3521
 * @param {{ seconds?: number, referenceSeconds?: number, perSecond?: number, attackers?: number, siteSecret: string }} options
 */
export async function scanBombFigures(
  gatewayUrl,
  { seconds = 60, referenceSeconds = 20, perSecond = 0.5, attackers = 4, siteSecret } = {},
) {
  if (!siteSecret) throw new Error('scan-bomb bench: the site secret is needed to name the addresses');
  const root = gatewayUrl.replace(/\/graphql$/, '').replace(/\/+$/, '');
  const photos = await phonePhotos();
  const side = 5000;
  const grey = scanBomb({ width: side, height: side, components: 1 });
  const colour = scanBomb({ width: side, height: side, components: 3 });
  // Warm: the decoder process starts on the first application.
  await apply(root, '198.51.100.254', photos, siteSecret);
  const reference = await ordinaryArrivals(root, photos, {
    seconds: referenceSeconds,
    perSecond,
    siteSecret,
    firstAddress: 0,
  });

  const attack = [];
  let attacking = true;
  const attacker = async (i) => {
    for (let n = i; attacking; n += 1) {
      const bombs = n % 2 === 0 ? [grey, colour, grey, colour] : [colour, grey, colour, grey];
      attack.push((await apply(root, '203.0.113.66', bombs, siteSecret)).outcome);
    }
  };
  const attacking$ = Array.from({ length: attackers }, (_, i) => attacker(i));
  const during = await ordinaryArrivals(root, photos, { seconds, perSecond, siteSecret, firstAddress: 100 });
  attacking = false;
  await Promise.all(attacking$);

  const load = os.loadavg()[0].toFixed(1);
  const latencies = during.map((r) => r.ms);
  const p99 = percentile(latencies, 99);
  const refused = during.filter((r) => r.outcome !== 'SubmissionAccepted');
  const tooMany = during.filter((r) => /^429|RateLimited/.test(r.outcome));
  return [
    {
      figure: `ordinary applications' p99 without an attack (${reference.length} in ${referenceSeconds} s, 4 photos of 2400 x 1800)`,
      value: percentile(
        reference.map((r) => r.ms),
        99,
      ),
      target: '-',
      met: null,
    },
    {
      figure: `ordinary applications' p99 while one address sends 883- and 2649-scan JPEGs (${seconds} s, ${attackers} connections; load average ${load})`,
      value: p99,
      target: `< ${SCAN_BOMB_TARGETS.ordinaryP99Ms} ms`,
      met: p99 !== null && p99 < SCAN_BOMB_TARGETS.ordinaryP99Ms,
    },
    { figure: '  their p50', value: percentile(latencies, 50), target: '-', met: null },
    {
      figure: `  their answers (${during.length})`,
      value: tally(during.map((r) => r.outcome)),
      target: 'all SubmissionAccepted, no 429',
      met: refused.length === 0 && tooMany.length === 0,
    },
    {
      figure: `  the attacker's answers (${attack.length} applications, ${grey.length} and ${colour.length} bytes a photo)`,
      value: tally(attack),
      target: 'refused: photo_complexity (or 429: one upload at a time)',
      met: attack.every((o) => o === 'InvalidInput validation.photo_complexity' || o === '429 TOO_MANY_UPLOADS'),
    },
  ];
}
