import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startSandbox, type RunningSandbox } from '@agency/sandbox';
import { JSON_BODY_MAX_BYTES, LIMITS, VALIDATION } from '@agency/schema/validation';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startGateway, type RunningGateway } from '../src/server';
import { BACKENDS } from '../src/backends';
import { imageBytes } from '../src/modules/forms/__tests__/fixtures';
import { scoutingParts, sendMultipart, SCOUTING, type Answer, type Part } from './multipart-client';

/*
 * Attacks on the gateway's HTTP layer, performed for real: a real sandbox, real gateways over
 * HTTP, real image files streamed from disk (so the client side of a test holds no big buffers
 * and the gateway's memory, measured in this process, is the gateway's). Each test performs the
 * attack, checks the refusal (status and message), and that nothing was stored (sandbox and
 * outbox), no temporary file was left behind and memory did not grow with the files.
 */
const SECRET = 'abuse-transport-site-secret';
const MiB = 1024 * 1024;
let dir: string;
let images: string;
let sandbox: RunningSandbox;
/** Uploads 2 at once, 1 per client; a generous form quota. */
let gateway: RunningGateway;
/** Short socket time limits and a form quota of 2 per address. */
let strict: RunningGateway;
/** Two upload slots, a 1 s idle timeout and grace, and at least 256 KiB/s once the files are read. */
let paced: RunningGateway;
const uploadTmp = { main: '', strict: '', paced: '' };
const logLines: { level: number; msg: string }[] = [];

async function startOne(name: string, env: Record<string, string>, logger?: pino.Logger): Promise<RunningGateway> {
  const tmp = join(dir, `${name}-uploads`);
  await mkdir(tmp);
  uploadTmp[name as keyof typeof uploadTmp] = tmp;
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
    UPLOADS_TMP_DIR: tmp,
    ...env,
  });
  return startGateway(config, logger ? { logger } : {});
}

/** Real photos: small ones of each accepted kind, and 8 MB JPEGs (a real image padded after its end marker). */
const photoPaths: string[] = [];
let bigPhoto: string;
let overCap: string;
let slightlyTooBig: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-abuse-transport-'));
  images = join(dir, 'images');
  await mkdir(images);
  sandbox = await startSandbox({ port: 0, dataDir: join(dir, 'sandbox') });
  const kinds = ['jpeg', 'png', 'gif', 'webp'] as const;
  for (const [i, kind] of kinds.entries()) {
    const path = join(images, `photo-${i}.${kind === 'jpeg' ? 'jpg' : kind}`);
    await writeFile(path, await imageBytes(kind, 320 + i, 480));
    photoPaths.push(path);
  }
  const jpeg = await imageBytes('jpeg', 640, 480, { noise: true });
  const padded = async (name: string, size: number) => {
    const data = Buffer.alloc(size, 0);
    jpeg.copy(data);
    const path = join(images, name);
    await writeFile(path, data);
    return path;
  };
  bigPhoto = await padded('big.jpg', LIMITS.photoMaxBytes);
  slightlyTooBig = await padded('slightly-too-big.jpg', LIMITS.photoMaxBytes + 1);
  // Over the per-file cap by 12 MiB: the refusal comes while most of the body is still to be sent.
  overCap = await padded('over-cap.jpg', 2 * LIMITS.photoMaxBytes + 12 * MiB);
  const records = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  gateway = await startOne(
    'main',
    { UPLOADS_MAX_CONCURRENT: '2', UPLOADS_MAX_CONCURRENT_PER_CLIENT: '1', FORMS_RATE_LIMIT_IP: '1000' },
    pino({ level: 'info' }, records),
  );
  strict = await startOne('strict', {
    HTTP_REQUEST_TIMEOUT_MS: '1500',
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    FORMS_RATE_LIMIT_IP: '2',
  });
  paced = await startOne('paced', {
    UPLOADS_MAX_CONCURRENT: '2',
    UPLOADS_MAX_CONCURRENT_PER_CLIENT: '1',
    UPLOAD_IDLE_TIMEOUT_MS: '1000',
    UPLOAD_MIN_BYTES_PER_SECOND: String(256 * 1024),
    FORMS_RATE_LIMIT_IP: '1000',
  });
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await strict?.close();
  await paced?.close();
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

// --- helpers ---------------------------------------------------------------------------------

let emailCounter = 0;
function application(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ana Souza',
    gender: 'female',
    country: { id: '31', label: 'Brasil' },
    city: { id: '1', label: 'São Paulo' },
    phone: '+55 (11) 91234-5678',
    birthdate: '1995-04-30',
    email: `transport${(emailCounter += 1)}@example.com`,
    experience: 'Teatro.',
    actingLink: 'https://example.com/reel',
    instagram: '@ana',
    drt: false,
    ...overrides,
  };
}

const clientHeaders = (ip?: string): Record<string, string> => ({
  'x-agency-client': 'abuse-transport-test',
  ...(ip ? { 'x-agency-site-secret': SECRET, 'x-agency-client-ip': ip } : {}),
});

/** An upload left in flight: headers, operations, map and the first 64 KiB of a photo sent, then silence. */
function holdUpload(base: string, ip: string) {
  let request: ClientRequest | undefined;
  const answer = sendMultipart(base, scoutingParts(application(), [bigPhoto, bigPhoto]), clientHeaders(ip), {
    holdAfter: 64 * 1024,
    onRequest: (req) => (request = req),
  }).catch((error: Error) => ({ error }));
  return { answer, abort: () => request?.destroy() };
}

function json<T = { errors?: { message: string; extensions?: Record<string, unknown> }[] }>(answer: Answer): T {
  return JSON.parse(answer.body) as T;
}

async function storedScouting(): Promise<number> {
  const response = await fetch(`${sandbox.url}/__admin/submissions?kind=scouting`);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

async function outboxTotal(running: RunningGateway): Promise<number> {
  return Object.values(await running.gateway.forms.services.outbox.counts()).reduce((n, c) => n + c, 0);
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The gateway's temporary upload folder is empty again (each request deletes its own when it ends). */
async function tmpEmpty(name: keyof typeof uploadTmp = 'main') {
  return eventually(
    () => readdir(uploadTmp[name]),
    (entries) => entries.length === 0,
  );
}

// A full collection before each sample, so what is measured is memory held, not garbage not yet collected.
setFlagsFromString('--expose_gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * Highest growth of this process' RSS and of the ArrayBuffer memory it holds while `act` runs,
 * sampled every 100 ms after full collections (two, a turn apart: buffers a collection frees are
 * released a moment later). Files held in memory by the gateway would show as held ArrayBuffers
 * for as long as the request is processed.
 */
async function memoryGrowth<T>(act: () => Promise<T>): Promise<{ result: T; rss: number; arrayBuffers: number }> {
  const settled = async () => {
    collectGarbage();
    await new Promise((r) => setImmediate(r));
    collectGarbage();
    return process.memoryUsage();
  };
  const before = await settled();
  let rss = 0;
  let arrayBuffers = 0;
  let sampling = false;
  const sample = async () => {
    const now = await settled();
    rss = Math.max(rss, now.rss - before.rss);
    arrayBuffers = Math.max(arrayBuffers, now.arrayBuffers - before.arrayBuffers);
  };
  // One sample at a time: each forces a full collection, and on a busy machine overlapping ones
  // would starve the upload being measured.
  const timer = setInterval(() => {
    if (sampling) return;
    sampling = true;
    void sample().finally(() => (sampling = false));
  }, 250);
  try {
    const result = await act();
    await sample();
    return { result, rss, arrayBuffers };
  } finally {
    clearInterval(timer);
  }
}

/** Unanswered traffic must not hold slots across tests: waits until no upload is in flight. */
async function noUploadsInFlight() {
  await tmpEmpty('main');
}

// --- tests -----------------------------------------------------------------------------------

describe('(a) uploads whose operation is not the scouting mutation', () => {
  it('refuses 4 x 8 MB files before reading them: 400, no memory growth, nothing stored, no temp file', async () => {
    const storedBefore = await storedScouting();
    const outboxBefore = await outboxTotal(gateway);
    const files = [bigPhoto, bigPhoto, bigPhoto, bigPhoto];
    const {
      result: answer,
      rss,
      arrayBuffers,
    } = await memoryGrowth(() =>
      sendMultipart(gateway.url, scoutingParts(application(), files, '{ ok }'), clientHeaders('10.1.0.1')),
    );
    expect(answer.status).toBe(400);
    expect(json(answer).errors?.[0]?.message).toBe(
      'Uploads are accepted for one mutation only: submitScoutingApplication, alone in its document.',
    );
    // Answered while the first file was still on its way (socket buffers hold a few MB at most).
    expect(answer.writtenAtAnswer).toBeLessThan(answer.total / 4);
    expect(rss).toBeLessThan(60 * MiB);
    expect(arrayBuffers).toBeLessThan(16 * MiB);
    expect(await storedScouting()).toBe(storedBefore);
    expect(await outboxTotal(gateway)).toBe(outboxBefore);
    await tmpEmpty();
  }, 60_000);

  it.each([
    ['a query', '{ ok }'],
    ['two mutations', `${SCOUTING} mutation Other { __typename }`],
    ['another field beside it', SCOUTING.replace('{\n  submit', '{\n  ok\n  submit')],
  ])('refuses %s with the same 400 before any file', async (_name, query) => {
    const answer = await sendMultipart(
      gateway.url,
      scoutingParts(application(), [bigPhoto], query),
      clientHeaders('10.1.0.2'),
    );
    expect(answer.status).toBe(400);
    expect(json(answer).errors?.[0]?.message).toMatch(/^Uploads are accepted for one mutation only/);
    expect(answer.writtenAtAnswer).toBeLessThan(answer.total / 2);
    await tmpEmpty();
  });

  it('refuses files sent before the operations, and a map naming more files than a form has', async () => {
    const files: Part[] = [{ name: '0', path: bigPhoto, filename: 'a.jpg', type: 'image/jpeg' }];
    const first = await sendMultipart(
      gateway.url,
      [...files, ...scoutingParts(application(), [])],
      clientHeaders('10.1.0.3'),
    );
    expect(first.status).toBe(400);
    expect(json(first).errors?.[0]?.message).toBe(
      'A multipart request starts with the "operations" field, then "map", then the files; got the file "0" first.',
    );
    const five = [...photoPaths, bigPhoto];
    const many = await sendMultipart(gateway.url, scoutingParts(application(), five), clientHeaders('10.1.0.3'));
    expect(many.status).toBe(400);
    expect(json(many).errors?.[0]?.message).toBe(
      `The upload names ${LIMITS.photosRequired + 1} files; at most ${LIMITS.photosRequired} are accepted.`,
    );
    expect(many.writtenAtAnswer).toBeLessThan(many.total / 2);
    await tmpEmpty();
  });

  it('keeps 4 x 8 MB photos of a scouting mutation on disk: memory does not grow with their size', async () => {
    const storedBefore = await storedScouting();
    const files = [bigPhoto, bigPhoto, bigPhoto, bigPhoto];
    // Invalid input (no name): the resolver reads each photo's first bytes only, then refuses.
    const { result: answer, arrayBuffers } = await memoryGrowth(() =>
      sendMultipart(gateway.url, scoutingParts(application({ name: '' }), files), clientHeaders('10.1.0.4')),
    );
    expect(answer.status).toBe(200);
    const result = json<{ data: { submitScoutingApplication: { __typename: string } } }>(answer);
    expect(result.data.submitScoutingApplication.__typename).toBe('InvalidInput');
    expect(answer.writtenAtAnswer).toBe(answer.total);
    expect(arrayBuffers).toBeLessThan(16 * MiB);
    expect(await storedScouting()).toBe(storedBefore);
    await tmpEmpty();
  }, 60_000);
});

describe('(b) uploads in flight at once', () => {
  it('refuses a second upload from the same client with 429 and Retry-After, before reading its body', async () => {
    await noUploadsInFlight();
    const held = holdUpload(gateway.url, '10.2.0.1');
    // The held upload reached its files: a private temporary file exists, mode 0600 in a 0700 folder.
    const [folder] = await eventually(
      () => readdir(uploadTmp.main),
      (entries) => entries.length === 1,
    );
    const files = await eventually(
      () => readdir(join(uploadTmp.main, folder!)),
      (entries) => entries.length === 1,
    );
    expect((await stat(join(uploadTmp.main, folder!))).mode & 0o777).toBe(0o700);
    expect((await stat(join(uploadTmp.main, folder!, files[0]!))).mode & 0o777).toBe(0o600);

    const second = await sendMultipart(
      gateway.url,
      scoutingParts(application(), photoPaths),
      clientHeaders('10.2.0.1'),
    );
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toBe('10');
    expect(json(second).errors?.[0]).toEqual({
      message: 'Another upload from your address is still in progress; send one at a time. Try again in 10 s.',
      extensions: { code: 'TOO_MANY_UPLOADS', retryAfterSeconds: 10 },
    });
    expect(second.writtenAtAnswer).toBeLessThan(second.total);

    held.abort();
    expect(await held.answer).toHaveProperty('error');
    await tmpEmpty();
    // Its slot is free again: the same client's next upload is taken.
    const third = await sendMultipart(gateway.url, scoutingParts(application(), photoPaths), clientHeaders('10.2.0.1'));
    expect(json<{ data: unknown }>(third).data).toEqual({
      submitScoutingApplication: { __typename: 'SubmissionAccepted', id: expect.any(String), queued: false },
    });
  });

  it('refuses an upload over the global limit with 429 while two clients upload, and takes it after', async () => {
    await noUploadsInFlight();
    const a = holdUpload(gateway.url, '10.2.1.1');
    const b = holdUpload(gateway.url, '10.2.1.2');
    await eventually(
      () => readdir(uploadTmp.main),
      (entries) => entries.length === 2,
    );
    const storedBefore = await storedScouting();
    const refused = await sendMultipart(
      gateway.url,
      scoutingParts(application(), photoPaths),
      clientHeaders('10.2.1.3'),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('10');
    expect(json(refused).errors?.[0]?.message).toBe(
      'The server is receiving as many uploads as it can right now. Try again in 10 s.',
    );
    expect(await storedScouting()).toBe(storedBefore);
    a.abort();
    b.abort();
    await Promise.all([a.answer, b.answer]);
    await tmpEmpty();
    const taken = await sendMultipart(gateway.url, scoutingParts(application(), photoPaths), clientHeaders('10.2.1.3'));
    expect(taken.status).toBe(200);
    expect(await storedScouting()).toBe(storedBefore + 1);
  });
});

describe('(c) a real application', () => {
  it('with four real photos is accepted and delivered, and leaves no temporary file', async () => {
    await noUploadsInFlight();
    const input = application();
    const answer = await sendMultipart(gateway.url, scoutingParts(input, photoPaths), clientHeaders('10.3.0.1'));
    expect(answer.status).toBe(200);
    expect(json<{ data: unknown }>(answer).data).toEqual({
      submitScoutingApplication: { __typename: 'SubmissionAccepted', id: expect.any(String), queued: false },
    });
    const response = await fetch(`${sandbox.url}/__admin/submissions?kind=scouting`);
    const rows = ((await response.json()) as { data: { fields: { email: string }; photos: unknown[] }[] }).data;
    const row = rows.find((r) => r.fields.email === input.email);
    expect(row?.photos).toHaveLength(4);
    await tmpEmpty();
  });

  it('gives a photo a bit over the per-photo limit the friendly field error, not a 413', async () => {
    const files = [photoPaths[0]!, slightlyTooBig, photoPaths[2]!, photoPaths[3]!];
    const answer = await sendMultipart(gateway.url, scoutingParts(application(), files), clientHeaders('10.3.0.2'));
    expect(answer.status).toBe(200);
    expect(json<{ data: unknown }>(answer).data).toEqual({
      submitScoutingApplication: {
        __typename: 'InvalidInput',
        fields: [{ path: 'image_2', message: VALIDATION.photoSize }],
      },
    });
    await tmpEmpty();
  });
});

describe('(d) a file over the hard cap', () => {
  it('is refused with 413 while it arrives; nothing stored, temporary files removed', async () => {
    const storedBefore = await storedScouting();
    const outboxBefore = await outboxTotal(gateway);
    const files = [overCap, photoPaths[1]!, photoPaths[2]!, photoPaths[3]!];
    const answer = await sendMultipart(gateway.url, scoutingParts(application(), files), clientHeaders('10.4.0.1'));
    expect(answer.status).toBe(413);
    expect(json(answer).errors?.[0]).toEqual({
      message: `The file "foto-0.jpg" is too large: at most ${2 * LIMITS.photoMaxBytes} bytes per file.`,
      extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' },
    });
    expect(answer.writtenAtAnswer).toBeLessThan(answer.total);
    expect(await storedScouting()).toBe(storedBefore);
    expect(await outboxTotal(gateway)).toBe(outboxBefore);
    await tmpEmpty();
  });
});

/** A POST with raw headers and body, for bodies fetch would not send as they are. */
function rawPost(
  base: string,
  headers: Record<string, string>,
  write: (req: ClientRequest) => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${base}/graphql`);
    const req = httpRequest({ host: url.hostname, port: url.port, method: 'POST', path: '/graphql', headers });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode!, body });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    write(req);
  });
}

describe('(e) JSON bodies are bounded at 1 MB, not at the upload ceiling', () => {
  it('refuses a 5 MB JSON body from its Content-Length, before reading it', async () => {
    const answer = await rawPost(
      gateway.url,
      { 'content-type': 'application/json', 'content-length': String(5 * 1024 * 1024) },
      (req) => req.write('{"query":"{ ok }","variables":{"pad":"'),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      errors: [
        {
          message: 'Request body too large',
          extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', maxBytes: JSON_BODY_MAX_BYTES },
        },
      ],
    });
  });

  it('refuses a chunked JSON body once it passes 1 MB', async () => {
    const answer = await rawPost(gateway.url, { 'content-type': 'application/json' }, (req) => {
      // Whitespace between tokens: only the byte count can refuse it (a long string would meet the
      // 64 KiB string limit first).
      req.write('{"query":"{ ok }","variables":{"pad":"x"');
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent <= 3 * JSON_BODY_MAX_BYTES && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!req.destroyed) req.end('}}');
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).errors[0].message).toBe('Request body too large');
  });

  it('takes a JSON body just under 1 MB', async () => {
    // Whitespace padding: no single string over the 64 KiB string limit, only size.
    // No variables: the operation declares none, and undeclared ones are refused.
    const body = `{"query":"{ ok }"${' '.repeat(JSON_BODY_MAX_BYTES - 100)}}`;
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { ok: true } });
  });

  it('refuses a string longer than any input takes with 400, without parsing it', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ ok }', variables: { pad: 'x'.repeat(64 * 1024 + 1) } }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'A string in the request is longer than 65536 bytes; no input of this API takes that much.',
    );
  });

  it('refuses strings adding up past what any request needs with 400', async () => {
    const pads = Array.from({ length: 5 }, () => 'x'.repeat(60 * 1024));
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ ok }', variables: { pads } }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'The strings in the request add up to more than 262144 bytes; no request of this API needs that much.',
    );
  });
});

describe('(f) malformed variables', () => {
  const errorLogs = () => logLines.filter((line) => line.level >= 50);
  const post = async (body: string, contentType = 'application/json') => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-agency-client': 'abuse-transport-test' },
      body,
    });
    return { status: response.status, body: (await response.json()) as { errors: { message: string }[] } };
  };
  const IDS = 'query($ids: [ID!]!) { talentsByIds(brand: MUSIC, ids: $ids) { id } }';

  it.each([
    ['10,000 nested arrays', `{"ids":${'['.repeat(10_000)}${']'.repeat(10_000)}}`],
    ['10,000 nested objects', `{"ids":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`],
    [
      '500,000 nested arrays (1 MB)',
      `{"ids":${'['.repeat(500_000)}${']'.repeat(500_000)}}`.slice(0, JSON_BODY_MAX_BYTES - 200),
    ],
  ])('answers %s with 400 and a clear message, logged below error level', async (_name, variables) => {
    const errorsBefore = errorLogs().length;
    const { status, body } = await post(`{"query":${JSON.stringify(IDS)},"variables":${variables}}`);
    expect(status).toBe(400);
    expect(body.errors[0]!.message).toBe('Variables nest too deep: at most 32 levels.');
    expect(errorLogs().length).toBe(errorsBefore);
  });

  it('answers a list of 200,000 ids with 400 before coercing it', async () => {
    const ids = Array.from({ length: 200_000 }, () => 1);
    const { status, body } = await post(JSON.stringify({ query: IDS, variables: { ids } }));
    expect(status).toBe(400);
    expect(body.errors[0]!.message).toBe('Variables hold too many values: at most 10000.');
  });

  it('answers variables that are not an object with 400', async () => {
    for (const variables of ['[1,2]', '"x"', '7']) {
      const { status, body } = await post(`{"query":"{ ok }","variables":${variables}}`);
      expect(status).toBe(400);
      expect(body.errors[0]!.message).toMatch(/variables/i);
    }
  });

  it("answers deep variables in a url-encoded body and in an upload's operations with 400", async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const form = new URLSearchParams({ query: IDS, variables: `{"ids":${deep}}` }).toString();
    const urlEncoded = await post(form, 'application/x-www-form-urlencoded');
    expect(urlEncoded.status).toBe(400);
    expect(urlEncoded.body.errors[0]!.message).toBe('Variables nest too deep: at most 32 levels.');
    const parts = scoutingParts(application(), [photoPaths[0]!]);
    parts[0] = { name: 'operations', value: `{"query":${JSON.stringify(SCOUTING)},"variables":{"input":${deep}}}` };
    const upload = await sendMultipart(gateway.url, parts, clientHeaders('10.6.0.1'));
    expect(upload.status).toBe(400);
    expect(json(upload).errors?.[0]?.message).toBe('Variables nest too deep: at most 32 levels.');
    await tmpEmpty();
  });

  it('still answers after all of that', async () => {
    const { status, body } = await post('{"query":"{ ok }"}');
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { ok: true } });
    expect(errorLogs()).toEqual([]);
  });
});

describe('the forms per-address quota, applied before an upload is read', () => {
  it('answers RateLimited without reading the files once the quota is spent, counting each try once', async () => {
    const headers = clientHeaders('10.7.0.1');
    // Two tries (the quota): each counted once, so the second is not refused.
    for (let i = 0; i < 2; i += 1) {
      const answer = await sendMultipart(strict.url, scoutingParts(application(), photoPaths.slice(0, 3)), headers);
      const result = json<{ data: { submitScoutingApplication: { __typename: string } } }>(answer);
      expect(result.data.submitScoutingApplication.__typename).toBe('InvalidInput');
    }
    const storedBefore = await storedScouting();
    const files = [bigPhoto, bigPhoto, bigPhoto, bigPhoto];
    const answer = await sendMultipart(strict.url, scoutingParts(application(), files), headers);
    expect(answer.status).toBe(200);
    expect(json<{ data: unknown }>(answer).data).toEqual({
      submitScoutingApplication: {
        __typename: 'RateLimited',
        retryAfterSeconds: expect.any(Number),
        reason: 'TOO_MANY_SUBMISSIONS',
      },
    });
    expect(answer.writtenAtAnswer).toBeLessThan(answer.total / 4);
    expect(await storedScouting()).toBe(storedBefore);
    await tmpEmpty('strict');
  });
});

describe('(g) slow clients', () => {
  /** Sends `head` on a raw socket and waits for the gateway to close it; what it answered, if anything. */
  function stalled(base: string, head: string, trickle = false): Promise<string> {
    const { port } = new URL(base);
    return new Promise((resolve, reject) => {
      let received = '';
      let timer: NodeJS.Timeout | undefined;
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(head);
        // A byte every 200 ms: never idle, never done.
        if (trickle) timer = setInterval(() => socket.write('x'), 200);
      });
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('close', () => {
        clearInterval(timer);
        resolve(received);
      });
      socket.on('error', () => undefined);
      setTimeout(() => reject(new Error('the gateway kept the connection open')), 15_000).unref();
    });
  }

  it('closes a connection whose body is shorter than its Content-Length once the request time is up', async () => {
    const answer = await stalled(
      strict.url,
      'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes an upload that trickles forever, and frees its slot', async () => {
    const head =
      `POST /graphql HTTP/1.1\r\nHost: localhost\r\nx-agency-client: t\r\nx-agency-site-secret: ${SECRET}\r\n` +
      `x-agency-client-ip: 10.8.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 30000000\r\n\r\n` +
      '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n';
    const answer = await stalled(strict.url, head, true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    await tmpEmpty('strict');
    // The slot was released: the same client may upload again.
    const next = await sendMultipart(strict.url, scoutingParts(application(), photoPaths.slice(0, 3)), {
      ...clientHeaders('10.8.0.1'),
    });
    expect(next.status).toBe(200);
  });

  it('closes a connection whose headers never end', async () => {
    const answer = await stalled(strict.url, 'POST /graphql HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('(h) trickling uploads cannot hold the slots real applicants need', () => {
  /**
   * A raw upload from `ip` that sends its start (up to the operations, or up to the first file's
   * first bytes), then one byte every 200 ms: never idle, never done. Resolves with what the
   * gateway answered when it closed the connection.
   */
  function trickle(ip: string, upTo: 'operations' | 'files') {
    const { port } = new URL(paced.url);
    const operations = JSON.stringify({
      query: SCOUTING,
      variables: { brand: 'CQ_EMPRESARIAMENTO', input: application(), photos: [null, null, null, null] },
    });
    const map = JSON.stringify({
      0: ['variables.photos.0'],
      1: ['variables.photos.1'],
      2: ['variables.photos.2'],
      3: ['variables.photos.3'],
    });
    const start =
      `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n` +
      (upTo === 'operations'
        ? operations.slice(0, 20)
        : `${operations}\r\n--x\r\nContent-Disposition: form-data; name="map"\r\n\r\n${map}\r\n` +
          `--x\r\nContent-Disposition: form-data; name="0"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n` +
          'x'.repeat(1024));
    let socket: ReturnType<typeof connect>;
    let timer: NodeJS.Timeout | undefined;
    const closed = new Promise<string>((resolve) => {
      let received = '';
      socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /graphql HTTP/1.1\r\nHost: localhost\r\nx-agency-client: t\r\nx-agency-site-secret: ${SECRET}\r\n` +
            `x-agency-client-ip: ${ip}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 30000000\r\n\r\n` +
            start,
        );
        timer = setInterval(() => socket.write('x'), 200);
      });
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('close', () => {
        clearInterval(timer);
        resolve(received);
      });
      socket.on('error', () => undefined);
    });
    return { closed, stop: () => socket.destroy() };
  }

  async function realApplication(ip: string) {
    const answer = await sendMultipart(paced.url, scoutingParts(application(), photoPaths), clientHeaders(ip));
    return json<{ data?: { submitScoutingApplication: { __typename: string } } }>(answer).data
      ?.submitScoutingApplication.__typename;
  }

  it('accepts a real four-photo application while four trickles from four addresses are still sending their fields', async () => {
    const trickles = ['10.9.0.1', '10.9.0.2', '10.9.0.3', '10.9.0.4'].map((ip) => trickle(ip, 'operations'));
    await new Promise((r) => setTimeout(r, 300));
    const storedBefore = await storedScouting();
    expect(await realApplication('10.9.0.9')).toBe('SubmissionAccepted');
    expect(await storedScouting()).toBe(storedBefore + 1);
    for (const t of trickles) t.stop();
    await Promise.all(trickles.map((t) => t.closed));
    await tmpEmpty('paced');
  });

  it('ends trickles that reached their files with 408 (too slow), freeing the slots for a real application', async () => {
    const trickles = ['10.9.1.1', '10.9.1.2', '10.9.1.3', '10.9.1.4'].map((ip) => trickle(ip, 'files'));
    const answers = await Promise.all(trickles.map((t) => t.closed));
    // Two held the two slots until they were found too slow; the other two found no slot free.
    const statuses = answers.map((a) => a.slice(9, 12)).sort();
    expect(statuses).toEqual(['408', '408', '429', '429']);
    expect(answers.find((a) => a.startsWith('HTTP/1.1 408'))).toMatch(/The upload is too slow: at least 256 KiB\/s/);
    await tmpEmpty('paced');
    expect(await realApplication('10.9.1.9')).toBe('SubmissionAccepted');
  }, 15_000);

  it('ends an upload that stops sending with 408 after the idle timeout', async () => {
    const { port } = new URL(paced.url);
    const answer = await new Promise<string>((resolve) => {
      let received = '';
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write(
          `POST /graphql HTTP/1.1\r\nHost: localhost\r\nx-agency-client: t\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
            `Content-Length: 30000\r\n\r\n--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":`,
        ),
      );
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('close', () => resolve(received));
      socket.on('error', () => undefined);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toMatch(/The upload stalled: no data for 1 s/);
  });
});
