import { chance, hex, int, pick, sample, youtubeId, type Rng } from '../prng';
import type { AlbumItem, BookItem, SeedTalent, TalentVideo } from '../types';
import { FLAG_LANGUAGES, NATIONALITIES } from './albums';
import { HOSTED_VIDEO, photoPath, RATIOS, ratioSize, type Ratio } from './media-paths';
import { LAST_NAMES, MEN_FIRST, WOMEN_FIRST } from './names';
import { EYE_COLOURS, HAIR_COLOURS } from '@agency/schema/validation';

export interface RosterSpec {
  /** First talent id; ids grow by one, ordered like the list the panel answers. */
  idBase: number;
  count: number;
  /** Albums of the i-th talent given its gender. */
  albumsFor: (index: number, gender: SeedTalent['gender'], rng: Rng) => number[];
  /** Kind of roster, to flavour skills and bios. */
  flavour: 'agency' | 'acting' | 'digital';
}

/** Hair and eye colours as the back-ends store them: the English values of the shared option tables. */
const HAIR = HAIR_COLOURS.map((o) => o.value);
const EYES = EYE_COLOURS.map((o) => o.value);

const SKILLS = {
  agency: ['Apresentação', 'Locução', 'Dublagem', 'Canto', 'Dança contemporânea', 'Teatro musical', 'Improviso'],
  acting: ['Esgrima cênica', 'Equitação', 'Sapateado', 'Violão', 'Libras', 'Natação', 'Stand-up', 'Capoeira'],
  digital: ['Unboxing', 'Lives', 'Moda', 'Games', 'Gastronomia', 'Viagens', 'Beleza', 'Fitness'],
} as const;

const CAREER_WORKS = [
  { pt: 'Mar de Dentro', en: 'Inner Sea', author: 'Globoplay' },
  { pt: 'Cidade Invisível', en: 'Invisible City', author: 'Netflix' },
  { pt: 'O Último Verão', en: 'The Last Summer', author: 'HBO Max' },
  { pt: 'Terra Vermelha', en: 'Red Earth', author: 'TV Globo' },
  { pt: 'Noites de Lisboa', en: 'Lisbon Nights', author: 'RTP' },
  { pt: 'A Travessia', en: 'The Crossing', author: 'Prime Video' },
  { pt: 'Retratos', en: 'Portraits', author: 'Teatro Oficina' },
  { pt: 'Campanha Outono', en: 'Autumn Campaign', author: 'Osklen' },
  { pt: 'Vozes do Sertão', en: 'Voices of the Backlands', author: 'Canal Brasil' },
  { pt: 'Jornal da Noite', en: 'Evening News', author: 'CNN Brasil' },
] as const;

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

function videos(id: number, rng: Rng): TalentVideo[] {
  const out: TalentVideo[] = [];
  const count = int(rng, 0, 3);
  for (let k = 0; k < count; k++) {
    const vid = id * 10 + k + 1;
    const kind = (id + k) % 3;
    if (kind === 0) out.push({ id: vid, url: HOSTED_VIDEO });
    else if (kind === 1) out.push({ id: vid, provider: 'youtube', file: youtubeId(rng) });
    else {
      const vimeo = String(int(rng, 100000000, 999999999));
      out.push({ id: vid, provider: 'vimeo', file: chance(rng, 0.5) ? `${vimeo}/${hex(rng, 10)}` : vimeo });
    }
  }
  return out;
}

function career(id: number, rng: Rng): AlbumItem[] {
  return sample(rng, CAREER_WORKS, int(rng, 2, 5)).map((work, k) => {
    const year = String(int(rng, 2008, 2025));
    const withImage = k % 2 === 0;
    const ratio: Ratio = withImage ? pick(rng, ['16x9', '4x5', '1x1'] as const) : '1x1';
    return {
      id: id * 1000 + 500 + k,
      type: withImage ? ('image' as const) : ('text' as const),
      file: withImage ? photoPath(`talents/${id}`, `career-${k + 1}`, ratio) : null,
      caption: `${work.pt}\n${work.author}\n${year}\nParticipação marcante em "${work.pt}" (${work.en}), com elogios da crítica.\nTrabalho desenvolvido ao longo de ${int(rng, 2, 14)} meses.`,
      width: withImage ? ratioSize(ratio).width : null,
      height: withImage ? ratioSize(ratio).height : null,
    };
  });
}

function about(name: string, flavour: RosterSpec['flavour'], rng: Rng): SeedTalent['about'] {
  const first = name.split(' ')[0];
  const city = pick(rng, ['São Paulo', 'Rio de Janeiro', 'Salvador', 'Recife', 'Belo Horizonte', 'Porto Alegre']);
  const years = int(rng, 3, 25);
  const pt = {
    agency: `<p><strong>${name}</strong> nasceu em ${city} e trabalha há ${years} anos entre televisão, teatro e cinema.</p><p>A presença em cena e a versatilidade de ${first} marcaram campanhas nacionais.</p>`,
    acting: `<p><strong>${name}</strong> estudou artes cênicas em ${city} e soma ${years} anos de palco.</p><p>Em publicidade, ${first} já protagonizou filmes para marcas de moda, bebidas e tecnologia.</p>`,
    digital: `<p><strong>${name}</strong> cria conteúdo desde ${2025 - years} a partir de ${city}.</p><p>${first} fala com uma comunidade fiel sobre estilo de vida, com <em>lives</em> semanais.</p>`,
  }[flavour];
  const en = {
    agency: `<p><strong>${name}</strong> was born in ${city} and has worked for ${years} years across television, theatre and film.</p><p>${first} is known for stage presence and range in national campaigns.</p>`,
    acting: `<p><strong>${name}</strong> studied drama in ${city} and has ${years} years on stage.</p><p>In advertising, ${first} has starred in films for fashion, drinks and tech brands.</p>`,
    digital: `<p><strong>${name}</strong> has been creating content since ${2025 - years}, based in ${city}.</p><p>${first} talks to a loyal community about lifestyle, with weekly <em>live streams</em>.</p>`,
  }[flavour];
  return { pt, en };
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

export function makeTalent(
  id: number,
  name: string,
  gender: SeedTalent['gender'],
  albums: number[],
  spec: RosterSpec,
  rng: Rng,
): SeedTalent {
  const images = book(id, rng);
  const woman = gender !== 'man';
  const insta = chance(rng, 0.85);
  const tiktok = chance(rng, spec.flavour === 'digital' ? 0.9 : 0.45);
  const twitter = chance(rng, 0.3);
  const followers = (scale: number) => Math.round((rng() * rng() * scale + 800) / 10) * 10;
  const nationality = chance(rng, 0.9) ? (chance(rng, 0.7) ? NATIONALITIES[0] : pick(rng, NATIONALITIES)) : null;
  const languageCodes = [
    'pt',
    ...sample(
      rng,
      FLAG_LANGUAGES.map((l) => l.code).filter((c) => c !== 'pt'),
      int(rng, 0, 3),
    ),
  ];
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
  return {
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
    about: about(name, spec.flavour, rng),
    nationality: nationality ? { pt: woman ? nationality.pt : nationality.ptMale, en: nationality.en } : null,
    languageCodes,
    video: videos(id, rng),
    career: career(id, rng),
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
export function hiddenFixtures(idBase: number, albums: readonly number[], rng: Rng): SeedTalent[] {
  const spec: RosterSpec = { idBase, count: 4, albumsFor: () => [], flavour: 'agency' };
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
