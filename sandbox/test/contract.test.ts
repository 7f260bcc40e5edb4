import { BRANDS, CAREER_ALBUM_ID } from '@agency/schema/brands';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panelBrand, PANELS, type Backend, type Panel } from '../src/backends';
import { RENDER_VERSION } from '../src/images/store';
import { IMAGE_JOBS_AT_ONCE } from '../src/images/work';
import { Contract, getJson, login, postJson, testSandbox, type TestSandbox } from './helpers';

/** Every endpoint of every back-end, answered for real over HTTP and checked against the OpenAPI file. */
const contract = new Contract();
let sandbox: TestSandbox;
const tokens = {} as Record<Backend, string>;

beforeAll(async () => {
  sandbox = await testSandbox();
  for (const backend of ['manager', ...PANELS] as Backend[])
    tokens[backend] = await login(sandbox.baseUrls[backend], backend);
});
afterAll(() => sandbox.destroy());

const get = (panel: Backend, path: string) => getJson(`${sandbox.baseUrls[panel]}${path}`, tokens[panel]);

describe('the contract checker', () => {
  it('fails on a missing field, an extra field and a wrong type', () => {
    const post = {
      data: {
        id: 1,
        slug: 's',
        type: 'blog',
        category: null,
        title: 't',
        cover: null,
        description: null,
        content: null,
        content_b: null,
        content_c: null,
        lang: 'pt',
        created_at: '2025-01-01T00:00:00.000Z',
        slides: [],
        sinopse: null,
        awards: [],
      },
    };
    expect(() => contract.check('/api/posts/get/{slugOrId}', 'get', 200, post.data)).not.toThrow();
    const { title: _title, ...missing } = post.data;
    expect(() => contract.check('/api/posts/get/{slugOrId}', 'get', 200, missing)).toThrow(/title/);
    expect(() => contract.check('/api/posts/get/{slugOrId}', 'get', 200, { ...post.data, extra: 1 })).toThrow();
    expect(() => contract.check('/api/posts/get/{slugOrId}', 'get', 200, { ...post.data, id: '1' })).toThrow();
    expect(contract.problems('/api/posts/get/{slugOrId}', 'get', 200, missing)).toEqual([
      { path: '/', keyword: 'required', message: "must have required property 'title'" },
    ]);
    expect(() => contract.checkSchema('TalentSummary', { id: 1 })).toThrow();
  });
});

describe('tokens', () => {
  it('signin and login answer the token shape', async () => {
    const res = await postJson(`${sandbox.baseUrls.manager}/api/signin`, undefined, {
      salt: 'sandbox-salt',
      api_key: 'sandbox-manager-key',
    });
    expect(res.status).toBe(200);
    contract.check('/api/signin', 'post', 200, res.body);
    for (const panel of PANELS) {
      const panelRes = await postJson(`${sandbox.baseUrls[panel]}/api/login`, undefined, {
        salt: 'sandbox-salt',
        api_token: 'sandbox-panel-token',
      });
      contract.check('/api/login', 'post', 200, panelRes.body);
    }
  });

  it('a malformed JSON body is 400 with a message', async () => {
    const res = await getJson(`${sandbox.baseUrls.main}/api/login`, undefined, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"salt":',
    });
    expect(res.status).toBe(400);
    contract.check('/api/login', 'post', 400, res.body);
    const list = await getJson(`${sandbox.baseUrls.manager}/api/talents_by_album`, tokens.manager, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[',
    });
    expect(list.status).toBe(400);
    contract.check('/api/talents_by_album', 'post', 400, list.body);
  });

  it('bad credentials are 401, missing ones 422', async () => {
    const bad = await postJson(`${sandbox.baseUrls.main}/api/login`, undefined, { salt: 'x', api_token: 'y' });
    expect(bad.status).toBe(401);
    contract.check('/api/login', 'post', 401, bad.body);
    const missing = await postJson(`${sandbox.baseUrls.manager}/api/signin`, undefined, { salt: 'sandbox-salt' });
    expect(missing.status).toBe(422);
    contract.check('/api/signin', 'post', 422, missing.body);
    expect(missing.body).toMatchObject({ errors: { api_key: ['validation.required'] } });
  });
});

describe('integration service: attribute lists', () => {
  it('lists countries (Brazil first), licences and the cities of a country, each only when asked', async () => {
    const pt = await get('manager', '/api/talents/attributes?language=pt&countries=1&licenses=1');
    contract.check('/api/talents/attributes', 'get', 200, pt.body);
    const body = pt.body as { countries: { id: number; value: string }[]; licenses: unknown[]; cities?: unknown[] };
    expect(body.countries[0]!.value).toBe('Brasil');
    expect(body.countries.length).toBeGreaterThanOrEqual(12);
    expect(body.licenses.length).toBeGreaterThanOrEqual(5);
    expect(body.cities).toBeUndefined();
    const en = await get('manager', '/api/talents/attributes?language=en&countries=1');
    expect((en.body as typeof body).countries[0]!.value).toBe('Brazil');
    const brazil = body.countries[0]!.id;
    const cities = await get(
      'manager',
      `/api/talents/attributes?language=pt&countries=1&cities=${encodeURIComponent(JSON.stringify({ country: brazil }))}`,
    );
    contract.check('/api/talents/attributes', 'get', 200, cities.body);
    expect((cities.body as { cities: unknown[] }).cities.length).toBeGreaterThanOrEqual(15);
  });

  it('puts the language in the flag, the family way: hair (25) and eyes (17), countries=en', async () => {
    const res = await get('manager', '/api/talents/attributes?hair=en&eyes=pt&countries=en');
    contract.check('/api/talents/attributes', 'get', 200, res.body);
    const body = res.body as Record<string, { id: number; value: string }[]>;
    expect(body.hair).toHaveLength(25);
    expect(body.eyes).toHaveLength(17);
    expect(body.hair!.map((o) => o.value)).toContain('Dark Brown');
    expect(body.eyes!.map((o) => o.value)).toContain('Castanho Escuro');
    expect(body.countries![0]!.value).toBe('Brazil');
    expect(body.licenses).toBeUndefined();
  });
});

type Row = {
  id: number;
  cover: string;
  cover2?: string | null;
  categories: { id: number }[];
  book?: { id: number; file: string; width: number; height: number; type?: string }[];
  other_skills?: string | null;
};
const BOOK = `galleries=${encodeURIComponent('["book"]')}`;
const listPage = async (query: string, body: unknown = {}) => {
  const res = await postJson(`${sandbox.baseUrls.manager}/api/talents_by_album?${query}`, tokens.manager, body);
  expect(res.status, query).toBe(200);
  contract.check('/api/talents_by_album', 'post', 200, res.body);
  return res.body as { current_page: number; data: Row[]; last_page?: number; total?: number; per_page: number };
};

describe('integration service: talents of every brand', () => {
  it('talents_by_album answers every category of every talent brand, ordered by id, with categories[{id}]', async () => {
    for (const panel of ['main', 'jabuticaba', 'digital'] as Panel[]) {
      const brand = panelBrand(panel);
      for (const category of brand.talentCategories) {
        const page = await listPage(
          `paginate=1000&page=1&language=pt&branch=${brand.key}&cover2=1&other_skills=1&${BOOK}`,
          {
            filters: { albums: category.albumIds, category: category.slug },
          },
        );
        expect(page.data.length, `${panel}/${category.slug}`).toBeGreaterThan(0);
        expect(page.data.every((t) => t.categories.some((c) => category.albumIds.includes(c.id)))).toBe(true);
        const ids = page.data.map((t) => t.id);
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
      }
    }
  });

  it('is a simple paginator paged with paginate: no last_page or total, next_page_url null on the last page', async () => {
    const second = await listPage('paginate=7&page=2', { filters: { albums: [497, 498] } });
    expect(second).toMatchObject({ current_page: 2, per_page: 7, from: 8, to: 14, next_page_url: '?page=3' });
    expect(second.last_page).toBeUndefined();
    expect(second.total).toBeUndefined();
    const last = await listPage('paginate=1000&page=1', { filters: { albums: [497, 498] } });
    expect(last).toMatchObject({ next_page_url: null });
    const past = await listPage('paginate=1000&page=2', { filters: { albums: [497, 498] } });
    expect(past.data).toEqual([]);
    // Without paginate, Laravel's default page size.
    expect((await listPage('page=1', {})).per_page).toBe(15);
  });

  it('sends optional blocks only when their flag asks for them', async () => {
    const bare = await listPage('paginate=5', { filters: { albums: [497] } });
    for (const row of bare.data) {
      expect(row).not.toHaveProperty('cover2');
      expect(row).not.toHaveProperty('other_skills');
      expect(row).not.toHaveProperty('book');
    }
    const full = await listPage(`paginate=5&cover2=1&other_skills=1&${BOOK}`, { filters: { albums: [497] } });
    for (const row of full.data) {
      expect(row).toHaveProperty('cover2');
      expect(row).toHaveProperty('other_skills');
      expect(row.book!.length).toBeGreaterThan(0);
    }
  });

  it('answers talent media as absolute CDN URLs, some book items without a type, and the placeholder for no image', async () => {
    const page = await listPage(`paginate=1000&${BOOK}`, {});
    const files = page.data.flatMap((t) => [t.cover, ...(t.book ?? []).map((b) => b.file)]);
    expect(files.every((f) => f.startsWith(`${sandbox.cdnUrl}/cq-agency/image/upload/`))).toBe(true);
    const untyped = page.data.filter((t) => (t.book ?? []).some((b) => b.type === undefined));
    expect(untyped.length).toBeGreaterThan(0);
    expect(page.data.some((t) => t.cover.endsWith('/image/upload/.jpg'))).toBe(true);
    expect(page.data.some((t) => t.cover === '')).toBe(false);
  });

  it('the family list (POST /api/talents) reads the same rows, newest first with sort', async () => {
    const res = await postJson(`${sandbox.baseUrls.manager}/api/talents?language=pt&paginate=5`, tokens.manager, {
      sort: 1,
    });
    contract.check('/api/talents', 'post', 200, res.body);
    const ids = (res.body as { data: Row[] }).data.map((t) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('panels do not serve talents: the integration service does', async () => {
    for (const panel of PANELS) {
      const res = await postJson(`${sandbox.baseUrls[panel]}/api/talents_by_album?paginate=1000`, tokens[panel], {});
      expect(res.status, panel).toBe(404);
    }
  });

  it('rejects a malformed album filter and an unknown branch with 422', async () => {
    const res = await postJson(`${sandbox.baseUrls.manager}/api/talents_by_album`, tokens.manager, {
      filters: { albums: 'x' },
    });
    expect(res.status).toBe(422);
    contract.check('/api/talents_by_album', 'post', 422, res.body);
    const branch = await postJson(`${sandbox.baseUrls.manager}/api/talents_by_album?branch=nope`, tokens.manager, {});
    expect(branch.status).toBe(422);
  });

  it('answers every talent profile of every brand in both languages, the bare object with compo', async () => {
    const list = await listPage('paginate=1000', {});
    for (const [i, talent] of list.data.entries()) {
      const lang = i % 2 ? 'en' : 'pt';
      const albums = encodeURIComponent(JSON.stringify([CAREER_ALBUM_ID, ...talent.categories.map((c) => c.id)]));
      const res = await get(
        'manager',
        `/api/talent/profile?language=${lang}&id=${talent.id}&cover=2&cover2=1&cover_web=1&skills=1&other_skills=1&detailed_languages=1&nationality=1&gallery_item_caption=1&albums=${albums}&twitter=1`,
      );
      expect(res.status).toBe(200);
      contract.check('/api/talent/profile', 'get', 200, res.body);
      const profile = res.body as {
        albums: { id: number; items: { caption: string | null }[] }[];
        compo: unknown[];
        detailed_languages: unknown[];
      };
      expect(profile).not.toHaveProperty('data');
      expect(profile.detailed_languages.length).toBeGreaterThan(0);
      const career = profile.albums.find((a) => a.id === CAREER_ALBUM_ID)!;
      expect(career.items.length).toBeGreaterThan(0);
      // title, author, year, description...
      expect(career.items[0]!.caption!.split('\n').length).toBeGreaterThanOrEqual(4);
      expect(profile.albums.map((a) => a.id)).toEqual(expect.arrayContaining(talent.categories.map((c) => c.id)));
    }
  });

  it('leaves a profile block out when its flag is absent (the spec cover=2 does not bring cover2)', async () => {
    const id = (await listPage('paginate=1', { filters: { albums: [497] } })).data[0]!.id;
    const res = await get('manager', `/api/talent/profile?language=pt&id=${id}&cover=2`);
    contract.check('/api/talent/profile', 'get', 200, res.body);
    for (const block of ['cover2', 'nationality', 'detailed_languages', 'albums', 'other_skills', 'twitter']) {
      expect(res.body, block).not.toHaveProperty(block);
    }
    expect(res.body).toMatchObject({ video: expect.any(Array), book: expect.any(Array), compo: expect.any(Array) });
  });

  it('answers 404 for an unknown talent', async () => {
    const res = await get('manager', '/api/talent/profile?id=1');
    expect(res.status).toBe(404);
    contract.check('/api/talent/profile', 'get', 404, res.body);
  });
});

describe('posts', () => {
  const types = ['events', 'shows', 'workshop', 'palestras', 'blog', 'publications'] as const;
  type ListedPost = {
    id: number;
    slug: string;
    lang: string;
    type: string;
    cover: string | null;
    slides: { mode: string; slide_url: string }[];
  };

  it('lists every type in both languages on every panel, and each post by slug and id (the bare post)', async () => {
    for (const panel of PANELS) {
      for (const type of types) {
        for (const lang of ['pt', 'en']) {
          const res = await get(panel, `/api/posts/${type}/${lang}?page=1&paginate=100`);
          expect(res.status).toBe(200);
          contract.check('/api/posts/{type}/{lang}', 'get', 200, res.body);
          const posts = (res.body as { data: ListedPost[] }).data;
          expect(posts.every((p) => p.lang === lang && p.type === type)).toBe(true);
          for (const post of posts.slice(0, 3)) {
            for (const key of [post.slug, String(post.id)]) {
              const one = await get(panel, `/api/posts/get/${key}`);
              contract.check('/api/posts/get/{slugOrId}', 'get', 200, one.body);
              expect((one.body as { id: number }).id).toBe(post.id);
            }
          }
        }
      }
    }
  }, 30_000);

  it('answers panel media root-relative under /storage/, and image slides with orientation modes on some posts', async () => {
    const res = await get('cultural', '/api/posts/shows/all?paginate=1000');
    contract.check('/api/posts/{type}/{lang}', 'get', 200, res.body);
    const posts = (res.body as { data: ListedPost[] }).data;
    expect(new Set(posts.map((p) => p.lang))).toEqual(new Set(['pt', 'en']));
    expect(posts.every((p) => p.cover === null || p.cover.startsWith('/storage/'))).toBe(true);
    const modes = new Set(posts.flatMap((p) => p.slides.map((slide) => slide.mode)));
    expect([...modes].some((m) => ['landscape', 'portrait', 'square'].includes(m))).toBe(true);
    expect(modes.has('image')).toBe(true);
  });

  it('pages post lists with paginate (15 by default), highlights without last_page', async () => {
    const page = (await get('cultural', '/api/posts/shows/pt')).body as { per_page: number; last_page: number };
    expect(page.per_page).toBe(15);
    expect(page.last_page).toBeGreaterThanOrEqual(1);
    const highlights = (await get('main', '/api/posts/highlights/pt?category=filmes&paginate=5')).body as object;
    contract.check('/api/posts/highlights/{lang}', 'get', 200, highlights);
    expect(highlights).not.toHaveProperty('last_page');
    expect(highlights).not.toHaveProperty('total');
    expect(Object.keys(highlights).sort()).toEqual(['current_page', 'data']);
  });

  it("answers the family's single-post path (type, language or all, slug): the bare post", async () => {
    const list = (await get('music', '/api/posts/events/pt?paginate=1')).body as { data: ListedPost[] };
    const post = list.data[0]!;
    for (const lang of ['pt', 'all']) {
      const one = await get('music', `/api/posts/events/${lang}/${post.slug}`);
      contract.check('/api/posts/{type}/{lang}/{slug}', 'get', 200, one.body);
      expect((one.body as { id: number }).id).toBe(post.id);
    }
    const missing = await get('music', `/api/posts/events/en/${post.slug}`);
    expect(missing.status).toBe(404);
    contract.check('/api/posts/{type}/{lang}/{slug}', 'get', 404, missing.body);
  });

  it('links each post to its translation, both ways', async () => {
    type Linked = {
      id: number;
      slug: string;
      lang: string;
      translations: { lang: string; id: number; slug: string }[];
    };
    for (const panel of PANELS) {
      const res = await get(panel, `/api/posts/events/pt?page=1&paginate=3`);
      for (const post of (res.body as { data: Linked[] }).data) {
        expect(post.translations).toHaveLength(1);
        const [link] = post.translations;
        expect(link!.lang).toBe('en');
        const other = (await get(panel, `/api/posts/get/${link!.slug}`)).body as Linked;
        expect(other).toMatchObject({ id: link!.id, lang: 'en' });
        expect(other.translations).toEqual([{ lang: 'pt', id: post.id, slug: post.slug }]);
      }
    }
  });

  it('lists highlights of every category of every brand', async () => {
    for (const brand of BRANDS) {
      const panel = brand.backends.own;
      for (const category of brand.highlightCategories) {
        for (const lang of ['pt', 'en']) {
          const res = await get(panel, `/api/posts/highlights/${lang}?category=${category}&paginate=1000`);
          contract.check('/api/posts/highlights/{lang}', 'get', 200, res.body);
          const page = res.body as { data: { category: string }[] };
          expect(page.data.length, `${panel} ${category}`).toBeGreaterThanOrEqual(6);
          expect(page.data.every((p) => p.category === category)).toBe(true);
        }
      }
    }
  });

  it('answers 404 for unknown posts, types and languages', async () => {
    for (const [path, template] of [
      ['/api/posts/get/no-such-post', '/api/posts/get/{slugOrId}'],
      ['/api/posts/blog/fr', '/api/posts/{type}/{lang}'],
      ['/api/posts/recipes/pt', '/api/posts/{type}/{lang}'],
      ['/api/posts/highlights/de', '/api/posts/highlights/{lang}'],
    ] as const) {
      const res = await get('main', path);
      expect(res.status, path).toBe(404);
      contract.check(template, 'get', 404, res.body);
    }
  });
});

describe('site content', () => {
  it('answers about_us, logos, staff, home, social medias and contact infos on every panel', async () => {
    for (const panel of PANELS) {
      for (const lang of ['pt', 'en']) {
        const about = await get(panel, `/api/contents/about_us/${lang}/about_us`);
        contract.check('/api/contents/{type}/{lang}/{type2}', 'get', 200, about.body);
        expect(about.body).toMatchObject({ data: { lang } });
      }
      contract.check(
        '/api/additional_media/brands',
        'get',
        200,
        (await get(panel, '/api/additional_media/brands')).body,
      );
      const staff = await get(panel, '/api/staff');
      contract.check('/api/staff', 'get', 200, staff.body);
      const people = (staff.body as { data: { featured: boolean }[] }).data;
      expect(people.length).toBeGreaterThanOrEqual(6);
      expect(people.filter((p) => p.featured)).toHaveLength(2);
      contract.check('/api/custom-home', 'get', 200, (await get(panel, '/api/custom-home')).body);
      const slides = await get(panel, '/api/slides/all');
      contract.check('/api/slides/all', 'get', 200, slides.body);
      expect((slides.body as { url: { desktop: string } }[])[0]!.url.desktop.startsWith('/storage/')).toBe(true);
      const social = await get(panel, '/api/social-medias');
      contract.check('/api/social-medias', 'get', 200, social.body);
      contract.check('/api/contact-infos', 'get', 200, (await get(panel, '/api/contact-infos')).body);
    }
    const logos = (await get('main', '/api/additional_media/brands')).body as { data: unknown[] };
    expect(logos.data.length).toBeGreaterThanOrEqual(12);
  });

  it('answers 404 for other content types', async () => {
    const res = await get('main', '/api/contents/terms/pt/terms');
    expect(res.status).toBe(404);
    contract.check('/api/contents/{type}/{lang}/{type2}', 'get', 404, res.body);
  });
});

describe('media', () => {
  it('the talent CDN serves the photos the integration service names, at the announced size, long-cached', async () => {
    const page = await listPage(`paginate=1000&${BOOK}`, { filters: { albums: [490] } });
    const talent = page.data.find((t) => !t.cover.endsWith('/.jpg'))!;
    for (const item of talent.book!.slice(0, 3)) {
      const res = await fetch(item.file);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toContain('max-age=31536000');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([item.width, item.height]);
      // Drawn once, then served from the cache in the data dir.
      const path = item.file.split('/image/upload/')[1]!;
      expect(existsSync(join(sandbox.dataDir, 'media', RENDER_VERSION, 'jabuticaba', path))).toBe(true);
    }
    // Three photographs of a real photo's size drawn on first request.
  }, 60_000);

  it('the talent CDN resizes and re-encodes by the transformations in the path, and refuses unknown widths', async () => {
    const page = await listPage('paginate=1', { filters: { albums: [497] } });
    const cover = page.data[0]!.cover;
    const resized = cover.replace('/image/upload/', '/image/upload/w_384,f_webp,q_70/');
    const res = await fetch(resized);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(384);
    const auto = await fetch(cover.replace('/image/upload/', '/image/upload/w_640,f_auto/'), {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(auto.headers.get('content-type')).toBe('image/avif');
    const odd = await fetch(cover.replace('/image/upload/', '/image/upload/w_641/'));
    expect(odd.status).toBe(400);
    expect((await fetch(`${sandbox.cdnUrl}/cq-agency/image/upload/.jpg`)).status).toBe(404);
  });

  it('panels serve their root-relative media under /storage: logos as PNG and the hosted video with byte ranges', async () => {
    const logos = (await get('main', '/api/additional_media/brands')).body as { data: { url: string }[] };
    expect(logos.data[0]!.url.startsWith('/storage/')).toBe(true);
    const logo = await fetch(`${sandbox.baseUrls.main}${logos.data[0]!.url}`);
    expect(logo.headers.get('content-type')).toBe('image/png');
    const home = (await get('main', '/api/custom-home')).body as { data: { background_video: string } };
    const video = await fetch(`${sandbox.baseUrls.main}${home.data.background_video}`, {
      headers: { range: 'bytes=0-11' },
    });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const head = Buffer.from(await video.arrayBuffer());
    expect(head.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('runs at most two image jobs at once, however many new photos and renditions are asked together', async () => {
    // Photos nobody asked for yet (drawn on this request) and renditions of them (re-encoded).
    const page = await listPage(`paginate=40&${BOOK}`, { filters: { albums: [498] } });
    const files = page.data.flatMap((t) => (t.book ?? []).map((item) => item.file)).slice(-6);
    expect(files).toHaveLength(6);
    const urls = [...files, ...files.map((file) => file.replace('/image/upload/', '/image/upload/w_384,f_webp/'))];
    let most = 0;
    const sample = setInterval(() => {
      // Pipelines on a worker thread (a finished one may still count as queued for a moment).
      most = Math.max(most, sharp.counters().process);
    }, 1);
    try {
      const answers = await Promise.all(urls.map((url) => fetch(url)));
      expect(answers.map((res) => res.status)).toEqual(urls.map(() => 200));
    } finally {
      clearInterval(sample);
    }
    // Sampled while the jobs ran: some were seen, never more than the two slots (libuv's other
    // worker threads stay free for the reads of photos drawn before).
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(IMAGE_JOBS_AT_ONCE);
  }, 120_000);

  it('answers 404 for paths the content never names (no drawing on demand for anything)', async () => {
    const res = await getJson(`${sandbox.baseUrls.main}/storage/talents/1/cover-3x4.jpg`);
    expect(res.status).toBe(404);
    contract.check('/storage/{path}', 'get', 404, res.body);
    expect((await fetch(`${sandbox.cdnUrl}/cq-agency/image/upload/talents/1/cover-3x4.jpg`)).status).toBe(404);
  });
});

describe('forms', () => {
  it('answer 422 with field errors in the documented shape', async () => {
    const cases = [
      ['main', '/api/get-scouted/pt', '/api/get-scouted/{lang}'],
      ['digital', '/api/favorites/en', '/api/favorites/{lang}'],
      ['main', '/api/contact/pt', '/api/contact/{lang}'],
    ] as const;
    for (const [panel, path, template] of cases) {
      const body = new FormData();
      body.append('name', '');
      const res = await getJson(`${sandbox.baseUrls[panel]}${path}`, tokens[panel], { method: 'POST', body });
      expect(res.status, path).toBe(422);
      contract.check(template, 'post', 422, res.body);
      expect((res.body as { errors: Record<string, string[]> }).errors.name).toEqual(['validation.required']);
    }
  });
});

describe('admin', () => {
  it('answers faults, submissions and stats in the documented shapes', async () => {
    const faults = await getJson(`${sandbox.url}/__admin/faults`);
    contract.check('/__admin/faults', 'get', 200, faults.body);
    const put = await getJson(`${sandbox.url}/__admin/faults/music`, undefined, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 1 }),
    });
    contract.check('/__admin/faults/{backend}', 'put', 200, put.body);
    const cleared = await getJson(`${sandbox.url}/__admin/faults`, undefined, { method: 'DELETE' });
    contract.check('/__admin/faults', 'delete', 200, cleared.body);
    const bad = await getJson(`${sandbox.url}/__admin/faults/main`, undefined, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ errorRate: 2 }),
    });
    expect(bad.status).toBe(422);
    contract.check('/__admin/faults/{backend}', 'put', 422, bad.body);
    contract.check('/__admin/submissions', 'get', 200, (await getJson(`${sandbox.url}/__admin/submissions`)).body);
    const stats = await getJson(`${sandbox.url}/__admin/stats`);
    contract.check('/__admin/stats', 'get', 200, stats.body);
    expect((stats.body as { total: number }).total).toBeGreaterThan(0);
  });
});

describe('coverage of the contract', () => {
  it('every route the tests called is in the OpenAPI file, and every operation there was called', async () => {
    const stats = (await getJson(`${sandbox.url}/__admin/stats`)).body as {
      backends: Record<string, { routes: Record<string, number> }>;
    };
    const normalize = (route: string) => route.replace(/\{[^}]+\}|:[^/]+|\*/g, '{}');
    const called = new Set(
      Object.values(stats.backends)
        .flatMap((b) => Object.keys(b.routes))
        .filter((r) => !r.endsWith('(unmatched)'))
        .map((r) => {
          const [method, path] = r.split(' ') as [string, string];
          return `${method.toLowerCase()} ${normalize(path)}`;
        }),
    );
    const documented = new Set(
      Object.entries(contract.doc.paths as Record<string, Record<string, unknown>>)
        .filter(([path]) => !path.startsWith('/__admin'))
        .flatMap(([path, item]) =>
          Object.keys(item)
            .filter((k) => ['get', 'post', 'put', 'delete'].includes(k))
            .map((method) => `${method} ${normalize(path)}`),
        ),
    );
    expect(documented.size).toBeGreaterThanOrEqual(18);
    expect([...called].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !called.has(r))).toEqual([]);
  });
});
