import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '@agency/sandbox';
import { VALIDATION } from '@agency/schema/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanBomb } from '../../bench/lib/scan-bomb.mjs';
import { loadConfig } from '../src/config';
import { imageBytes } from '../src/modules/forms/__tests__/fixtures';
import { JPEG_MAX_SCANS } from '../src/modules/forms/photos/jpeg-scans';
import { startGateway, type RunningGateway } from '../src/server';
import { BACKENDS } from '../src/backends';
import { scoutingParts, sendMultipart, type Answer } from './multipart-client';

/*
 * Photos that cost more to decode than they weigh, sent for real to real gateways: progressive
 * JPEGs of 25 MP (the header ceiling) with 883 and 2649 scans (one per coefficient bit: each a
 * pass over the whole image in libjpeg), and one of 64 scans (within the limit: seconds of decode,
 * what the per-address queue and the released upload slot are for).
 */
const SECRET = 'abuse-photos-site-secret';
const SIDE = 5000;
let dir: string;
let sandbox: RunningSandbox;
/** Defaults but for a generous form quota: the bombs meet the photo checks, not the form's allowance. */
let gateway: RunningGateway;
/** One upload slot, a decoder queue of two with a 2.5 s wait, no decode time budget to speak of. */
let queued: RunningGateway;
const files = { photos: [] as string[], grey883: '', colour2649: '', colour64: '' };

async function startOne(name: string, env: Record<string, string>): Promise<RunningGateway> {
  const uploads = join(dir, `${name}-uploads`);
  await mkdir(uploads);
  const config = loadConfig({
    ...process.env,
    ...Object.fromEntries(BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, sandbox.baseUrls[b]])),
    GATEWAY_PORT: '0',
    GATEWAY_HOST: '127.0.0.1',
    OUTBOX_PATH: join(dir, `${name}-outbox.sqlite`),
    REDIS_URL: '',
    STORE_WARMUP: '0',
    SITE_GATEWAY_SECRET: SECRET,
    QUERY_RATE_LIMIT_PER_MINUTE: '100000',
    FORMS_RATE_LIMIT_IP: '1000',
    FORMS_RATE_LIMIT_EMAIL: '1000',
    UPLOADS_TMP_DIR: uploads,
    ...env,
  });
  return startGateway(config);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-abuse-photos-'));
  sandbox = await startSandbox({ port: 0, dataDir: join(dir, 'sandbox') });
  const write = async (name: string, bytes: Uint8Array) => {
    const path = join(dir, name);
    await writeFile(path, bytes);
    return path;
  };
  for (let i = 0; i < 4; i += 1) {
    files.photos.push(await write(`photo-${i}.jpg`, await imageBytes('jpeg', 1200 + i, 900, { noise: true })));
  }
  files.grey883 = await write('grey-883.jpg', scanBomb({ width: SIDE, height: SIDE, components: 1 }));
  files.colour2649 = await write('colour-2649.jpg', scanBomb({ width: SIDE, height: SIDE, components: 3 }));
  files.colour64 = await write(
    'colour-64.jpg',
    scanBomb({ width: SIDE, height: SIDE, components: 3, scans: JPEG_MAX_SCANS }),
  );
  gateway = await startOne('main', {});
  queued = await startOne('queued', {
    UPLOADS_MAX_CONCURRENT: '1',
    PHOTO_QUEUE_MAX: '2',
    PHOTO_QUEUE_MAX_PER_CLIENT: '1',
    // A wait bound well under the slow application's four decodes, however quiet the machine.
    PHOTO_QUEUE_MAX_WAIT_MS: '1000',
    PHOTO_DECODE_TIMEOUT_MS: '120000',
  });
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await queued?.close();
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

let emailCounter = 0;
const application = () => ({
  name: 'Bia Lima',
  gender: 'female',
  country: { id: '31', label: 'Brasil' },
  city: { id: '1', label: 'São Paulo' },
  phone: '+55 (11) 91234-5678',
  birthdate: '1996-02-11',
  email: `photos${(emailCounter += 1)}@example.com`,
  experience: '',
  actingLink: 'https://example.com/reel',
  instagram: '@bia',
  drt: false,
});

const headers = (ip: string) => ({
  'x-agency-client': 'abuse-photos-test',
  'x-agency-site-secret': SECRET,
  'x-agency-client-ip': ip,
});

interface Outcome {
  status: number;
  /** null: no GraphQL result (a refusal of the node layer, its code in `code`). */
  typename: string | null;
  code?: string;
  fields?: { path: string; message: string }[];
  reason?: string;
  retry?: number;
}

function outcomeOf(answer: Answer): Outcome {
  const body = JSON.parse(answer.body) as {
    data?: {
      submitScoutingApplication: {
        __typename: string;
        fields?: { path: string; message: string }[];
        reason?: string;
        retryAfterSeconds?: number;
      };
    };
    errors?: { extensions?: { code?: string } }[];
  };
  const result = body.data?.submitScoutingApplication;
  if (!result) return { status: answer.status, typename: null, code: body.errors?.[0]?.extensions?.code ?? '' };
  return {
    status: answer.status,
    typename: result.__typename,
    ...(result.fields ? { fields: result.fields } : {}),
    ...(result.reason ? { reason: result.reason, retry: result.retryAfterSeconds } : {}),
  };
}

const apply = async (target: RunningGateway, ip: string, photos: string[]) =>
  outcomeOf(await sendMultipart(target.url, scoutingParts(application(), photos), headers(ip)));

async function storedScouting(): Promise<number> {
  const response = await fetch(`${sandbox.url}/__admin/submissions?kind=scouting`);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

const photoState = (target: RunningGateway) => target.gateway.forms.services.photos;

describe('scan bombs from one address', () => {
  it('are refused on their fields without being decoded, while ordinary applications from other addresses are accepted', async () => {
    const decoder = photoState(gateway).decoder;
    const before = { ...decoder.stats(), stored: await storedScouting() };
    const bomb = [files.grey883, files.colour2649, files.photos[2]!, files.photos[3]!];
    const attack: Outcome[] = [];
    let attacking = true;
    // Two connections from the attacker's address, back to back, for as long as the others apply.
    const attacker = async () => {
      while (attacking) attack.push(await apply(gateway, '203.0.113.66', bomb));
    };
    const attackers = [attacker(), attacker()];
    const ordinary: Outcome[] = [];
    await Promise.all(
      ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map(async (ip) => {
        for (let i = 0; i < 2; i += 1) ordinary.push(await apply(gateway, ip, files.photos));
      }),
    );
    attacking = false;
    await Promise.all(attackers);

    expect(ordinary).toHaveLength(6);
    for (const outcome of ordinary) expect(outcome).toEqual({ status: 200, typename: 'SubmissionAccepted' });
    expect(await storedScouting()).toBe(before.stored + 6);
    const refusedOnFields = attack.filter((o) => o.typename === 'InvalidInput');
    expect(refusedOnFields.length).toBeGreaterThan(0);
    for (const outcome of refusedOnFields) {
      expect(outcome.fields).toEqual([
        { path: 'image_1', message: VALIDATION.photoComplexity },
        { path: 'image_2', message: VALIDATION.photoComplexity },
      ]);
    }
    // The attacker's second connection, while its first uploads: one upload per address at a time.
    for (const outcome of attack.filter((o) => o.typename !== 'InvalidInput')) {
      expect(outcome).toEqual({ status: 429, typename: null, code: 'TOO_MANY_UPLOADS' });
    }
    // Only the ordinary applications' photos reached a decoder, and none overran its budget.
    expect(decoder.stats().done - before.done).toBe(6 * 4);
    expect(decoder.stats().killed).toBe(before.killed);
    // Counted where an operator sees them.
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    expect(metrics).toContain(`gateway_photo_applications_total{outcome="refused"} ${refusedOnFields.length}`);
    expect(metrics).toContain('gateway_photo_applications_total{outcome="prepared"} 6');
    await expect.poll(async () => readdir(join(dir, 'main-uploads'))).toEqual([]);
  }, 60_000);
});

describe('an application waiting for a decoder', () => {
  it('holds no upload slot, and a busy queue answers with a time to try again, never an unbounded wait', async () => {
    const { queue } = photoState(queued);
    const stored = await storedScouting();
    // Four photos of 64 scans: within the limit, more than a second of decode each, so this one
    // outlasts the others' wait.
    const slow = apply(queued, '192.0.2.1', [files.colour64, files.colour64, files.colour64, files.colour64]);
    await expect.poll(() => queue.stats().running, { timeout: 10_000 }).toBe(1);

    // The one upload slot is free again: another address uploads at once, then waits its turn.
    const waiting = apply(queued, '192.0.2.2', files.photos);
    await expect.poll(() => queue.stats().waiting, { timeout: 2000 }).toBe(1);
    // The first address's next application waits too; a third from it is refused at once.
    const again = apply(queued, '192.0.2.1', files.photos);
    await expect.poll(() => queue.stats().waiting, { timeout: 2000 }).toBe(2);
    expect(await apply(queued, '192.0.2.1', files.photos)).toEqual({
      status: 200,
      typename: 'RateLimited',
      reason: 'TOO_MANY_SUBMISSIONS',
      retry: 1,
    });
    // The queue is full: a fourth address is told the gateway is busy, at once.
    expect(await apply(queued, '192.0.2.4', files.photos)).toEqual({
      status: 200,
      typename: 'RateLimited',
      reason: 'BUSY',
      retry: 1,
    });
    // Both waiting applications give up after the bounded wait, unread and unstored.
    const busy = { status: 200, typename: 'RateLimited', reason: 'BUSY', retry: 1 };
    expect(await waiting).toEqual(busy);
    expect(await again).toEqual(busy);
    expect(queue.stats().running).toBe(1);
    expect(await slow).toEqual({ status: 200, typename: 'SubmissionAccepted' });
    expect(await storedScouting()).toBe(stored + 1);
    // And the queue serves the next one as soon as it is free.
    expect(await apply(queued, '192.0.2.2', files.photos)).toEqual({ status: 200, typename: 'SubmissionAccepted' });
    await expect.poll(async () => readdir(join(dir, 'queued-uploads'))).toEqual([]);
  }, 60_000);
});
