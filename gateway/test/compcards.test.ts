import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compCardsOf } from '../src/modules/compcards';
import { redisBackend } from '../src/store/backends';
import { createContentStore } from '../src/store/content-store';
import { startRedis } from './redis-server';
import { REVALIDATE_SECRET, startStack, type Stack } from './stack';

/*
 * Comp cards over real HTTP: a real sandbox and a real gateway, PDFs parsed back with pdf-parse
 * (pages, text, embedded images). Back-end edits are made in the sandbox's own SQLite file, as a
 * CMS would change a talent, then announced through the revalidate hook.
 */

interface TalentInfo {
  id: string;
  name: string;
  measures: { key: string; metric: string; imperial: string | null }[];
}

interface Fetched {
  status: number;
  headers: Headers;
  body: Buffer;
}

interface ParsedPdf {
  pages: number;
  /** Text without any whitespace (letter-spaced capitals come back as 'A N A'). */
  compact: string;
  imagesPerPage: number[];
}

const compact = (text: string) => text.replace(/\s+/g, '');

async function parsePdf(body: Buffer): Promise<ParsedPdf> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    const text = await parser.getText();
    const images = await parser.getImage({ imageBuffer: false, imageDataUrl: false });
    return {
      pages: text.total,
      compact: compact(text.text),
      imagesPerPage: images.pages.map((page) => page.images.length),
    };
  } finally {
    await parser.destroy();
  }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

let stack: Stack;
let mainTalents: TalentInfo[];

async function get(path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(`${stack.gatewayUrl}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

async function talentInfo(brand: string, id: string): Promise<TalentInfo> {
  const answer = await stack.gql<{ talent: TalentInfo }>(
    `query($brand: BrandKey!, $id: ID!) { talent(brand: $brand, id: $id) { id name measures { key metric imperial } } }`,
    { brand, id },
  );
  return answer.data!.talent;
}

async function firstTalents(brand: string, count: number): Promise<TalentInfo[]> {
  const answer = await stack.gql<{ talents: { nodes: { id: string }[] } }>(
    `query($brand: BrandKey!, $first: Int) { talents(brand: $brand, first: $first) { nodes { id } } }`,
    { brand, first: count },
  );
  return Promise.all(answer.data!.talents.nodes.map((n) => talentInfo(brand, n.id)));
}

async function revalidate(body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${stack.gatewayUrl}/hooks/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** Edits a talent's document in the sandbox's database, as the agency's panel would. */
function editTalent(panel: string, id: string, edit: (doc: Record<string, unknown>) => void): void {
  const db = new Database(join(stack.dataDir, 'sandbox.sqlite'));
  try {
    const row = db.prepare('SELECT doc FROM talents WHERE backend = ? AND id = ?').get(panel, Number(id)) as {
      doc: string;
    };
    const doc = JSON.parse(row.doc) as Record<string, unknown>;
    edit(doc);
    db.prepare('UPDATE talents SET doc = ? WHERE backend = ? AND id = ?').run(JSON.stringify(doc), panel, Number(id));
  } finally {
    db.close();
  }
}

function talentIdByName(panel: string, name: string): string {
  const db = new Database(join(stack.dataDir, 'sandbox.sqlite'), { readonly: true });
  try {
    const row = db
      .prepare(`SELECT id FROM talents WHERE backend = ? AND json_extract(doc, '$.name') = ?`)
      .get(panel, name) as { id: number };
    return String(row.id);
  } finally {
    db.close();
  }
}

/** A measure as the card prints it, whitespace removed like the parsed text. */
function expectMeasures(parsed: ParsedPdf, talent: TalentInfo): void {
  expect(talent.measures.length).toBeGreaterThan(0);
  for (const measure of talent.measures) {
    expect(parsed.compact).toContain(compact(measure.metric));
    if (measure.imperial) expect(parsed.compact).toContain(compact(measure.imperial));
  }
  expect(talent.measures.some((m) => m.imperial)).toBe(true);
}

beforeAll(async () => {
  // Every request here comes from one address; the per-address limits have their own stack below.
  stack = await startStack({ env: { COMP_CARD_RATE_LIMIT_PER_MINUTE: '0', COMP_CARD_MAX_IN_FLIGHT_PER_CLIENT: '50' } });
  mainTalents = await firstTalents('CQ_EMPRESARIAMENTO', 4);
}, 60_000);
afterAll(() => stack?.close());

describe('a talent comp card', () => {
  it('is a two-page PDF with the name, the measures in both systems and five photos, named name-brand.pdf', async () => {
    const talent = mainTalents[0]!;
    const answer = await get(`/comp-cards/cq-empresariamento/pt/${talent.id}.pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-length')).toBe(String(answer.body.length));
    const slug = talent.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${slug}-cq-empresariamento.pdf"`);
    expect(answer.body.subarray(0, 5).toString()).toBe('%PDF-');

    const parsed = await parsePdf(answer.body);
    expect(parsed.pages).toBe(2);
    expect(parsed.compact).toContain(compact(talent.name.toUpperCase()));
    expectMeasures(parsed, talent);
    expect(parsed.compact).toContain('ALTURA');
    // Front: the cover; back: four book photos.
    expect(parsed.imagesPerPage).toEqual([1, 4]);
    // The agency's contact, as the gateway serves it.
    const contact = await stack.gql<{ contactInfo: { email: string } }>(
      `{ contactInfo(brand: CQ_EMPRESARIAMENTO) { email } }`,
    );
    expect(parsed.compact).toContain(compact(contact.data!.contactInfo.email));
  });

  it('prints English words under /en/', async () => {
    const talent = mainTalents[1]!;
    const parsed = await parsePdf((await get(`/comp-cards/cq-empresariamento/en/${talent.id}.pdf`)).body);
    expect(parsed.compact).toContain('HEIGHT');
    expect(parsed.compact).not.toContain('ALTURA');
    expectMeasures(parsed, talent);
  });

  it('is answered from the cache the second time, with the same bytes, and 304 for its ETag', async () => {
    const talent = mainTalents[2]!;
    const path = `/comp-cards/cq-empresariamento/pt/${talent.id}.pdf`;
    const first = await get(path);
    const second = await get(path);
    expect(first.headers.get('x-comp-card-cache')).toBe('miss');
    expect(second.headers.get('x-comp-card-cache')).toBe('hit');
    expect(second.body.equals(first.body)).toBe(true);
    const etag = second.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('works for every talent brand', async () => {
    for (const [brand, key] of [
      ['JABUTICABA', 'jabuticaba'],
      ['DIGITAL', 'digital'],
    ] as const) {
      const [talent] = await firstTalents(brand, 1);
      const answer = await get(`/comp-cards/${key}/pt/${talent!.id}.pdf`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toMatch(
        new RegExp(`-${key === 'digital' ? 'cq-digital' : key}\\.pdf"$`),
      );
      const parsed = await parsePdf(answer.body);
      expect(parsed.pages).toBe(2);
      expect(parsed.compact).toContain(compact(talent!.name.toUpperCase()));
    }
  });
});

describe('a shortlist', () => {
  it('is a cover page (brand, date, count) and one card per talent, in ascending id order whatever the order asked', async () => {
    const ids = mainTalents.slice(0, 3).map((t) => t.id);
    const answer = await get(`/comp-cards/cq-empresariamento/en/shortlist.pdf?ids=${ids.join(',')}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="shortlist-cq-empresariamento-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const parsed = await parsePdf(answer.body);
    expect(parsed.pages).toBe(1 + 2 * 3);
    expect(parsed.compact).toContain('SHORTLIST');
    expect(parsed.compact).toContain('3TALENTS');
    expect(parsed.compact).toContain('CQEMPRESARIAMENTO');
    expect(parsed.imagesPerPage).toEqual([0, 1, 4, 1, 4, 1, 4]);
    for (const talent of mainTalents.slice(0, 3)) {
      expect(parsed.compact).toContain(compact(talent.name.toUpperCase()));
      expectMeasures(parsed, talent);
    }
  });

  it('skips ids the brand does not know, and counts only the talents printed', async () => {
    const answer = await get(`/comp-cards/cq-empresariamento/pt/shortlist.pdf?ids=${mainTalents[0]!.id},999999`);
    expect(answer.status).toBe(200);
    const parsed = await parsePdf(answer.body);
    expect(parsed.pages).toBe(3);
    expect(parsed.compact).toContain('1TALENTO');
  });
});

describe('bad requests', () => {
  async function refused(path: string, status: number, message: RegExp) {
    const before = compCardsOf(stack.gateway.gateway).cacheStats();
    const answer = await get(path);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect((JSON.parse(answer.body.toString()) as { error: string }).error).toMatch(message);
    // Nothing was generated or kept.
    expect(compCardsOf(stack.gateway.gateway).cacheStats()).toEqual(before);
    expect(compCardsOf(stack.gateway.gateway).gate.load()).toEqual({ running: 0, waiting: 0 });
  }

  it('404 for a talent the back-end does not know', async () => {
    await refused('/comp-cards/cq-empresariamento/pt/999999.pdf', 404, /No talent 999999 at CQ Empresariamento/);
    await refused('/comp-cards/cq-empresariamento/pt/shortlist.pdf?ids=999998,999999', 404, /None of these talents/);
  });

  it('404 for an unknown brand, a brand without talents or an unknown locale', async () => {
    const id = mainTalents[0]!.id;
    await refused(`/comp-cards/acme/pt/${id}.pdf`, 404, /Unknown brand 'acme'/);
    await refused(`/comp-cards/music/pt/${id}.pdf`, 404, /CQ Music has no talents/);
    await refused(`/comp-cards/cq-empresariamento/fr/${id}.pdf`, 404, /Unknown locale 'fr'/);
  });

  it('400 for a shortlist of 51 talents', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => String(1000 + i)).join(',');
    await refused(
      `/comp-cards/cq-empresariamento/pt/shortlist.pdf?ids=${ids}`,
      400,
      /at most 50 talents; this one has 51/,
    );
  });

  it('400 for malformed ids', async () => {
    const base = '/comp-cards/cq-empresariamento/pt';
    await refused(`${base}/shortlist.pdf?ids=1,abc`, 400, /Malformed talent id 'abc'/);
    await refused(`${base}/shortlist.pdf?ids=1,,2`, 400, /Malformed talent id ''/);
    await refused(`${base}/shortlist.pdf?ids=1,%202`, 400, /Malformed talent id ' 2'/);
    await refused(`${base}/shortlist.pdf?ids=1.5`, 400, /Malformed talent id '1.5'/);
    await refused(`${base}/shortlist.pdf?ids=1234567890123`, 400, /Malformed talent id/);
    await refused(`${base}/shortlist.pdf`, 400, /one ids parameter/);
    await refused(`${base}/shortlist.pdf?ids=1&ids=2`, 400, /one ids parameter/);
    await refused(`${base}/12abc.pdf`, 400, /Malformed talent id '12abc'/);
  });

  it('405 for anything but GET and HEAD', async () => {
    const response = await fetch(`${stack.gatewayUrl}/comp-cards/cq-empresariamento/pt/${mainTalents[0]!.id}.pdf`, {
      method: 'POST',
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('missing photos and store revalidation', () => {
  it('404 for a talent the brand does not list (a hidden fixture), like its profile', async () => {
    const id = talentIdByName('main', 'Hidden Fixture Empty Book');
    const answer = await get(`/comp-cards/cq-empresariamento/pt/${id}.pdf`);
    expect(answer.status).toBe(404);
    expect((JSON.parse(answer.body.toString()) as { error: string }).error).toMatch(/No talent/);
  });

  it('serves the cached card until the store entry is revalidated, then a new one (here with photos gone)', async () => {
    const talent = mainTalents[3]!;
    const path = `/comp-cards/cq-empresariamento/pt/${talent.id}.pdf`;
    const first = await get(path);
    expect(first.headers.get('x-comp-card-cache')).toBe('miss');
    expect(sum((await parsePdf(first.body)).imagesPerPage)).toBe(5);

    // The panel replaces the cover and a book photo with files that do not exist (404 there).
    editTalent('main', talent.id, (doc) => {
      doc.cover = `talents/${talent.id}/gone-cover-3x4.jpg`;
      (doc.book as { file: string }[])[0]!.file = `talents/${talent.id}/gone-book-2x3.jpg`;
    });
    // Not announced yet: the store still holds the old profile, and so does the cache.
    const cached = await get(path);
    expect(cached.headers.get('x-comp-card-cache')).toBe('hit');
    expect(cached.body.equals(first.body)).toBe(true);

    await revalidate({ brand: 'cq-empresariamento', type: 'talents', id: talent.id });
    const fresh = await get(path);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-comp-card-cache')).toBe('miss');
    const parsed = await parsePdf(fresh.body);
    expect(parsed.pages).toBe(2);
    // Two frames are filled with the brand colour instead of a photo; the words are all there.
    expect(parsed.imagesPerPage).toEqual([0, 3]);
    expect(parsed.compact).toContain(compact(talent.name.toUpperCase()));
    expectMeasures(parsed, talent);
  });

  it('a revalidated talent is generated again even when nothing changed', async () => {
    const talent = mainTalents[1]!;
    const path = `/comp-cards/cq-empresariamento/pt/${talent.id}.pdf`;
    await get(path);
    expect((await get(path)).headers.get('x-comp-card-cache')).toBe('hit');
    await revalidate({ brand: 'cq-empresariamento', type: 'talents', id: talent.id });
    expect((await get(path)).headers.get('x-comp-card-cache')).toBe('miss');
  });

  it('never fetches a photo from a host that is not a media host', async () => {
    let hits = 0;
    const server: Server = createServer((_req, res) => {
      hits += 1;
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end('not really');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const foreign = `http://127.0.0.1:${(server.address() as AddressInfo).port}/internal-secret.jpg`;
      const talent = mainTalents[0]!;
      editTalent('main', talent.id, (doc) => {
        doc.cover = foreign;
      });
      await revalidate({ brand: 'cq-empresariamento', type: 'talents', id: talent.id });
      const answer = await get(`/comp-cards/cq-empresariamento/pt/${talent.id}.pdf`);
      expect(answer.status).toBe(200);
      expect((await parsePdf(answer.body)).imagesPerPage).toEqual([0, 4]);
      expect(hits).toBe(0);
    } finally {
      server.close();
    }
  });
});

describe('bounds', () => {
  let small: Stack;
  beforeAll(async () => {
    small = await startStack({
      env: {
        COMP_CARD_CONCURRENCY: '1',
        COMP_CARD_QUEUE: '1',
        // A few cards of photographs of real weight, not all eight.
        COMP_CARD_CACHE_MAX_BYTES: String(4_000_000),
        COMP_CARD_RATE_LIMIT_PER_MINUTE: '0',
        COMP_CARD_MAX_IN_FLIGHT_PER_CLIENT: '50',
      },
    });
  }, 60_000);
  afterAll(() => small?.close());

  it('generates one at a time, queues one, and refuses the next with 503 at once', async () => {
    const ids = (
      await small.gql<{ talents: { nodes: { id: string }[] } }>(
        `{ talents(brand: DIGITAL, first: 3) { nodes { id } } }`,
      )
    ).data!.talents.nodes.map((n) => n.id);
    // Slow media and API: the first generation is still running when the third request arrives.
    await small.setFault('digital', { latencyMs: 400 });
    try {
      const answers = await Promise.all(ids.map((id) => fetch(`${small.gatewayUrl}/comp-cards/digital/pt/${id}.pdf`)));
      // Which request arrives last is up to the network: two are answered, one is refused.
      const statuses = answers.map((a) => a.status);
      expect([...statuses].sort()).toEqual([200, 200, 503]);
      const refusal = answers.find((a) => a.status === 503)!;
      expect(refusal.headers.get('retry-after')).toBe('5');
      expect(((await refusal.json()) as { error: string }).error).toMatch(/Too many comp cards are being generated/);
      await Promise.all(answers.filter((a) => a !== refusal).map((a) => a.arrayBuffer()));
    } finally {
      await small.clearFaults();
    }
    expect(compCardsOf(small.gateway.gateway).gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('keeps the cache within its byte budget', async () => {
    const ids = (
      await small.gql<{ talents: { nodes: { id: string }[] } }>(
        `{ talents(brand: JABUTICABA, first: 8) { nodes { id } } }`,
      )
    ).data!.talents.nodes.map((n) => n.id);
    for (const id of ids)
      expect((await fetch(`${small.gatewayUrl}/comp-cards/jabuticaba/pt/${id}.pdf`)).status).toBe(200);
    const stats = compCardsOf(small.gateway.gateway).cacheStats();
    expect(stats.entries).toBeGreaterThan(0);
    expect(stats.bytes).toBeLessThanOrEqual(4_000_000);
    // Eight cards of photographs of real weight, one after another: room for a busy machine.
  }, 60_000);
});

describe('with a shared (Redis) store', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let shared: Stack;
  beforeAll(async () => {
    redis = await startRedis();
    shared = await startStack({ env: { REDIS_URL: redis.url } });
  }, 60_000);
  afterAll(async () => {
    await shared?.close();
    redis?.stop();
  });

  it('keeps cards per instance, and another instance changing the talent makes the next request generate again', async () => {
    const [talent] = (
      await shared.gql<{ talents: { nodes: { id: string }[] } }>(
        `{ talents(brand: DIGITAL, first: 1) { nodes { id } } }`,
      )
    ).data!.talents.nodes;
    const path = `${shared.gatewayUrl}/comp-cards/digital/pt/${talent!.id}.pdf`;
    const fetchCard = async () => {
      const answer = await fetch(path);
      expect(answer.status).toBe(200);
      expect((await parsePdf(Buffer.from(await answer.arrayBuffer()))).pages).toBe(2);
      return answer.headers.get('x-comp-card-cache');
    };
    expect(await fetchCard()).toBe('miss');
    expect(await fetchCard()).toBe('hit');
    expect(compCardsOf(shared.gateway.gateway).cacheStats().entries).toBeGreaterThan(0);

    // Another instance of the deployment (a store of its own on the same Redis, signing as every
    // instance does: here without SITE_GATEWAY_SECRET, by the Redis address) revalidates the brand's talents.
    const other = createContentStore(redisBackend(redis.url, { signingSecret: `redis-url:${redis.url}` }), {
      ttlSeconds: { talents: 300, posts: 300, site: 900, options: 3600 },
    });
    expect(await other.invalidate({ brand: 'digital', type: 'talent' })).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 100)); // its announcement reaches this instance
    expect(await fetchCard()).toBe('miss');
    expect(await fetchCard()).toBe('hit');
    await other.close();
  });
});

describe('a shortlist flood (permutations, many ids, one address)', () => {
  const SECRET = 'site-secret-for-comp-card-limits';
  let limited: Stack;
  let ids: string[];
  beforeAll(async () => {
    limited = await startStack({
      env: {
        COMP_CARD_RATE_LIMIT_PER_MINUTE: '3',
        COMP_CARD_MAX_IN_FLIGHT_PER_CLIENT: '1',
        COMP_CARD_CONCURRENCY: '2',
        SITE_GATEWAY_SECRET: SECRET,
      },
    });
    ids = (
      await limited.gql<{ talents: { nodes: { id: string }[] } }>(
        `{ talents(brand: CQ_EMPRESARIAMENTO, first: 6) { nodes { id } } }`,
      )
    ).data!.talents.nodes.map((n) => n.id);
  }, 60_000);
  afterAll(() => limited?.close());

  const shortlist = (list: string[], headers: Record<string, string> = {}) =>
    fetch(`${limited.gatewayUrl}/comp-cards/cq-empresariamento/pt/shortlist.pdf?ids=${list.join(',')}`, { headers });

  it('answers every permutation of one shortlist from one document, generated once on a layout worker', async () => {
    const service = compCardsOf(limited.gateway.gateway);
    const three = ids.slice(0, 3);
    const first = await shortlist(three);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-comp-card-cache')).toBe('miss');
    const bytes = Buffer.from(await first.arrayBuffer());
    const entries = service.cacheStats().entries;
    const permutations = [
      [three[2]!, three[1]!, three[0]!],
      [three[1]!, three[0]!, three[2]!, three[1]!],
      [three[2]!, `00${three[0]!}`, three[1]!],
    ];
    for (const permutation of permutations) {
      const answer = await shortlist(permutation);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-comp-card-cache')).toBe('hit');
      expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
    }
    // Nothing grew: no new document, no new photos; the one generation was laid out off the event loop.
    expect(service.cacheStats().entries).toBe(entries);
    expect(service.layout.stats()).toMatchObject({ done: 1, waiting: 0 });
    expect(service.layout.stats().workers).toBeLessThanOrEqual(2);
  });

  it('refuses a second generation while the address has one running (429), and any after its minute quota', async () => {
    const service = compCardsOf(limited.gateway.gateway);
    await limited.setFault('main', { latencyMs: 300 });
    let concurrent: Response[];
    try {
      concurrent = await Promise.all([shortlist([ids[3]!]), shortlist([ids[4]!])]);
    } finally {
      await limited.clearFaults();
    }
    const statuses = concurrent.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 429]);
    const busy = concurrent.find((a) => a.status === 429)!;
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(((await busy.json()) as { error: string }).error).toMatch(/still being generated/);
    await Promise.all(concurrent.filter((a) => a !== busy).map((a) => a.arrayBuffer()));

    // Two generations so far this minute (the permutations' one and the one above); the third is
    // allowed, the fourth is refused and starts nothing.
    expect((await shortlist([ids[5]!])).status).toBe(200);
    const done = service.layout.stats().done;
    const entries = service.cacheStats().entries;
    const refused = await shortlist([ids[0]!, ids[5]!]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/at most 3 new documents a minute/);
    expect(service.layout.stats().done).toBe(done);
    expect(service.cacheStats().entries).toBe(entries);
    // A document already made costs nothing: still served to the same address.
    expect((await shortlist([ids[2]!, ids[0]!, ids[1]!])).status).toBe(200);
    expect(service.clientsInFlight()).toBe(0);
  });

  it('counts the visitor the site vouches for, not the site: another visitor is not refused', async () => {
    const asVisitor = (ip: string) => ({ 'x-agency-site-secret': SECRET, 'x-agency-client-ip': ip });
    expect((await shortlist([ids[1]!, ids[4]!], asVisitor('203.0.113.9'))).status).toBe(200);
    // Without the secret, the header is the caller's own claim and changes nothing: still 127.0.0.1's quota.
    expect((await shortlist([ids[1]!, ids[5]!], { 'x-agency-client-ip': '203.0.113.10' })).status).toBe(429);
  });
});

describe('per-address comp-card limits with Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let a: Stack;
  let b: Stack;
  beforeAll(async () => {
    redis = await startRedis();
    const env = { REDIS_URL: redis.url, COMP_CARD_RATE_LIMIT_PER_MINUTE: '2' };
    [a, b] = await Promise.all([startStack({ env }), startStack({ env })]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    redis?.stop();
  });

  it('shares one quota across gateway instances', async () => {
    const ids = (
      await a.gql<{ talents: { nodes: { id: string }[] } }>(`{ talents(brand: DIGITAL, first: 3) { nodes { id } } }`)
    ).data!.talents.nodes.map((n) => n.id);
    const card = (stack: Stack, id: string) => fetch(`${stack.gatewayUrl}/comp-cards/digital/pt/${id}.pdf`);
    expect((await card(a, ids[0]!)).status).toBe(200);
    expect((await card(b, ids[1]!)).status).toBe(200);
    const third = await card(a, ids[2]!);
    expect(third.status).toBe(429);
    expect(compCardsOf(a.gateway.gateway).layout.stats().done).toBe(1);
  });
});
