import { BRANDS, CAREER_ALBUM_ID, brandByKey } from '@agency/schema/brands';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANEL_BRAND, PANELS, type Backend, type Panel } from '../src/backends';
import { RENDER_VERSION } from '../src/images/store';
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
    expect(() => contract.check('/api/posts/get/{slugOrId}', 'get', 200, post)).not.toThrow();
    const { title: _title, ...missing } = post.data;
    expect(() => contract.check('/api/posts/get/{slugOrId}', 'get', 200, { data: missing })).toThrow(/title/);
    expect(() =>
      contract.check('/api/posts/get/{slugOrId}', 'get', 200, { data: { ...post.data, extra: 1 } }),
    ).toThrow();
    expect(() =>
      contract.check('/api/posts/get/{slugOrId}', 'get', 200, { data: { ...post.data, id: '1' } }),
    ).toThrow();
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
    const list = await getJson(`${sandbox.baseUrls.main}/api/talents_by_album`, tokens.main, {
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

describe('manager', () => {
  it('lists countries (Brazil first), licences and the cities of a country', async () => {
    const pt = await get('manager', '/api/talents/attributes?language=pt&countries=1&licenses=1');
    contract.check('/api/talents/attributes', 'get', 200, pt.body);
    const body = pt.body as { countries: { id: number; value: string }[]; licenses: unknown[]; cities: unknown[] };
    expect(body.countries[0]!.value).toBe('Brasil');
    expect(body.countries.length).toBeGreaterThanOrEqual(12);
    expect(body.licenses.length).toBeGreaterThanOrEqual(5);
    expect(body.cities).toEqual([]);
    const en = await get('manager', '/api/talents/attributes?language=en&countries=1');
    expect((en.body as typeof body).countries[0]!.value).toBe('Brazil');
    const brazil = body.countries[0]!.id;
    const cities = await get(
      'manager',
      `/api/talents/attributes?language=pt&countries=1&cities=${encodeURIComponent(JSON.stringify({ country: brazil }))}`,
    );
    contract.check('/api/talents/attributes', 'get', 200, cities.body);
    expect((cities.body as typeof body).cities.length).toBeGreaterThanOrEqual(15);
  });
});

describe('talents', () => {
  it('talents_by_album answers every category of every talent brand, ordered by id', async () => {
    for (const panel of ['main', 'jabuticaba', 'digital'] as Panel[]) {
      const brand = brandByKey(PANEL_BRAND[panel]);
      for (const category of brand.talentCategories) {
        const res = await postJson(
          `${sandbox.baseUrls[panel]}/api/talents_by_album?paginate=1000&page=1&language=pt&cover2=1&other_skills=1&galleries=${encodeURIComponent('["book"]')}`,
          tokens[panel],
          { filters: { albums: category.albumIds, category: category.slug } },
        );
        expect(res.status).toBe(200);
        contract.check('/api/talents_by_album', 'post', 200, res.body);
        const page = res.body as { data: { id: number; albums: number[] }[]; total: number };
        expect(page.total, `${panel}/${category.slug}`).toBeGreaterThan(0);
        expect(page.data.every((t) => t.albums.some((a) => category.albumIds.includes(a)))).toBe(true);
        const ids = page.data.map((t) => t.id);
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
      }
    }
  });

  it('pages with paginate and page', async () => {
    const url = `${sandbox.baseUrls.main}/api/talents_by_album?paginate=7&page=2`;
    const res = await postJson(url, tokens.main, { filters: { albums: [497, 498] } });
    contract.check('/api/talents_by_album', 'post', 200, res.body);
    expect(res.body).toMatchObject({ current_page: 2, per_page: 7, from: 8, to: 14 });
  });

  it('music and cultural have no talents', async () => {
    for (const panel of ['music', 'cultural'] as Panel[]) {
      const res = await postJson(`${sandbox.baseUrls[panel]}/api/talents_by_album?paginate=1000`, tokens[panel], {
        filters: { albums: [497] },
      });
      contract.check('/api/talents_by_album', 'post', 200, res.body);
      expect(res.body).toMatchObject({ total: 0, data: [], from: null, to: null });
    }
  });

  it('rejects a malformed album filter with 422', async () => {
    const res = await postJson(`${sandbox.baseUrls.main}/api/talents_by_album`, tokens.main, {
      filters: { albums: 'x' },
    });
    expect(res.status).toBe(422);
    contract.check('/api/talents_by_album', 'post', 422, res.body);
  });

  it('answers every talent profile of every brand in both languages', async () => {
    for (const panel of ['main', 'jabuticaba', 'digital'] as Panel[]) {
      const list = await postJson(`${sandbox.baseUrls[panel]}/api/talents_by_album?paginate=1000`, tokens[panel], {});
      const talents = (list.body as { data: { id: number; albums: number[] }[] }).data;
      for (const [i, talent] of talents.entries()) {
        const lang = i % 2 ? 'en' : 'pt';
        const albums = encodeURIComponent(JSON.stringify([CAREER_ALBUM_ID, ...talent.albums]));
        const res = await get(
          panel,
          `/api/talent/profile?language=${lang}&id=${talent.id}&cover=2&cover_web=1&detailed_languages=1&nationality=1&gallery_item_caption=1&albums=${albums}&twitter=1`,
        );
        expect(res.status).toBe(200);
        contract.check('/api/talent/profile', 'get', 200, res.body);
        const profile = res.body as { albums: { id: number; items: { caption: string | null }[] }[] };
        const career = profile.albums.find((a) => a.id === CAREER_ALBUM_ID)!;
        expect(career.items.length).toBeGreaterThan(0);
        // title, author, year, description...
        expect(career.items[0]!.caption!.split('\n').length).toBeGreaterThanOrEqual(4);
        expect(profile.albums.map((a) => a.id)).toEqual(expect.arrayContaining(talent.albums));
      }
    }
  });

  it('answers 404 for an unknown talent', async () => {
    const res = await get('main', '/api/talent/profile?id=1');
    expect(res.status).toBe(404);
    contract.check('/api/talent/profile', 'get', 404, res.body);
  });
});

describe('posts', () => {
  const types = ['events', 'shows', 'workshop', 'palestras', 'blog', 'publications'] as const;

  it('lists every type in both languages on every panel, and each post by slug and id', async () => {
    for (const panel of PANELS) {
      for (const type of types) {
        for (const lang of ['pt', 'en']) {
          const res = await get(panel, `/api/posts/${type}/${lang}?page=1&per_page=100`);
          expect(res.status).toBe(200);
          contract.check('/api/posts/{type}/{lang}', 'get', 200, res.body);
          const posts = (res.body as { data: { id: number; slug: string; lang: string; type: string }[] }).data;
          expect(posts.every((p) => p.lang === lang && p.type === type)).toBe(true);
          for (const post of posts.slice(0, 3)) {
            for (const key of [post.slug, String(post.id)]) {
              const one = await get(panel, `/api/posts/get/${key}`);
              contract.check('/api/posts/get/{slugOrId}', 'get', 200, one.body);
              expect((one.body as { data: { id: number } }).data.id).toBe(post.id);
            }
          }
        }
      }
    }
  });

  it('links each post to its translation, both ways', async () => {
    type Linked = {
      id: number;
      slug: string;
      lang: string;
      translations: { lang: string; id: number; slug: string }[];
    };
    for (const panel of PANELS) {
      const res = await get(panel, `/api/posts/events/pt?page=1&per_page=3`);
      for (const post of (res.body as { data: Linked[] }).data) {
        expect(post.translations).toHaveLength(1);
        const [link] = post.translations;
        expect(link!.lang).toBe('en');
        const other = (await get(panel, `/api/posts/get/${link!.slug}`)).body as { data: Linked };
        expect(other.data).toMatchObject({ id: link!.id, lang: 'en' });
        expect(other.data.translations).toEqual([{ lang: 'pt', id: post.id, slug: post.slug }]);
      }
    }
  });

  it('lists highlights of every category of every brand', async () => {
    for (const brand of BRANDS) {
      const panel = PANELS.find((p) => PANEL_BRAND[p] === brand.key)!;
      for (const category of brand.highlightCategories) {
        for (const lang of ['pt', 'en']) {
          const res = await get(panel, `/api/posts/highlights/${lang}?category=${category}`);
          contract.check('/api/posts/highlights/{lang}', 'get', 200, res.body);
          const page = res.body as { total: number; data: { category: string }[] };
          expect(page.total, `${panel} ${category}`).toBeGreaterThanOrEqual(6);
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
  it('serves the photos the API names, at the announced size, long-cached', async () => {
    const list = await postJson(`${sandbox.baseUrls.jabuticaba}/api/talents_by_album`, tokens.jabuticaba, {});
    const talent = (list.body as { data: { cover: string; book: { file: string; width: number; height: number }[] }[] })
      .data[0]!;
    for (const item of talent.book.slice(0, 3)) {
      const res = await fetch(`${sandbox.baseUrls.jabuticaba}/media/${item.file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toContain('max-age=31536000');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([item.width, item.height]);
      // Drawn once, then served from the cache in the data dir.
      expect(existsSync(join(sandbox.dataDir, 'media', RENDER_VERSION, 'jabuticaba', item.file))).toBe(true);
    }
    // Three photographs of a real photo's size drawn on first request.
  }, 60_000);

  it('serves logos as PNG and the hosted video with byte ranges', async () => {
    const logos = (await get('main', '/api/additional_media/brands')).body as { data: { url: string }[] };
    const logo = await fetch(`${sandbox.baseUrls.main}/media/${logos.data[0]!.url}`);
    expect(logo.headers.get('content-type')).toBe('image/png');
    const home = (await get('main', '/api/custom-home')).body as { data: { background_video: string } };
    const video = await fetch(`${sandbox.baseUrls.main}/media/${home.data.background_video}`, {
      headers: { range: 'bytes=0-11' },
    });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const head = Buffer.from(await video.arrayBuffer());
    expect(head.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('answers 404 for paths the content never names (no drawing on demand for anything)', async () => {
    const res = await getJson(`${sandbox.baseUrls.main}/media/talents/1/cover-3x4.jpg`);
    expect(res.status).toBe(404);
    contract.check('/media/{path}', 'get', 404, res.body);
    // The "no image" placeholder cover of a list-rule fixture is not an image either.
    const list = await postJson(`${sandbox.baseUrls.main}/api/talents_by_album`, tokens.main, {});
    const placeholder = (list.body as { data: { cover: string }[] }).data.find((t) =>
      t.cover.endsWith('/image/upload/.jpg'),
    )!;
    expect((await getJson(`${sandbox.baseUrls.main}/media/${placeholder.cover}`)).status).toBe(404);
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
