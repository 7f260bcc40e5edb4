import { BRANDS } from '@agency/schema/brands';
import { backendForCall } from '@agency/schema/upstream-calls';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { panelBrand, PANELS, type Panel } from '../src/backends';
import { clipColours } from '../src/images/palette';
import { photoSvg } from '../src/images/render';
import { figureOfPath, mediaCatalogue } from '../src/images/store';
import { HAIR_STYLES } from '../src/images/svg';
import { FLAG_LANGUAGES } from '../src/seed/albums';
import { generateDataset } from '../src/seed/dataset';
import { hostedVideoPath } from '../src/seed/media-paths';
import { originOfNationality, ORIGINS, SECOND_LANGUAGE_POOL } from '../src/seed/origins';
import { withWork } from '../src/seed/post-titles';
import type { Lang, Post, SeedTalent } from '../src/types';

const dataset = generateDataset(1);
const LANGS: readonly Lang[] = ['pt', 'en'];
const text = (html: string | null | undefined) => (html ?? '').replace(/<[^>]+>/g, ' ');
const talentsOf = (panel: Panel) => dataset.panels[panel].talents.filter((t) => t.name && !t.name.startsWith('Hidden'));
const everyTalent = PANELS.flatMap((panel) => talentsOf(panel).map((talent) => ({ panel, talent })));

/** A word written twice in a row ('THE THE RETURN'), in any case and script. */
const DOUBLED = /(?<![\p{L}\p{N}])([\p{L}\p{N}]+)\s+\1(?![\p{L}\p{N}])/iu;

/** Every text a visitor reads from the seed, with where it comes from. */
function everyText(): [where: string, text: string][] {
  const out: [string, string][] = [];
  for (const panel of PANELS) {
    const content = dataset.panels[panel];
    for (const post of content.posts) {
      const where = `${panel} ${post.type} ${post.id}`;
      for (const field of [post.title, post.description, post.content, post.content_b, post.content_c])
        out.push([where, text(field)]);
      for (const award of post.awards) out.push([where, `${award.title} ${award.subtitle ?? ''}`]);
    }
    for (const { talent } of everyTalent.filter((t) => t.panel === panel)) {
      for (const lang of LANGS) {
        out.push([`${panel} talent ${talent.id} bio ${lang}`, text(talent.about[lang])]);
        for (const item of talent.career[lang])
          out.push([`${panel} talent ${talent.id} career ${lang}`, item.caption!]);
      }
    }
    for (const lang of LANGS) out.push([`${panel} about ${lang}`, text(content.about[lang].content)]);
  }
  return out;
}

describe('demo content an agency believes', () => {
  it('writes no word twice in a row, in any title or text', () => {
    const texts = everyText();
    expect(texts.length).toBeGreaterThan(3000);
    for (const [where, value] of texts) {
      expect(DOUBLED.exec(value)?.[0], `${where}: ${value}`).toBeUndefined();
      expect(value, where).not.toMatch(/\b(undefined|null|NaN)\b/);
    }
    // The case that was seen: a work named with its own article.
    expect(withWork('The {w} launch on social media', 'The Return')).toBe('The Return launch on social media');
    expect(withWork('The cast of {w} at the festival', 'The Return')).toBe('The cast of The Return at the festival');
  });

  it('repeats no title within a brand, across every kind of post, in either language', () => {
    for (const panel of PANELS) {
      for (const lang of LANGS) {
        const titles = dataset.panels[panel].posts.filter((p) => p.lang === lang).map((p) => p.title);
        const repeated = titles.filter((t, i) => titles.indexOf(t) !== i);
        expect(repeated, `${panel} ${lang}`).toEqual([]);
      }
    }
  });

  it('bios agree with the nationality, the birthplace and the languages', () => {
    const languageName = (code: string, lang: Lang) => {
      const known = FLAG_LANGUAGES.find((l) => l.code === code)!;
      return lang === 'pt' ? known.pt.toLowerCase() : known.en;
    };
    const rare: string[] = FLAG_LANGUAGES.map((l) => l.code).filter(
      (c) => c !== 'pt' && !(SECOND_LANGUAGE_POOL as readonly string[]).includes(c),
    );
    let foreign = 0;
    for (const { talent } of everyTalent) {
      const origin = talent.nationality ? originOfNationality(talent.nationality.en) : null;
      if (talent.nationality) expect(origin, talent.nationality.en).not.toBeNull();
      const bio = { pt: text(talent.about.pt), en: text(talent.about.en) };
      expect(bio.pt, talent.name).toContain(talent.name);
      if (origin) {
        // Born in a city of the nationality's country, named in each language.
        const city = ORIGINS.flatMap((o) => o.cities).find((c) => bio.en.includes(`born in ${c.en}`));
        expect(city, `${talent.name}: ${bio.en}`).toBeDefined();
        expect(origin.cities, `${talent.name} (${talent.nationality!.en}): ${bio.en}`).toContain(city);
        expect(bio.pt).toMatch(new RegExp(`nasceu (em|no|na) ${city!.pt}(?![\\p{L}])`, 'u'));
        if (origin !== ORIGINS[0]) {
          foreign++;
          expect(bio.en).toContain(origin.country.en);
          expect(bio.pt).toContain(origin.country.ptIn);
        }
        // A talent speaks the language of their country.
        expect(talent.languageCodes, talent.name).toContain(origin.language);
      } else {
        expect(bio.pt, talent.name).not.toMatch(/nasceu/);
        expect(bio.en, talent.name).not.toMatch(/born/);
      }
      // Hebrew, Swedish, Croatian: only with a talent from there.
      for (const code of talent.languageCodes.filter((c) => rare.includes(c)))
        expect(origin?.language, `${talent.name} speaks ${code}`).toBe(code);
      // The languages the bio names are exactly the profile's.
      for (const lang of LANGS) {
        const sentence = (lang === 'pt' ? /Fala ([^.]+)\./ : /Speaks ([^.]+)\./).exec(bio[lang])?.[1];
        if (talent.languageCodes.length < 2) {
          expect(sentence, talent.name).toBeUndefined();
          continue;
        }
        const named = sentence!.split(/, | e | and /);
        expect(named.sort(), `${talent.name} ${lang}`).toEqual(
          talent.languageCodes.map((c) => languageName(c, lang)).sort(),
        );
      }
    }
    expect(foreign).toBeGreaterThan(10);
  });

  it("career entries are written in each language, newest first, within the talent's career", () => {
    for (const { talent } of everyTalent) {
      const [pt, en] = [talent.career.pt, talent.career.en];
      expect(pt.length, talent.name).toBeGreaterThanOrEqual(2);
      expect(en.map((i) => i.id)).toEqual(pt.map((i) => i.id));
      const years = pt.map((item) => Number(item.caption!.split('\n')[2]));
      expect(
        [...years].sort((a, b) => b - a),
        talent.name,
      ).toEqual(years);
      expect(Math.max(...years)).toBeLessThanOrEqual(2025);
      const since = Number(
        /(?:há (\d+) anos|(?<!Brasil )desde (\d{4}))/.exec(text(talent.about.pt))!.slice(1).find(Boolean),
      );
      const start = since > 1000 ? since : 2025 - since;
      expect(Math.min(...years), talent.name).toBeGreaterThanOrEqual(start);
      pt.forEach((item, k) => {
        const [ptTitle, by, year, ptText] = item.caption!.split('\n');
        const [enTitle, enBy, enYear, enText] = en[k]!.caption!.split('\n');
        expect([enBy, enYear]).toEqual([by, year]);
        expect(ptText, item.caption!).not.toEqual(enText);
        // No English gloss inside the Portuguese entry, and no Portuguese left in the English one.
        if (ptTitle !== enTitle) expect(item.caption, item.caption!).not.toContain(enTitle);
        expect(`${ptTitle} ${ptText}`, item.caption!).not.toMatch(/\b(the|and|with|of|episodes|weeks|role)\b/i);
        expect(`${enTitle} ${enText}`, en[k]!.caption!).not.toMatch(/\b(de|com|episódios|semanas|papel|e)\b/i);
      });
    }
  });

  it('birth dates are real dates that agree with the career: working from 16 at the youngest; a few unknown', () => {
    const dated = everyTalent.filter(({ talent }) => talent.birthdate !== null);
    expect(dated.length).toBeGreaterThan(everyTalent.length * 0.8);
    expect(dated.length).toBeLessThan(everyTalent.length);
    for (const { talent } of dated) {
      const [year, month, day] = talent.birthdate!.split('-').map(Number) as [number, number, number];
      expect(new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10), talent.name).toBe(talent.birthdate);
      const firstWork = Math.min(...talent.career.pt.map((item) => Number(item.caption!.split('\n')[2])));
      expect(firstWork - year, talent.name).toBeGreaterThanOrEqual(16);
    }
  });

  it("photos of a talent show a figure of the talent's gender", () => {
    const women = new Set<string>(HAIR_STYLES.woman);
    const men = new Set<string>(HAIR_STYLES.man);
    expect([...women].filter((h) => men.has(h))).toEqual([]);
    let checked = 0;
    for (const panel of PANELS) {
      const catalogue = mediaCatalogue(dataset.panels[panel]);
      const { color } = panelBrand(panel);
      for (const talent of talentsOf(panel)) {
        for (const path of [talent.cover, talent.cover2, ...talent.book.map((b) => b.file)]) {
          if (!path) continue;
          const svg = photoSvg(path, color, figureOfPath(catalogue, path))!;
          const [, who, hair] = /data-figure="(\w+)" data-hair="(\w+)"/.exec(svg)!;
          if (talent.gender === 'woman') expect([who, women.has(hair!)], path).toEqual(['woman', true]);
          else if (talent.gender === 'man') expect([who, men.has(hair!)], path).toEqual(['man', true]);
          else expect(who, path).toBe('any');
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('blog posts and publications are distinct, of varied lengths, without the old templates', () => {
    const ofType = (panel: Panel, type: Post['type'], lang: Lang) =>
      dataset.panels[panel].posts.filter((p) => p.type === type && p.lang === lang);
    for (const [panel, type] of [
      ['main', 'blog'],
      ['jabuticaba', 'blog'],
      ['digital', 'blog'],
      ['main', 'publications'],
      ['cultural', 'publications'],
    ] as const) {
      for (const lang of LANGS) {
        const list = ofType(panel, type, lang);
        const where = `${panel} ${type} ${lang}`;
        expect(list.length, where).toBeGreaterThan(8);
        expect(new Set(list.map((p) => p.description)).size, where).toBe(list.length);
        expect(new Set(list.map((p) => `${p.description}${p.content}`)).size, where).toBe(list.length);
        const lengths = list.map((p) => text(p.content).length);
        expect(Math.max(...lengths) / Math.min(...lengths), where).toBeGreaterThan(2);
        for (const post of list) {
          expect(post.description, where).not.toMatch(
            /Novidades d[ae]|News from|Edição impressa e digital|Print and digital edition/,
          );
          expect(post.description, where).not.toContain(post.title);
        }
      }
    }
    // Brands that both keep a blog or publications write their own.
    const titles = (panel: Panel, type: Post['type']) => new Set(ofType(panel, type, 'pt').map((p) => p.title));
    expect([...titles('jabuticaba', 'blog')].filter((t) => titles('digital', 'blog').has(t))).toEqual([]);
    expect([...titles('main', 'publications')].filter((t) => titles('cultural', 'publications').has(t))).toEqual([]);
  });

  it('each brand has its own About text naming it; the about page every brand reads names that brand', () => {
    for (const lang of LANGS) {
      const texts = PANELS.map((panel) => dataset.panels[panel].about[lang].content);
      expect(new Set(texts).size).toBe(PANELS.length);
      // Not one boilerplate with the name swapped in.
      const firstSentences = PANELS.map((panel) =>
        text(dataset.panels[panel].about[lang].content).replace(panelBrand(panel).name, 'X').slice(0, 60),
      );
      expect(new Set(firstSentences).size).toBe(PANELS.length);
      for (const panel of PANELS) {
        expect(dataset.panels[panel].about[lang].content).toContain(panelBrand(panel).name);
      }
      // The call table sends about_us to another panel for some brands (cultural reads main's).
      for (const brand of BRANDS) {
        const panel = backendForCall('site.contents', brand.key) as Panel;
        expect(dataset.panels[panel].about[lang].content, `${brand.key} reads ${panel}`).toContain(brand.name);
      }
    }
    expect(backendForCall('site.contents', 'cultural', { routes: { 'site.contents': 'own' } })).toBe('cultural');
  });

  it("hosted videos play their brand's clip, drawn in the brand's colours", () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
        number,
        number,
        number,
      ];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      if (max - min < 0.08) return null; // a grey: no hue
      const h =
        max === r ? ((g - b) / (max - min)) % 6 : max === g ? (b - r) / (max - min) + 2 : (r - g) / (max - min) + 4;
      return (h * 60 + 360) % 360;
    };
    for (const brand of BRANDS) {
      const clip = hostedVideoPath(brand.color);
      expect(existsSync(fileURLToPath(new URL(`../assets/${clip}`, import.meta.url))), clip).toBe(true);
      const brandHue = hue(brand.color.toLowerCase());
      for (const colour of clipColours(brand.color)) {
        const h = hue(colour);
        if (brandHue === null || h === null) continue;
        const distance = Math.min(Math.abs(h - brandHue), 360 - Math.abs(h - brandHue));
        expect(distance, `${brand.key} ${colour}`).toBeLessThan(30);
      }
    }
    for (const panel of PANELS) {
      const clip = hostedVideoPath(panelBrand(panel).color);
      const content = dataset.panels[panel];
      const hosted = [
        ...content.talents.flatMap((t: SeedTalent) => t.video.flatMap((v) => ('url' in v ? [v.url] : []))),
        ...content.posts.flatMap((p) => p.slides.filter((s) => s.mode === 'video').map((s) => s.slide_url)),
        ...(content.customHome.background_video ? [content.customHome.background_video] : []),
      ];
      expect(hosted.length, panel).toBeGreaterThan(0);
      expect(new Set(hosted), panel).toEqual(new Set([clip]));
    }
  });
});
