import { chance, hex, int, pick, rngFor, sample, shuffle, youtubeId, type Rng } from '../prng';
import type { AlbumItem, BookItem, Lang, SeedTalent, TalentVideo } from '../types';
import { writeBio } from './bios';
import { CAREER_SLOTS, describeWork, professionOfAlbum, worksOf, type Profession } from './careers';
import { photoPath, RATIOS, ratioSize, type Ratio } from './media-paths';
import { LAST_NAMES, MEN_FIRST, WOMEN_FIRST } from './names';
import { BRAZIL, ORIGINS, SECOND_LANGUAGE_POOL } from './origins';
import { EYE_COLOURS, HAIR_COLOURS } from '@agency/schema/validation';

export interface RosterSpec {
  /** First talent id; ids grow by one, ordered like the list the panel answers. */
  idBase: number;
  count: number;
  /** Albums of the i-th talent given its gender. */
  albumsFor: (index: number, gender: SeedTalent['gender'], rng: Rng) => number[];
  /** Kind of roster, to flavour skills and follower counts. */
  flavour: 'agency' | 'acting' | 'digital';
  /** The brand's hosted clip (hostedVideoPath of its colour): what its talents' hosted videos play. */
  hostedVideo: string;
}

/** Hair and eye colours as the back-ends store them: the English values of the shared option tables. */
const HAIR = HAIR_COLOURS.map((o) => o.value);
const EYES = EYE_COLOURS.map((o) => o.value);

const SKILLS = {
  agency: ['Apresentação', 'Locução', 'Dublagem', 'Canto', 'Dança contemporânea', 'Teatro musical', 'Improviso'],
  acting: ['Esgrima cênica', 'Equitação', 'Sapateado', 'Violão', 'Libras', 'Natação', 'Stand-up', 'Capoeira'],
  digital: ['Unboxing', 'Lives', 'Moda', 'Games', 'Gastronomia', 'Viagens', 'Beleza', 'Fitness'],
} as const;

/** The year the demo content is written in: careers and bios count up to it. */
const THIS_YEAR = 2025;

/**
 * A birth date that agrees with the career: the talent began working at 16 to 30. One in twelve
 * talents has none (the agency keeps no date). Drawn from a stream of the id's own, so adding it
 * moved no other draw.
 */
function birthdateOf(id: number, since: number): string | null {
  const rng = rngFor(`talent-birth:${id}`);
  if (chance(rng, 1 / 12)) return null;
  const year = since - int(rng, 16, 30);
  const month = int(rng, 1, 12);
  const day = int(rng, 1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const CAREER_SLOT_INDEXES = Array.from({ length: CAREER_SLOTS }, (_, k) => k);

function measure(rng: Rng, metric: number, imperial: string): string {
  switch (int(rng, 0, 3)) {
    case 0:
      return `${metric}/${imperial}`;
    case 1:
      return `${metric}x${imperial}`;
    case 2:
      return `${metric} ${imperial}`;
    default:
      return String(metric);
  }
}

function handle(name: string, rng: Rng): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, pick(rng, ['.', '_', '']));
  return base.replace(/^[._]+|[._]+$/g, '');
}

function ratioMix(rng: Rng): Ratio {
  // Portraits dominate a book; squares and landscapes break the rhythm.
  return pick(rng, ['3x4', '3x4', '4x5', '4x5', '2x3', '2x3', '1x1', '16x9'] as const);
}

function book(id: number, rng: Rng): BookItem[] {
  const count = int(rng, 6, 12);
  return Array.from({ length: count }, (_, k) => {
    const ratio = k === 0 ? '3x4' : ratioMix(rng);
    return {
      id: id * 100 + k + 1,
      file: photoPath(`talents/${id}`, `book-${String(k + 1).padStart(2, '0')}`, ratio),
      ...ratioSize(ratio),
      type: 'image' as const,
    };
  });
}

function videos(id: number, rng: Rng, hostedVideo: string): TalentVideo[] {
  const out: TalentVideo[] = [];
  const count = int(rng, 0, 3);
  for (let k = 0; k < count; k++) {
    const vid = id * 10 + k + 1;
    const kind = (id + k) % 3;
    if (kind === 0) out.push({ id: vid, url: hostedVideo });
    else if (kind === 1) out.push({ id: vid, provider: 'youtube', file: youtubeId(rng) });
    else {
      const vimeo = String(int(rng, 100000000, 999999999));
      out.push({ id: vid, provider: 'vimeo', file: chance(rng, 0.5) ? `${vimeo}/${hex(rng, 10)}` : vimeo });
    }
  }
  return out;
}

interface CareerEntry {
  k: number;
  title: Record<Lang, string>;
  by: string;
  year: number;
  text: Record<Lang, string>;
  ratio: Ratio | null;
}

/**
 * Two to five works of the talent's profession, from the year the career began to this year, newest
 * first. Draws from the roster's stream: a count, a shuffle of the slots, then per entry a year, a
 * ratio (entries with a photo) and a number for its sizes; the role comes from the text stream.
 */
function careerEntries(rng: Rng, textRng: Rng, profession: Profession, since: number): CareerEntry[] {
  const works = worksOf(profession);
  const count = int(rng, 2, 5);
  const entries = shuffle(rng, CAREER_SLOT_INDEXES)
    .slice(0, count)
    .map((slot, k): CareerEntry => {
      const work = works[slot]!;
      // Most work is recent: the year leans towards this one (one draw, as the roster's stream has it).
      const year = THIS_YEAR - Math.floor(rng() ** 2 * (THIS_YEAR - since + 1));
      const ratio = k % 2 === 0 ? pick(rng, ['16x9', '4x5', '1x1'] as const) : null;
      const text = describeWork(profession, work, rng(), textRng());
      return { k, title: { pt: work.pt, en: work.en }, by: work.by, year, text, ratio };
    });
  return entries.sort((a, b) => b.year - a.year || a.k - b.k);
}

/** The career album's items in one language: caption lines title, author, year, description. */
function careerItems(id: number, entries: readonly CareerEntry[], lang: Lang): AlbumItem[] {
  return entries.map((entry) => ({
    id: id * 1000 + 500 + entry.k,
    type: entry.ratio ? ('image' as const) : ('text' as const),
    file: entry.ratio ? photoPath(`talents/${id}`, `career-${entry.k + 1}`, entry.ratio) : null,
    caption: `${entry.title[lang]}\n${entry.by}\n${entry.year}\n${entry.text[lang]}`,
    width: entry.ratio ? ratioSize(entry.ratio).width : null,
    height: entry.ratio ? ratioSize(entry.ratio).height : null,
  }));
}

export interface NamePicker {
  next(gender: 'woman' | 'man', rng: Rng): string;
}

/** Unique full names; past the base pool, names repeat with a numeric suffix (SANDBOX_SCALE). */
export function namePicker(baseCount: number): NamePicker {
  const used = new Set<string>();
  let made = 0;
  return {
    next(gender, rng) {
      const firsts = gender === 'woman' ? WOMEN_FIRST : MEN_FIRST;
      let name = '';
      for (let attempt = 0; attempt < 50; attempt++) {
        name = `${pick(rng, firsts)} ${pick(rng, LAST_NAMES)}`;
        if (!used.has(name)) break;
      }
      const round = Math.floor(made / baseCount);
      made++;
      if (used.has(name) || round > 0) name = `${name} ${round + 1}`;
      used.add(name);
      return name;
    },
  };
}

/**
 * One talent. Names, measures and media come from the roster's one stream (`rng`), so every draw
 * here keeps its place: a text change that took more or fewer draws from it would give every later
 * talent another name (tests, links and bookmarks name talents). Wording that is free to vary takes
 * a stream of its own, seeded by the id (`textRng`).
 */
export function makeTalent(
  id: number,
  name: string,
  gender: SeedTalent['gender'],
  albums: number[],
  spec: RosterSpec,
  rng: Rng,
): SeedTalent {
  const textRng = rngFor(`talent-text:${id}`);
  const images = book(id, rng);
  const woman = gender !== 'man';
  const insta = chance(rng, 0.85);
  const tiktok = chance(rng, spec.flavour === 'digital' ? 0.9 : 0.45);
  const twitter = chance(rng, 0.3);
  const followers = (scale: number) => Math.round((rng() * rng() * scale + 800) / 10) * 10;
  const origin = chance(rng, 0.9) ? (chance(rng, 0.7) ? BRAZIL : pick(rng, ORIGINS)) : null;
  // Portuguese, the language of the talent's country, and up to three more from the likely ones.
  // The pool has eight entries, as the shuffle the roster's stream was laid out with.
  const extraLanguages = sample(rng, SECOND_LANGUAGE_POOL, int(rng, 0, 3));
  const languageCodes = [...new Set(['pt', ...(origin ? [origin.language] : []), ...extraLanguages])];
  const albumItems: Record<string, AlbumItem[]> = {};
  for (const album of albums) {
    albumItems[String(album)] = images.slice(1, 1 + int(rng, 3, 5)).map((item, k) => ({
      id: album * 100000 + id * 10 + k,
      type: 'image',
      file: item.file,
      caption: null,
      width: item.width,
      height: item.height,
    }));
  }
  const h = woman ? int(rng, 158, 182) : int(rng, 168, 195);
  const summary = {
    id,
    name,
    gender,
    cover: photoPath(`talents/${id}`, 'cover', '3x4'),
    cover2: chance(rng, 0.9) ? photoPath(`talents/${id}`, 'cover2', '3x4') : null,
    book: images,
    other_skills: chance(rng, 0.7) ? sample(rng, SKILLS[spec.flavour], int(rng, 1, 3)).join(', ') : null,
    instagram: insta ? `@${handle(name, rng)}` : null,
    instagram_followers: insta ? followers(spec.flavour === 'digital' ? 4_000_000 : 600_000) : null,
    tiktok: tiktok ? `@${handle(name, rng)}` : null,
    tiktok_followers: tiktok && chance(rng, 0.9) ? followers(spec.flavour === 'digital' ? 6_000_000 : 300_000) : null,
    twitter: twitter ? `@${handle(name, rng)}` : null,
    albums,
    height: chance(rng, 0.95) ? measure(rng, h, (h / 30.48).toFixed(1)) : null,
    bust: woman ? measure(rng, int(rng, 78, 98), String(int(rng, 31, 38))) : null,
    waist: measure(rng, woman ? int(rng, 58, 74) : int(rng, 70, 88), String(int(rng, 23, 34))),
    hips: measure(rng, woman ? int(rng, 86, 102) : int(rng, 88, 100), String(int(rng, 33, 40))),
    suit: woman ? null : measure(rng, int(rng, 46, 56), String(int(rng, 36, 46))),
    jeans: chance(rng, 0.9) ? `${int(rng, 34, 46)} ${int(rng, 24, 36)}` : null,
    shoes: chance(rng, 0.9) ? measure(rng, woman ? int(rng, 34, 40) : int(rng, 39, 45), String(int(rng, 5, 12))) : null,
    hair: chance(rng, 0.9) ? pick(rng, HAIR) : null,
    eyes: chance(rng, 0.9) ? pick(rng, EYES) : null,
  };
  // Born in a city of the talent's country (unknown nationality: the Brazilian city they live in).
  const city = pick(rng, (origin ?? BRAZIL).cities);
  const years = int(rng, 3, 25);
  const since = THIS_YEAR - years;
  const video = videos(id, rng, spec.hostedVideo);
  const profession = professionOfAlbum(albums[0]);
  const career = careerEntries(rng, textRng, profession, since);
  const latest = career[0];
  const birthdate = birthdateOf(id, since);
  const about = writeBio(
    {
      name,
      origin,
      city,
      movedIn: origin && origin !== BRAZIL ? int(textRng, Math.max(since - 5, 1995), THIS_YEAR - 3) : null,
      profession,
      years,
      since,
      languageCodes,
      latest: latest ? { title: latest.title, by: latest.by, year: String(latest.year) } : null,
      instagramFollowers: summary.instagram_followers,
    },
    textRng,
  );
  return {
    ...summary,
    birthdate,
    about,
    nationality: origin
      ? { pt: woman ? origin.nationality.pt : origin.nationality.ptMale, en: origin.nationality.en }
      : null,
    languageCodes,
    video,
    career: { pt: careerItems(id, career, 'pt'), en: careerItems(id, career, 'en') },
    albumItems,
  };
}

export function makeRoster(spec: RosterSpec, baseCount: number, rng: Rng): SeedTalent[] {
  const names = namePicker(baseCount);
  return Array.from({ length: spec.count }, (_, i) => {
    const roll = rng();
    const gender: SeedTalent['gender'] = roll < 0.04 ? 'undefined' : roll < 0.54 ? 'woman' : 'man';
    const name = names.next(gender === 'undefined' ? (i % 2 ? 'woman' : 'man') : gender, rng);
    return makeTalent(spec.idBase + i, name, gender, spec.albumsFor(i, gender, rng), spec, rng);
  });
}

/**
 * Talents the list rule must hide (empty cover, placeholder cover, empty name,
 * book without images). The panel returns them; the gateway filters them out.
 */
export function hiddenFixtures(idBase: number, albums: readonly number[], hostedVideo: string, rng: Rng): SeedTalent[] {
  const spec: RosterSpec = { idBase, count: 4, albumsFor: () => [], flavour: 'agency', hostedVideo };
  const make = (k: number, name: string) =>
    makeTalent(idBase + k, name, 'woman', [albums[k % albums.length]!], spec, rng);
  const emptyCover = make(0, 'Hidden Fixture Empty Cover');
  emptyCover.cover = '';
  const placeholder = make(1, 'Hidden Fixture Placeholder Cover');
  placeholder.cover = `talents/${idBase + 1}/image/upload/.jpg`;
  const noName = make(2, '');
  noName.other_skills = 'Hidden Fixture Empty Name';
  const noBook = make(3, 'Hidden Fixture Empty Book');
  noBook.book = [];
  return [emptyCover, placeholder, noName, noBook];
}

export { RATIOS };
