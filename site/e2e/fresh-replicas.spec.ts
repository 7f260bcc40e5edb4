import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { requestThroughFront } from '../../scripts/lib/front.mjs';
import { startProduction, type ProductionPorts } from '../../scripts/lib/production.mjs';
import { freeBlock } from './support/ports';
import { expect, test } from './support/test';

/*
 * Fresh on every replica: the production shape (scripts/lib/production.mjs: the front, two site
 * instances sharing their page cache in Redis, two gateways on the same Redis) on a sandbox of its
 * own, whose content the test edits as a panel's editor would (its SQLite file, as the gateway's
 * tests do). The panel then calls the revalidate hook through the front: both site instances show
 * the change within 5 s. Without the hook, neither serves the old content past the configured
 * freshness (set short here so the test is quick; the rule is the same at the defaults).
 */
const REVALIDATE_SECRET = 'fresh-replicas-revalidate-secret';
/** The site's freshness and stale window, and the gateway's freshness of posts, for this run. */
const SITE_REVALIDATE_SECONDS = 4;
const SITE_STALE_SECONDS = 4;
const STORE_TTL_POSTS_SECONDS = 2;
/**
 * The oldest content a replica may serve without the hook: the gateway's post list, fresh for its
 * TTL then served stale once more while it reloads (one more site read, which comes at least every
 * SITE_REVALIDATE_SECONDS); the site's answer, fresh for SITE_REVALIDATE_SECONDS, read by a page
 * that stays fresh as long and is served stale for SITE_STALE_SECONDS.
 */
const FRESHNESS_SECONDS =
  STORE_TTL_POSTS_SECONDS +
  SITE_REVALIDATE_SECONDS +
  SITE_REVALIDATE_SECONDS +
  SITE_REVALIDATE_SECONDS +
  SITE_STALE_SECONDS;
/** What the hook promises: the change on every replica within this. */
const HOOK_SECONDS = 5;
/** The music brand: its port offset on each site instance, and its events. */
const MUSIC = 3;

let children: Record<string, ChildProcess> = {};
let ports: ProductionPorts;
let dataDir: string;
let frontMusic: string;
let event: { id: number; slug: string; title: string };

test.describe.configure({ mode: 'serial' });

const database = () => {
  const db = new DatabaseSync(path.join(dataDir, 'sandbox', 'sandbox.sqlite'));
  db.exec('PRAGMA busy_timeout = 5000');
  return db;
};

/** A panel editor retitles the event (Portuguese version). */
function retitle(title: string): void {
  const db = database();
  db.prepare(`UPDATE posts SET doc = json_set(doc, '$.title', ?) WHERE backend = 'music' AND id = ?`).run(
    title,
    event.id,
  );
  db.close();
}

/** The event's page as one site instance answers it (straight to its port, with the front's Host). */
function pageOf(instance: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: ports.sites[instance]! + MUSIC,
        path: `/eventos/${event.id}/${event.slug}`,
        headers: { host: new URL(frontMusic).host },
        timeout: 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(Buffer.concat(chunks).toString('utf8'))
            : reject(new Error(`instance ${instance}: ${response.statusCode}`)),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

/** A request through the front, as a visitor or a panel makes it (its certificate is the front's local CA's). */
function throughFront(
  method: string,
  pathname: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const host = new URL(frontMusic).host;
  return requestThroughFront({ port: ports.https, host, method, path: pathname, ...options });
}

/** Seconds from `since` until every instance answers a page holding `text`, polled every 250 ms (null: not by `limitSeconds`). */
async function secondsUntilEveryInstanceShows(text: string, since: number, limitSeconds: number) {
  const seen: (number | null)[] = [null, null];
  while (seen.some((s) => s === null) && Date.now() - since < limitSeconds * 1000) {
    await Promise.all(
      [0, 1].map(async (instance) => {
        if (seen[instance] !== null) return;
        if ((await pageOf(instance)).includes(text)) seen[instance] = (Date.now() - since) / 1000;
      }),
    );
    await new Promise((r) => setTimeout(r, 250));
  }
  return seen;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'fresh-replicas-'));
  ports = {
    sandbox: await freeBlock(2),
    gateways: [await freeBlock(1), await freeBlock(1)],
    frontGateway: await freeBlock(1),
    redis: await freeBlock(1),
    sites: [await freeBlock(5), await freeBlock(5)],
    https: await freeBlock(1),
    http: await freeBlock(1),
  };
  const started = await startProduction({
    ports,
    siteSecret: 'fresh-replicas-site-secret',
    revalidateSecret: REVALIDATE_SECRET,
    dataDir,
    env: {
      ...process.env,
      SANDBOX_DATA_DIR: path.join(dataDir, 'sandbox'),
      STORE_WARMUP: '0',
      LOG_LEVEL: 'warn',
      // Its pages are read as text: no photo is drawn ahead.
      SANDBOX_PREDRAW: '',
      SITE_REVALIDATE_SECONDS: String(SITE_REVALIDATE_SECONDS),
      SITE_STALE_SECONDS: String(SITE_STALE_SECONDS),
      STORE_TTL_POSTS_SECONDS: String(STORE_TTL_POSTS_SECONDS),
    },
  });
  children = started.children;
  frontMusic = started.brands.find((brand) => brand.key === 'music')!.url;
  const db = database();
  const row = db
    .prepare(
      `SELECT id, slug, json_extract(doc, '$.title') AS title FROM posts
       WHERE backend = 'music' AND type = 'events' AND lang = 'pt' ORDER BY created_at DESC LIMIT 1`,
    )
    .get() as { id: number; slug: string; title: string };
  db.close();
  event = row;
});

test.afterAll(async () => {
  const all = Object.values(children);
  for (const child of all) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  for (const child of all) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

test('a panel edit and the hook through the front show on both site instances within 5 s', async () => {
  test.setTimeout(120_000);
  // Both instances have the event cached (from the shared cache), fresh, with its old title.
  for (const instance of [0, 1]) expect(await pageOf(instance)).toContain(event.title);
  const visit = await throughFront('GET', `/eventos/${event.id}/${event.slug}`);
  expect(visit.status).toBe(200);
  expect(visit.headers['cache-control']).toBe(
    `s-maxage=${SITE_REVALIDATE_SECONDS}, stale-while-revalidate=${SITE_STALE_SECONDS}`,
  );
  expect(visit.headers['cache-tag']).toBe('content,content:music');

  const title = 'Show Revisado pelo Painel';
  retitle(title);
  // The panel calls the hook through the front, on the brand's own host.
  const hook = await throughFront('POST', '/hooks/revalidate', {
    headers: { 'x-revalidate-secret': REVALIDATE_SECRET, 'content-type': 'application/json' },
    body: JSON.stringify({ brand: 'music', type: 'posts', id: event.id }),
  });
  const hookAt = Date.now();
  expect(hook.status).toBe(200);
  const answer = JSON.parse(hook.body) as { sites: { tags: string[]; replicas: number }; purge: { tags: string[] } };
  // Both site instances heard it; a CDN in front would purge the brand's tag.
  expect(answer.sites).toEqual({ tags: ['content:music'], replicas: 2 });
  expect(answer.purge.tags).toEqual(['content:music']);

  const seconds = await secondsUntilEveryInstanceShows(title, hookAt, HOOK_SECONDS + 5);
  console.log(`fresh-replicas: after the hook, each instance showed the change in ${JSON.stringify(seconds)} s`);
  for (const s of seconds) {
    expect(s).not.toBeNull();
    expect(s!).toBeLessThanOrEqual(HOOK_SECONDS);
  }
  // And a visitor through the front gets it, whichever instance answers.
  for (let i = 0; i < 4; i += 1) {
    expect((await throughFront('GET', `/eventos/${event.id}/${event.slug}`)).body).toContain(title);
  }
  // Without the secret the hook is refused, through the front as on the gateway.
  expect((await throughFront('POST', '/hooks/revalidate', { body: '{}' })).status).toBe(401);
  event.title = title;
});

test('without the hook, no instance serves the old content past the configured freshness', async () => {
  test.setTimeout(120_000);
  for (const instance of [0, 1]) expect(await pageOf(instance)).toContain(event.title);
  const title = 'Show Revisado sem Aviso';
  retitle(title);
  const editedAt = Date.now();
  const seconds = await secondsUntilEveryInstanceShows(title, editedAt, FRESHNESS_SECONDS + 10);
  console.log(
    `fresh-replicas: without the hook, each instance showed the change in ${JSON.stringify(seconds)} s ` +
      `(freshness ${FRESHNESS_SECONDS} s)`,
  );
  for (const s of seconds) {
    expect(s).not.toBeNull();
    expect(s!).toBeLessThanOrEqual(FRESHNESS_SECONDS);
  }
  // From then on, never the old content again.
  for (let i = 0; i < 4; i += 1) for (const instance of [0, 1]) expect(await pageOf(instance)).toContain(title);
});
