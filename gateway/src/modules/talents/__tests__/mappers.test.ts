import { describe, expect, it } from 'vitest';
import type { RestTalentProfile, RestTalentSummary } from '../../../upstream/rest';
import { toImage } from '../../shared/media';
import {
  galleryOf,
  handleOf,
  isListable,
  languageFlag,
  listTalents,
  parseCareerCaption,
  secondCover,
  talentPath,
  toSocials,
  toTalentCard,
  toTalentModel,
} from '../mappers';

const MEDIA = 'http://localhost:4010/main';
const CDN = 'https://res.cloudinary.com/agency/image/upload';

/** A talent as the contract describes it; overrides may break the contract on purpose, as real panels do. */
function summary(overrides: Record<string, unknown> = {}): RestTalentSummary {
  return {
    id: 12,
    name: 'Ana Lúcia',
    gender: 'woman',
    cover: 'talents/12/cover.jpg',
    cover2: null,
    book: [
      { id: 1, file: 'talents/12/book-1.jpg', width: 800, height: 1200, type: 'image' },
      { id: 2, file: 'talents/12/book-2.jpg', width: 800, height: 1200, type: 'image' },
    ],
    categories: [{ id: 498 }],
    other_skills: null,
    instagram: '@analucia',
    instagram_followers: 12000,
    tiktok: null,
    tiktok_followers: null,
    twitter: 'https://twitter.com/ana_l/',
    height: '170/5.7',
    bust: '88',
    waist: '60',
    hips: '92',
    suit: null,
    jeans: '38',
    shoes: '37',
    hair: null,
    eyes: null,
    ...overrides,
  } as RestTalentSummary;
}

describe('list rule', () => {
  it('lists a talent with a cover, a name and a book image', () => {
    expect(isListable(summary())).toBe(true);
  });

  it('drops an empty cover and the /image/upload/.jpg placeholder', () => {
    expect(isListable(summary({ cover: '' }))).toBe(false);
    expect(isListable(summary({ cover: null }))).toBe(false);
    expect(isListable(summary({ cover: 'https://res.cloudinary.com/x/image/upload/.jpg' }))).toBe(false);
  });

  it('drops an empty name and a book without images', () => {
    expect(isListable(summary({ name: '  ' }))).toBe(false);
    expect(isListable(summary({ book: [] }))).toBe(false);
    expect(isListable(summary({ book: [{ id: 1, file: 'v.mp4', width: 1, height: 1, type: 'video' }] }))).toBe(false);
  });

  it('orders the listable talents by name', () => {
    const list = listTalents([
      summary({ id: 1, name: 'Bruno' }),
      summary({ id: 2, name: 'Ângela' }),
      summary({ id: 3, name: '' }),
      summary({ id: 4, name: 'carla' }),
    ]);
    expect(list.map((t) => t.id)).toEqual([2, 1, 4]);
  });
});

describe('talent card', () => {
  it('resolves media against the back-end media host and falls back to the first book image', () => {
    const card = toTalentCard(summary(), MEDIA);
    expect(card.cover.url).toBe('http://localhost:4010/main/talents/12/cover.jpg');
    expect(card.cover2?.url).toBe('http://localhost:4010/main/talents/12/book-1.jpg');
    expect(card.slug).toBe('ana-lucia');
    expect(card.measures.map((m) => m.metric)).toEqual(['170cm', '88', '92', '60', '38']);
  });
});

describe('career captions', () => {
  it('reads title, author, year and the rest as description', () => {
    expect(parseCareerCaption('Novela X\nTV Globo\n2021\nPapel principal.\nIndicada a prêmio.')).toEqual({
      title: 'Novela X',
      author: 'TV Globo',
      year: '2021',
      description: 'Papel principal.\nIndicada a prêmio.',
    });
  });

  it('accepts short captions and skips empty ones', () => {
    expect(parseCareerCaption('Só o título')).toEqual({
      title: 'Só o título',
      author: null,
      year: null,
      description: null,
    });
    expect(parseCareerCaption('')).toBeNull();
    expect(parseCareerCaption(null)).toBeNull();
  });
});

describe('languages, socials, paths', () => {
  it('flags the nine flag languages by code or name', () => {
    expect(languageFlag('Português', 'pt')).toBe('pt');
    expect(languageFlag('Alemão')).toBe('de');
    expect(languageFlag('Hebrew')).toBe('he');
    expect(languageFlag('Sueco')).toBe('sv');
    expect(languageFlag('Japonês', 'ja')).toBeNull();
  });

  it('normalises handles and keeps follower counts', () => {
    expect(handleOf('https://www.instagram.com/ana/?hl=pt')).toBe('ana');
    expect(toSocials(summary())).toEqual([
      { network: 'instagram', handle: 'analucia', url: 'https://www.instagram.com/analucia', followers: 12000 },
      { network: 'twitter', handle: 'ana_l', url: 'https://x.com/ana_l', followers: null },
    ]);
  });

  it("builds '/{id}/{slug}' and '/{category}/{id}/{slug}'", () => {
    expect(talentPath(12, 'Ana Lúcia', null)).toBe('/12/ana-lucia');
    expect(talentPath(12, 'Ana Lúcia', 'jornalistas')).toBe('/jornalistas/12/ana-lucia');
  });

  it('takes book slides 2 to 6 as the gallery', () => {
    expect(galleryOf([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([2, 3, 4, 5, 6]);
    expect(galleryOf([1, 2])).toEqual([2]);
  });
});

describe('talent profile', () => {
  const profile = {
    ...summary({
      book: Array.from({ length: 8 }, (_, i) => ({
        id: i,
        file: `talents/12/b${i}.jpg`,
        width: 800,
        height: 1200,
        type: 'image',
      })),
    }),
    about: '<p>Bio <script>alert(1)</script><b>ok</b></p>',
    nationality: 'Brasileira',
    detailed_languages: [{ language: 'Inglês', code: 'en' }],
    compo: [],
    video: [
      { id: 1, provider: 'youtube', file: 'abc123' },
      { id: 2, provider: 'vimeo', file: '76979871/8272103f6e' },
      { id: 3, url: 'talents/12/reel.mp4' },
    ],
    albums: [
      {
        id: 368,
        name: 'Carreira',
        items: [{ id: 9, type: 'image', file: 'c/1.jpg', caption: 'Filme\nDiretor\n2020', width: 600, height: 600 }],
      },
    ],
  } as RestTalentProfile;

  it('maps gallery, career, videos and sanitised bio', () => {
    const model = toTalentModel(profile, MEDIA, { brand: 'cq-empresariamento', category: 'jornalistas' }, 368)!;
    expect(model.compositeCards).toEqual([]);
    expect(model.path).toBe('/jornalistas/12/ana-lucia');
    expect(model.gallery.map((i) => i.url.split('/').pop())).toEqual([
      'b1.jpg',
      'b2.jpg',
      'b3.jpg',
      'b4.jpg',
      'b5.jpg',
    ]);
    expect(model.career).toEqual([
      {
        title: 'Filme',
        author: 'Diretor',
        year: '2020',
        description: null,
        image: expect.objectContaining({ url: 'http://localhost:4010/main/c/1.jpg' }),
      },
    ]);
    expect(model.videos.map((v) => v.__typename)).toEqual(['YoutubeVideo', 'VimeoVideo', 'HostedVideo']);
    expect(model.about).toBe('<p>Bio <b>ok</b></p>');
    expect(model.languages).toEqual([{ name: 'Inglês', flag: 'en' }]);
  });
});

describe("the family's shapes: shown, or counted when left out", () => {
  function recorder() {
    const kinds: string[] = [];
    return { note: (kind: string) => void kinds.push(kind), kinds };
  }
  /** A list row as the integration service sends it: absolute CDN media, book items without a type. */
  const familyRow = (overrides: Record<string, unknown> = {}) =>
    summary({
      cover: `${CDN}/talents/12/cover.jpg`,
      // No second cover, as the family says it: its "no image" placeholder.
      cover2: `${CDN}/.jpg`,
      book: [
        { id: 1, file: `${CDN}/talents/12/book-1.jpg`, width: 800, height: 1200 },
        { id: 2, file: `${CDN}/v1712/talents/12/book-2`, width: 800, height: 1200 },
        { id: 3, file: 'https://cdn.example/talents/12/notes.pdf' },
      ],
      ...overrides,
    });

  it('shows a book item without a type as an image when its file is one, and counts what it defaulted or dropped', () => {
    const { note, kinds } = recorder();
    const listed = listTalents([familyRow()], note);
    expect(listed).toHaveLength(1);
    expect(kinds).toEqual(['item_type_inferred', 'item_type_inferred', 'item_dropped']);
    const card = toTalentCard(listed[0]!, MEDIA);
    // Absolute CDN URLs are kept as they are; the placeholder cover2 is no image: the first book image.
    expect(card.cover.url).toBe(`${CDN}/talents/12/cover.jpg`);
    expect(card.cover2?.url).toBe(`${CDN}/talents/12/book-1.jpg`);
  });

  it("reads the family's placeholder cover2 as no image, without counting it; a null one too, counted", () => {
    const first = toImage(MEDIA, `${CDN}/talents/12/book-1.jpg`, 'Ana')!;
    for (const empty of [
      `${CDN}/.jpg`,
      ' https://res.cloudinary.com/managerfashion/image/upload/.jpg ',
      '',
      undefined,
    ]) {
      const { note, kinds } = recorder();
      expect(secondCover(MEDIA, empty, first, 'Ana', note), String(empty)).toBe(first);
      const listed = listTalents([familyRow({ cover2: empty, book: [familyRow().book![0]] })], note);
      expect(toTalentCard(listed[0]!, MEDIA).cover2?.url).toBe(`${CDN}/talents/12/book-1.jpg`);
      expect(kinds, String(empty)).toEqual(['item_type_inferred']);
    }
    // Null is not the family's form: read the same, and counted once per answer (field_defaulted).
    const { note, kinds } = recorder();
    expect(secondCover(MEDIA, null, first, 'Ana', note)).toBe(first);
    expect(kinds).toEqual(['field_defaulted']);
    const listed = listTalents([familyRow({ cover2: null, book: [familyRow().book![0]] })], note);
    expect(toTalentCard(listed[0]!, MEDIA).cover2?.url).toBe(`${CDN}/talents/12/book-1.jpg`);
    expect(kinds).toEqual(['field_defaulted', 'item_type_inferred', 'field_defaulted']);
    // A second cover of its own is kept, and no book image stands in for it.
    const own = toTalentCard(familyRow({ cover2: `${CDN}/talents/12/cover2.jpg` }), MEDIA);
    expect(own.cover2?.url).toBe(`${CDN}/talents/12/cover2.jpg`);
    expect(secondCover(MEDIA, null, null, 'Ana')).toBeNull();
  });

  it('reads a profile whose cover2 is the placeholder with the first book image in its place', () => {
    const { note, kinds } = recorder();
    const profile = {
      ...familyRow(),
      book: [{ id: 1, file: `${CDN}/talents/12/book-1.jpg`, type: 'image' }],
      video: [],
      compo: [],
    } as unknown as RestTalentProfile;
    const model = toTalentModel(profile, MEDIA, { brand: 'cq-empresariamento', category: null }, 368, note)!;
    expect(model.cover2?.url).toBe(`${CDN}/talents/12/book-1.jpg`);
    expect(kinds).toEqual([]);
    const withNull = toTalentModel(
      { ...profile, cover2: null },
      MEDIA,
      { brand: 'digital', category: null },
      368,
      note,
    )!;
    expect(withNull.cover2?.url).toBe(`${CDN}/talents/12/book-1.jpg`);
    expect(kinds).toEqual(['field_defaulted']);
  });

  it('keeps the placeholder cover out of the list by the list rule, not as drift', () => {
    const { note, kinds } = recorder();
    expect(listTalents([familyRow({ cover: `${CDN}/.jpg` })], note)).toEqual([]);
    expect(kinds).toEqual([]);
  });

  it('counts a row without a usable id as dropped', () => {
    const { note, kinds } = recorder();
    expect(listTalents([familyRow({ id: 'x' })], note)).toEqual([]);
    expect(kinds).toEqual(['row_dropped']);
  });

  it('reads a profile whose optional blocks are absent (flags not honoured): empty, never an error', () => {
    const { note, kinds } = recorder();
    const bare = {
      id: 12,
      name: 'Ana Lúcia',
      cover: `${CDN}/talents/12/cover.jpg`,
      categories: [{ id: 498 }],
      video: [],
      book: [{ id: 1, file: `${CDN}/talents/12/book-1.jpg` }],
      compo: [{ file: `${CDN}/talents/12/compo-1.jpg`, width: 1200, height: 800 }],
    } as RestTalentProfile;
    const model = toTalentModel(bare, MEDIA, { brand: 'cq-empresariamento', category: null }, 368, note)!;
    expect(model.book.map((i) => i.url)).toEqual([`${CDN}/talents/12/book-1.jpg`]);
    expect(model.cover2?.url).toBe(`${CDN}/talents/12/book-1.jpg`);
    expect(model.languages).toEqual([]);
    expect(model.career).toEqual([]);
    expect(model.nationality).toBeNull();
    expect(model.otherSkills).toBeNull();
    expect(model.compositeCards).toEqual([
      expect.objectContaining({ url: `${CDN}/talents/12/compo-1.jpg`, width: 1200 }),
    ]);
    expect(kinds).toEqual(['item_type_inferred']);
  });
});
