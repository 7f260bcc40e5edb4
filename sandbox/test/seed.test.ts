import { brandByKey, BRANDS, MAIN_BRAND } from '@agency/schema/brands';
import { EYE_COLOURS, HAIR_COLOURS } from '@agency/schema/validation';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panelBrand, PANELS } from '../src/backends';
import { renderImage } from '../src/images/render';
import { collectMediaPaths } from '../src/images/store';
import { BASE_COUNTS, generateDataset } from '../src/seed/dataset';
import type { Dataset, Post } from '../src/types';
import { getJson, login, postJson, testSandbox, type TestSandbox } from './helpers';

const dataset: Dataset = generateDataset(1);
const posts = (panel: keyof Dataset['panels'], type: Post['type'], lang: 'pt' | 'en' = 'pt') =>
  dataset.panels[panel].posts.filter((p) => p.type === type && p.lang === lang);

/**
 * The talents the list rule must hide. They sit in main's default albums and the
 * panel returns them; the gateway must filter them out.
 */
export const HIDDEN_FIXTURE_NAMES = [
  'Hidden Fixture Empty Cover',
  'Hidden Fixture Placeholder Cover',
  'Hidden Fixture Empty Book',
] as const;
/** The fourth fixture has an empty name; its other_skills say what it is. */
export const EMPTY_NAME_FIXTURE_MARK = 'Hidden Fixture Empty Name';

describe('demo content', () => {
  it('is the same on every generation', () => {
    expect(generateDataset(1)).toEqual(dataset);
  });

  it('has the roster sizes, over every album', () => {
    const main = dataset.panels.main.talents.filter((t) => !t.name.startsWith('Hidden') && t.name !== '');
    expect(main.length).toBeGreaterThanOrEqual(120);
    expect(dataset.panels.jabuticaba.talents).toHaveLength(60);
    expect(dataset.panels.digital.talents).toHaveLength(60);
    for (const panel of ['main', 'jabuticaba', 'digital'] as const) {
      const albums = new Set(panelBrand(panel).talentCategories.flatMap((c) => c.albumIds));
      for (const album of albums) {
        expect(
          dataset.panels[panel].talents.some((t) => t.albums.includes(album)),
          `${panel} album ${album}`,
        ).toBe(true);
      }
    }
  });

  it('has varied, partly accented names, unique within each brand', () => {
    for (const panel of ['main', 'jabuticaba', 'digital'] as const) {
      const names = dataset.panels[panel].talents.map((t) => t.name).filter((n) => n && !n.startsWith('Hidden'));
      expect(new Set(names).size, panel).toBe(names.length);
      expect(new Set(names.map((n) => n[0])).size, panel).toBeGreaterThanOrEqual(15);
    }
    const all = PANELS.flatMap((p) => dataset.panels[p].talents.map((t) => t.name));
    expect(all.some((n) => /^[ÁÉÍÓÚ]/.test(n))).toBe(true);
  });

  it('has books of 6 to 12 images in several ratios, and measures in every form', () => {
    const talents = dataset.panels.main.talents.filter((t) => !t.name.startsWith('Hidden') && t.name !== '');
    for (const t of talents) expect(t.book.length).toBeGreaterThanOrEqual(6);
    for (const t of talents) expect(t.book.length).toBeLessThanOrEqual(12);
    const ratios = new Set(talents.flatMap((t) => t.book.map((b) => /-(\d+x\d+)\.jpg$/.exec(b.file)![1])));
    expect([...ratios].sort()).toEqual(['16x9', '1x1', '2x3', '3x4', '4x5']);
    const measures = talents
      .flatMap((t) => [t.height, t.bust, t.waist, t.hips, t.suit, t.shoes])
      .filter((m): m is string => !!m);
    expect(measures.some((m) => /^\d+\/[\d.]+$/.test(m))).toBe(true);
    expect(measures.some((m) => /^\d+x[\d.]+$/.test(m))).toBe(true);
    expect(measures.some((m) => /^\d+ [\d.]+$/.test(m))).toBe(true);
    expect(measures.some((m) => /^\d+$/.test(m))).toBe(true);
    // Colours as the shared option tables store them (their English values), every one of them in use.
    const hair = new Set(HAIR_COLOURS.map((o) => o.value));
    const eyes = new Set(EYE_COLOURS.map((o) => o.value));
    for (const t of talents) {
      if (t.hair !== null) expect(hair.has(t.hair), t.hair).toBe(true);
      if (t.eyes !== null) expect(eyes.has(t.eyes), t.eyes).toBe(true);
    }
    expect(new Set(talents.map((t) => t.hair)).size).toBeGreaterThan(10);
    expect(talents.some((t) => t.instagram === null)).toBe(true);
    expect(talents.some((t) => t.tiktok_followers !== null)).toBe(true);
    const videos = PANELS.flatMap((p) => dataset.panels[p].talents.flatMap((t) => t.video));
    expect(videos.some((v) => 'url' in v && v.url)).toBe(true);
    expect(videos.some((v) => 'provider' in v && v.provider === 'youtube')).toBe(true);
    expect(videos.some((v) => 'provider' in v && v.provider === 'vimeo' && v.file.includes('/'))).toBe(true);
    expect(videos.some((v) => 'provider' in v && v.provider === 'vimeo' && !v.file.includes('/'))).toBe(true);
  });

  it('has the posts of every type, in both languages', () => {
    expect(posts('music', 'events')).toHaveLength(BASE_COUNTS.events);
    expect(posts('cultural', 'shows', 'en')).toHaveLength(12);
    expect(posts('cultural', 'workshop')).toHaveLength(8);
    expect(posts('cultural', 'palestras')).toHaveLength(8);
    // More than a first screen (8), so the carousel and the highlight lists have a next step to load.
    expect(posts('cultural', 'publications')).toHaveLength(BASE_COUNTS.publications);
    expect(posts('main', 'publications', 'en')).toHaveLength(BASE_COUNTS.publications);
    expect(BASE_COUNTS.publications).toBeGreaterThan(8);
    expect(BASE_COUNTS.highlightsPerCategory).toBeGreaterThan(8);
    for (const panel of ['main', 'jabuticaba', 'digital'] as const) expect(posts(panel, 'blog')).toHaveLength(10);
    for (const brand of BRANDS) {
      const panel = brand.backends.own;
      for (const category of brand.highlightCategories) {
        expect(posts(panel, 'highlights').filter((p) => p.category === category)).toHaveLength(
          BASE_COUNTS.highlightsPerCategory,
        );
      }
    }
    const all = PANELS.flatMap((p) => dataset.panels[p].posts);
    const modes = new Set(all.flatMap((p) => p.slides.map((s) => s.mode)));
    expect([...modes].sort()).toEqual(['image', 'video', 'video-vimeo', 'video-youtube']);
    expect(all.some((p) => p.slides.some((s) => s.mode === 'video-vimeo' && s.slide_url.includes('/')))).toBe(true);
    // Shows carry sinopse, awards and rider; some workshop/lecture pop-up fields are left empty.
    expect(posts('cultural', 'shows').every((p) => p.sinopse !== null)).toBe(true);
    expect(posts('cultural', 'shows').some((p) => p.awards.length > 0 && p.content_b)).toBe(true);
    const popups = [...posts('cultural', 'workshop'), ...posts('cultural', 'palestras')];
    expect(popups.some((p) => !p.content || !p.content_b || !p.content_c)).toBe(true);
    expect(popups.some((p) => p.content && p.content_b && p.content_c)).toBe(true);
  });

  it('has site content per brand', () => {
    for (const panel of PANELS) {
      const content = dataset.panels[panel];
      expect(content.staff.length).toBeGreaterThanOrEqual(6);
      expect(content.logos.length).toBeGreaterThanOrEqual(12);
      expect(Object.values(content.socialMedias).some((s) => s.link === '')).toBe(true);
      expect(content.about.pt.content).not.toEqual(content.about.en.content);
    }
    expect(dataset.manager.countries[0]!.en).toBe('Brazil');
    expect(
      dataset.manager.cities.filter((c) => c.countryId === dataset.manager.countries[0]!.id).length,
    ).toBeGreaterThanOrEqual(15);
    expect(dataset.manager.licenses.map((l) => l.pt)).toEqual(
      expect.arrayContaining(['Ator', 'Atriz', 'Modelo', 'Apresentador', 'Dublador']),
    );
  });

  it('SANDBOX_SCALE multiplies talents and posts, suffixing names past the base set', () => {
    const double = generateDataset(2);
    for (const panel of PANELS) {
      const fixtures = panel === 'main' ? 4 : 0;
      expect(double.panels[panel].talents.length - fixtures).toBe(
        (dataset.panels[panel].talents.length - fixtures) * 2,
      );
      expect(double.panels[panel].posts.length).toBe(dataset.panels[panel].posts.length * 2);
    }
    expect(double.panels.digital.talents.slice(0, 60)).toEqual(dataset.panels.digital.talents);
    expect(double.panels.digital.talents.slice(60).every((t) => / 2$/.test(t.name))).toBe(true);
  });
});

describe('drawn images', () => {
  it('cover every media path the content names, and nothing else', async () => {
    const paths = PANELS.flatMap((p) => [...collectMediaPaths(dataset.panels[p])]);
    expect(paths.length).toBeGreaterThan(4000);
    expect(paths.some((p) => p.includes('/image/upload/'))).toBe(false);
    for (const path of paths.filter((_, i) => i % 401 === 0))
      expect(await renderImage(path, '#000000'), path).not.toBeNull();
  }, 120_000);

  it('are identical bytes on every generation, JPEG at the ratio of the path, and not flat', async () => {
    const a = await renderImage('talents/10001/book-02-2x3.jpg', '#93AE06');
    const b = await renderImage('talents/10001/book-02-2x3.jpg', '#93AE06');
    expect(a!.body.equals(b!.body)).toBe(true);
    const meta = await sharp(a!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 2400]);
    const stats = await sharp(a!.body).stats();
    expect(stats.channels[0]!.stdev).toBeGreaterThan(10);
    const other = await renderImage('talents/10001/book-02-2x3.jpg', '#FC6606');
    expect(other!.body.equals(a!.body)).toBe(false);
  }, 60_000);

  it('weigh what real photographs weigh: 1600-2400 px, 150-400 KB of JPEG, at every ratio', async () => {
    for (const ratio of ['3x4', '4x5', '2x3', '1x1', '16x9']) {
      const image = await renderImage(`talents/10002/book-01-${ratio}.jpg`, '#FEE600');
      const meta = await sharp(image!.body).metadata();
      expect(Math.max(meta.width!, meta.height!), ratio).toBeGreaterThanOrEqual(1600);
      expect(Math.max(meta.width!, meta.height!), ratio).toBeLessThanOrEqual(2400);
      expect(image!.body.length, ratio).toBeGreaterThan(150 * 1024);
      expect(image!.body.length, ratio).toBeLessThan(400 * 1024);
    }
  }, 60_000);
});

describe('the list-rule fixtures over HTTP', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await testSandbox({ scale: 2 });
  });
  afterAll(() => sandbox.destroy());

  it('are returned by talents_by_album for the main default albums', async () => {
    const token = await login(sandbox.baseUrls.manager, 'manager');
    const res = await postJson(
      `${sandbox.baseUrls.manager}/api/talents_by_album?paginate=1000&other_skills=1&galleries=${encodeURIComponent('["book"]')}`,
      token,
      { filters: { albums: MAIN_BRAND.defaultAlbumIds } },
    );
    const talents = (
      res.body as { data: { name: string; cover: string; book: unknown[]; other_skills: string | null }[] }
    ).data;
    const byName = (name: string) => talents.find((t) => t.name === name)!;
    // No cover: the integration service answers the CDN's "no image" placeholder.
    expect(byName('Hidden Fixture Empty Cover').cover).toMatch(/\/image\/upload\/\.jpg$/);
    expect(byName('Hidden Fixture Placeholder Cover').cover).toMatch(/\/image\/upload\/\.jpg$/);
    expect(byName('Hidden Fixture Empty Book').book).toEqual([]);
    expect(talents.find((t) => t.other_skills === EMPTY_NAME_FIXTURE_MARK)!.name).toBe('');
    expect(HIDDEN_FIXTURE_NAMES.every((n) => byName(n))).toBe(true);
  });

  it('sends the family\'s "no image" placeholder for an empty cover2, in lists and profiles, never null', async () => {
    const token = await login(sandbox.baseUrls.manager, 'manager');
    const res = await postJson(`${sandbox.baseUrls.manager}/api/talents_by_album?paginate=1000&cover2=1`, token, {
      filters: { albums: [374] },
    });
    const rows = (res.body as { data: { id: number; cover2: unknown }[] }).data;
    const seeded = new Map(generateDataset(2).panels.digital.talents.map((t) => [t.id, t.cover2]));
    const empty = rows.filter((row) => seeded.get(row.id) === null);
    expect(empty.length).toBeGreaterThan(0);
    for (const row of empty)
      expect(row.cover2, String(row.id)).toMatch(/^http:\/\/[^/]+\/cq-agency\/image\/upload\/\.jpg$/);
    for (const row of rows.filter((r) => seeded.get(r.id) !== null)) expect(row.cover2).toMatch(/cover2-3x4\.jpg$/);
    const profile = await getJson(`${sandbox.baseUrls.manager}/api/talent/profile?id=${empty[0]!.id}&cover2=1`, token);
    expect((profile.body as { cover2: string }).cover2).toMatch(/\/image\/upload\/\.jpg$/);
  });

  it('serves the scaled roster (SANDBOX_SCALE=2)', async () => {
    const token = await login(sandbox.baseUrls.manager, 'manager');
    const res = await postJson(`${sandbox.baseUrls.manager}/api/talents_by_album?paginate=1000`, token, {
      filters: { albums: [374] },
    });
    expect((res.body as { data: unknown[] }).data).toHaveLength(120);
  });
});

describe('demo content an agency would believe', () => {
  it('no highlight or publication title repeats within a brand, and none is numbered like a copy', () => {
    for (const panel of PANELS) {
      for (const lang of ['pt', 'en'] as const) {
        const titles = [...posts(panel, 'highlights', lang), ...posts(panel, 'publications', lang)].map((p) => p.title);
        expect(titles.length, panel).toBeGreaterThan(0);
        expect(new Set(titles).size, `${panel} ${lang}`).toBe(titles.length);
        // A copy numbered after its original ('Campanha nacional 2' beside 'Campanha nacional').
        for (const title of titles.filter((t) => / \d+$/.test(t)))
          expect(titles, title).not.toContain(title.replace(/ \d+$/, ''));
      }
    }
  });

  it('each highlight category lists its own items, and brands sharing a category list different ones', () => {
    const byCategory = (panel: keyof Dataset['panels'], category: string) =>
      posts(panel, 'highlights')
        .filter((p) => p.category === category)
        .map((p) => p.title);
    const main = brandByKey('cq-empresariamento').highlightCategories;
    const [first, second] = main;
    expect(byCategory('main', first!)).not.toEqual(expect.arrayContaining(byCategory('main', second!)));
    // 'filmes' is a category of both main and jabuticaba: their lists differ.
    expect(byCategory('main', 'filmes')).not.toEqual(byCategory('jabuticaba', 'filmes'));
  });

  it('the generated content is the same on every run', () => {
    const again = generateDataset(1);
    expect(again.panels.main.posts.map((p) => p.title)).toEqual(dataset.panels.main.posts.map((p) => p.title));
    expect(again.panels.jabuticaba.staff).toEqual(dataset.panels.jabuticaba.staff);
  });

  it("staff roles agree with the person, and phones carry the office's area code", () => {
    const feminine = /\b(Diretora|Produtora|Assessora|Coordenadora)\b/;
    const masculine = /\b(Diretor|Produtor|Assessor|Coordenador)\b/;
    for (const panel of PANELS) {
      const office = /\((\d{2})\)/.exec(dataset.panels[panel].contactInfos.contact_phone ?? '')?.[1];
      expect(office, panel).toBeTruthy();
      dataset.panels[panel].staff.forEach((person, k) => {
        // The seed alternates women (even) and men (odd).
        if (k % 2 === 0) expect(person.role, person.name).not.toMatch(masculine);
        else expect(person.role, person.name).not.toMatch(feminine);
        expect(person.phone, person.name).toContain(`+55 (${office}) 9`);
      });
    }
  });
});
