import { talentProfilePath } from '@agency/schema/paths';
import type { BrandKey } from '@agency/schema/brands';
import type { CareerEntry, Gender, Language, SocialAccount, Talent, TalentCard } from '../../generated/resolvers-types';
import type {
  RestAlbumItem,
  RestTalentFields,
  RestTalentProfile,
  RestTalentSummary,
  RestTalentVideo,
} from '../../upstream/rest';
import { safeHtml } from '../shared/html';
import { ignoreDrift, type DriftNote } from '../../upstream/drift';
import {
  hostedVideo,
  isEmptyMedia,
  looksLikeImage,
  toImage,
  vimeoVideo,
  youtubeVideo,
  type ImageModel,
  type MediaModel,
} from '../shared/media';
import { foldAccents, nonEmpty, slugify } from '../shared/text';
import { measuresFor, type TalentGender } from './measures';

/** Album 368 holds career content. */
export { CAREER_ALBUM_ID } from '@agency/schema/brands';

/** A profile as resolved, minus the neighbours, which Talent.previous/next read from the list lazily. */
export type TalentModel = Omit<Talent, 'previous' | 'next' | 'listedPath'> & {
  /** The list the profile was opened from: brand and category decide the neighbours. */
  list: { brand: BrandKey; category: string | null };
};

export type TalentCardModel = TalentCard & { cover: ImageModel };

type RestBookItem = NonNullable<RestTalentSummary['book']>[number];

/**
 * Whether a book or album item is an image. Typed items say so; the family's items carry no type (no
 * public client reads one), so an untyped item is an image when its file is one (noted as drift), and
 * an untyped item that is not is left out (noted). Items typed as something else (video, text) are
 * not images, as their type says.
 */
export function isImageItem(item: { type?: string | null; file?: string | null }, note: DriftNote = ignoreDrift) {
  if (isEmptyMedia(item.file)) return false;
  if (item.type === 'image') return true;
  if (item.type) return false;
  const image = looksLikeImage(item.file!);
  note(image ? 'item_type_inferred' : 'item_dropped', item.file!);
  return image;
}

function bookImages(talent: { book?: readonly RestBookItem[] | null }, note: DriftNote = ignoreDrift) {
  return (talent.book ?? []).filter((item) => isImageItem(item, note));
}

/** The list rule: a talent is listed only with a cover that is not the placeholder, a name, and at least one book image. */
export function isListable(talent: RestTalentSummary, note: DriftNote = ignoreDrift): boolean {
  return !isEmptyMedia(talent.cover) && nonEmpty(talent.name) !== null && bookImages(talent, note).length > 0;
}

export function genderOf(gender: string | null | undefined): { gender: Gender; key: TalentGender } {
  if (gender === 'woman') return { gender: 'WOMAN', key: 'woman' };
  if (gender === 'man') return { gender: 'MAN', key: 'man' };
  return { gender: 'UNDEFINED', key: 'undefined' };
}

/** A profile's site path (talentProfilePath), its slug from the name. */
export function talentPath(id: number | string, name: string, category: string | null | undefined): string {
  return talentProfilePath(id, slugify(name), category);
}

const collator = new Intl.Collator('pt', { sensitivity: 'base' });

/**
 * The listable talents, ordered by name. Rows without a numeric id are left out and noted (they
 * could not be opened); rows the list rule hides are the rule, not drift.
 */
export function listTalents(talents: readonly RestTalentSummary[], note: DriftNote = ignoreDrift): RestTalentSummary[] {
  return talents
    .filter((talent) => {
      if (Number.isInteger(talent.id)) return true;
      note('row_dropped', `id ${JSON.stringify(talent.id)}`);
      return false;
    })
    .filter((talent) => {
      if (!isListable(talent, note)) return false;
      // Counted here, once per answer: cards are mapped per request, without a note.
      noteNullCover2(talent.cover2, note);
      return true;
    })
    .sort((a, b) => collator.compare(a.name!.trim(), b.name!.trim()) || a.id - b.id);
}

/**
 * The second cover of a card or profile: `cover2`, else the first book image. The family answers "no
 * second cover" with its "no image" placeholder (…/image/upload/.jpg), read as no image like "" or an
 * absent block; a null is not the family's form (its client compares cover2 with the placeholder):
 * read as no image too, and counted as a default (field_defaulted).
 */
export function secondCover(
  mediaBase: string,
  cover2: string | null | undefined,
  firstBook: ImageModel | null,
  name: string,
  note: DriftNote = ignoreDrift,
): ImageModel | null {
  noteNullCover2(cover2, note);
  return toImage(mediaBase, cover2, name) ?? firstBook;
}

function noteNullCover2(cover2: string | null | undefined, note: DriftNote): void {
  if (cover2 === null) note('field_defaulted', 'cover2 null, read as no image: the first book image');
}

export function toTalentCard(talent: RestTalentSummary, mediaBase: string): TalentCardModel {
  const name = talent.name!.trim();
  const book = bookImages(talent);
  const { gender, key } = genderOf(talent.gender);
  const firstBook = book[0] ? toImage(mediaBase, book[0].file, name, book[0]) : null;
  return {
    id: String(talent.id),
    name,
    slug: slugify(name),
    gender,
    cover: toImage(mediaBase, talent.cover, name)!,
    cover2: secondCover(mediaBase, talent.cover2, firstBook, name),
    measures: measuresFor(key, talent),
    instagramFollowers: talent.instagram_followers ?? null,
    tiktokFollowers: talent.tiktok_followers ?? null,
  };
}

/** A career caption splits on line breaks into title, author, year, then the description. */
export function parseCareerCaption(caption: string | null | undefined): Omit<CareerEntry, 'image'> | null {
  const lines = (caption ?? '').split(/\r?\n/).map((line) => line.trim());
  const [title, author, year, ...rest] = lines;
  if (!title) return null;
  const description = rest.join('\n').trim();
  return { title, author: author || null, year: year || null, description: description || null };
}

export function careerEntries(
  items: readonly RestAlbumItem[],
  mediaBase: string,
  note: DriftNote = ignoreDrift,
): CareerEntry[] {
  return items.flatMap((item) => {
    const parsed = parseCareerCaption(item.caption);
    if (!parsed) return [];
    // A career entry's text is the entry; its picture is shown only when the item is an image.
    const image =
      item.type === 'image' || (!item.type && item.file && looksLikeImage(item.file))
        ? toImage(mediaBase, item.file, parsed.title, item, note)
        : null;
    return [{ ...parsed, image }];
  });
}

/** The languages shown with a flag (German, Croatian, Spanish, French, Hebrew, English, Italian, Portuguese, Swedish), by ISO code and by name in Portuguese or English. */
const FLAGS: Record<string, string> = {
  de: 'de', alemao: 'de', german: 'de',
  hr: 'hr', croata: 'hr', croatian: 'hr',
  es: 'es', espanhol: 'es', spanish: 'es',
  fr: 'fr', frances: 'fr', french: 'fr',
  he: 'he', hebraico: 'he', hebrew: 'he',
  en: 'en', ingles: 'en', english: 'en',
  it: 'it', italiano: 'it', italian: 'it',
  pt: 'pt', portugues: 'pt', portuguese: 'pt',
  sv: 'sv', sueco: 'sv', swedish: 'sv',
}; // prettier-ignore

export function languageFlag(name: string, code?: string | null): string | null {
  const byCode = code ? FLAGS[code.trim().toLowerCase()] : undefined;
  return byCode ?? FLAGS[foldAccents(name).trim().toLowerCase()] ?? null;
}

export function toLanguages(languages: RestTalentProfile['detailed_languages']): Language[] {
  return (languages ?? [])
    .filter((l) => nonEmpty(l.language))
    .map((l) => ({ name: l.language.trim(), flag: languageFlag(l.language, l.code) }));
}

/** '@ana', 'ana' or 'https://instagram.com/ana/' -> 'ana'. */
export function handleOf(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const path = trimmed.replace(/^https?:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  const last = path.split('/').filter(Boolean).pop() ?? '';
  const handle = last.replace(/^@/, '');
  return handle || null;
}

const SOCIAL_URLS = {
  instagram: (h: string) => `https://www.instagram.com/${h}`,
  tiktok: (h: string) => `https://www.tiktok.com/@${h}`,
  twitter: (h: string) => `https://x.com/${h}`,
} as const;

export function toSocials(talent: RestTalentFields): SocialAccount[] {
  const accounts: [keyof typeof SOCIAL_URLS, string | null, number | null][] = [
    ['instagram', talent.instagram ?? null, talent.instagram_followers ?? null],
    ['tiktok', talent.tiktok ?? null, talent.tiktok_followers ?? null],
    ['twitter', talent.twitter ?? null, null],
  ];
  return accounts.flatMap(([network, value, followers]) => {
    const handle = handleOf(value);
    return handle ? [{ network, handle, url: SOCIAL_URLS[network](handle), followers: followers ?? null }] : [];
  });
}

export function toVideos(videos: readonly RestTalentVideo[] | null, mediaBase: string): MediaModel[] {
  return (videos ?? []).flatMap((video): MediaModel[] => {
    if ('provider' in video) {
      const file = video.file?.trim();
      if (!file) return [];
      return [video.provider === 'vimeo' ? vimeoVideo(file) : youtubeVideo(file)];
    }
    const hosted = video.url ? hostedVideo(mediaBase, video.url) : null;
    return hosted ? [hosted] : [];
  });
}

/** Book slides 2 to 6, up to 5: gallery previews skip the first image, which is the cover. */
export function galleryOf<T>(book: readonly T[]): T[] {
  return book.slice(1, 6);
}

/** A profile answer as the Talent type; null when it has neither a name nor any image to show. */
export function toTalentModel(
  profile: RestTalentProfile,
  mediaBase: string,
  list: { brand: BrandKey; category: string | null },
  careerAlbumId: number,
  note: DriftNote = ignoreDrift,
): TalentModel | null {
  const name = nonEmpty(profile.name);
  if (!name) return null;
  const book = bookImages(profile, note).map((item) => toImage(mediaBase, item.file, name, item, note)!);
  const cover = toImage(mediaBase, profile.cover, name) ?? book[0];
  if (!cover) return null;
  const { gender, key } = genderOf(profile.gender);
  const careerAlbum = (profile.albums ?? []).find((album) => album.id === careerAlbumId);
  return {
    id: String(profile.id),
    name,
    slug: slugify(name),
    path: talentPath(profile.id, name, list.category),
    gender,
    cover,
    cover2: secondCover(mediaBase, profile.cover2, book[0] ?? null, name, note),
    book,
    gallery: galleryOf(book),
    videos: toVideos(profile.video, mediaBase),
    measures: measuresFor(key, profile),
    socials: toSocials(profile),
    about: safeHtml(profile.about),
    nationality: nonEmpty(profile.nationality),
    languages: toLanguages(profile.detailed_languages),
    career: careerEntries(careerAlbum?.items ?? [], mediaBase, note),
    compositeCards: (profile.compo ?? []).flatMap((card) => toImage(mediaBase, card.file, name, card, note) ?? []),
    otherSkills: nonEmpty(profile.other_skills),
    list,
  };
}
