import { BRAND_KEYS, CAREER_ALBUM_ID } from '@agency/schema/brands';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BackendScope } from '../context';
import { cdnPlaceholder, cdnUrl, cdnVideoUrl } from '../cdn/transformations';
import { flag, invalid, jsonParam, notFound } from '../http/errors';
import { albumName, FLAG_LANGUAGES } from '../seed/albums';
import { HOSTED_VIDEO_PATH } from '../seed/media-paths';
import { restRoute, TALENT_PROFILE_TEXT_FIELDS, type RestSchemas } from '@agency/schema/rest-operations';
import type { AlbumItem, BookItem, Lang, SeedTalent, TalentVideo } from '../types';
import { laravelPage } from './family-shapes';

type Query = Record<string, string | undefined>;

const MEASURE_KEYS = ['height', 'bust', 'waist', 'hips', 'suit', 'jeans', 'shoes', 'hair', 'eyes'] as const;

/** Talent media as the integration service answers it: absolute CDN URLs; an empty cover is the CDN's "no image". */
function media(cdn: string, path: string | null): string {
  if (!path || /\/image\/upload\/\.jpg$/.test(path)) return cdnPlaceholder(cdn);
  return cdnUrl(cdn, path);
}

/**
 * Book items as the family sends them: `{ id, file, width, height }`; only some talents' items
 * carry a `type` (no public client reads one), so readers must tell an image by its file.
 */
function bookAnswer(cdn: string, talent: SeedTalent, items: readonly BookItem[]) {
  return items.map(({ type, file, ...item }) => ({
    ...item,
    file: media(cdn, file),
    ...(talent.id % 3 === 0 ? {} : { type }),
  }));
}

/** Composite cards (comp cards): the first two book photos, as the family's `compo` block. */
function compoAnswer(cdn: string, talent: SeedTalent) {
  return talent.book.slice(0, 2).map(({ file, width, height }) => ({ file: media(cdn, file), width, height }));
}

function videoAnswer(cdn: string, videos: readonly TalentVideo[]) {
  return videos.map((video) =>
    'url' in video && HOSTED_VIDEO_PATH.test(video.url) ? { ...video, url: cdnVideoUrl(cdn, video.url) } : video,
  );
}

function albumItemAnswer(cdn: string, item: AlbumItem, captions: boolean) {
  return { ...item, file: item.file ? media(cdn, item.file) : null, caption: captions ? item.caption : null };
}

/** Fields every row and profile carries, whatever the flags. */
function baseAnswer(cdn: string, talent: SeedTalent) {
  return {
    id: talent.id,
    name: talent.name,
    gender: talent.gender,
    cover: media(cdn, talent.cover),
    categories: talent.albums.map((id) => ({ id })),
    instagram: talent.instagram,
    instagram_followers: talent.instagram_followers,
    tiktok: talent.tiktok,
    tiktok_followers: talent.tiktok_followers,
    ...Object.fromEntries(MEASURE_KEYS.map((key) => [key, talent[key]])),
    birthdate: talent.birthdate,
  };
}

/** Optional blocks: each only when its flag asks for it, as the family's integration service answers. */
function flaggedBlocks(cdn: string, talent: SeedTalent, query: Query) {
  return {
    // No second cover: the family's "no image" placeholder, as for an empty cover (never null).
    ...(flag(query.cover2) ? { cover2: media(cdn, talent.cover2) } : {}),
    ...(flag(query.other_skills) ? { other_skills: talent.other_skills } : {}),
    ...(flag(query.twitter) ? { twitter: talent.twitter } : {}),
  };
}

/** A list row: the book comes only with galleries=["book"]. */
export function listRow(cdn: string, talent: SeedTalent, query: Query): RestSchemas['TalentSummary'] {
  const galleries = jsonParam(query.galleries);
  const withBook = Array.isArray(galleries) && galleries.includes('book');
  return {
    ...baseAnswer(cdn, talent),
    ...flaggedBlocks(cdn, talent, query),
    ...(withBook ? { book: bookAnswer(cdn, talent, talent.book) } : {}),
  };
}

/** The profile's text fields this sandbox writes from its seed (profileAnswer). */
const SEEDED_PROFILE_TEXT_FIELDS: readonly string[] = ['about', 'nationality'];

/**
 * A text field the contract gives the profile and the seed knows nothing of (a field added to
 * agency-api.openapi.yaml): a demo value naming the field and the talent, in the asked language,
 * so a new field reaches the pages without a change here.
 */
export function contractOnlyTextFields(
  talent: Pick<SeedTalent, 'name'>,
  lang: Lang,
  declared: readonly string[] = TALENT_PROFILE_TEXT_FIELDS,
): Record<string, string> {
  return Object.fromEntries(
    declared
      .filter((field) => !SEEDED_PROFILE_TEXT_FIELDS.includes(field))
      .map((field) => {
        const label = field.replace(/_/g, ' ');
        return [field, lang === 'pt' ? `${talent.name}: ${label} (exemplo)` : `${talent.name}: ${label} (sample)`];
      }),
  );
}

/** A profile: the bare talent, video, book and compo always (arrays), the rest by flag. */
export function profileAnswer(
  cdn: string,
  talent: SeedTalent,
  query: Query,
  albumIds: readonly number[],
): RestSchemas['TalentProfile'] {
  const lang: Lang = query.language === 'en' ? 'en' : 'pt';
  const captions = flag(query.gallery_item_caption);
  const albums = albumIds.flatMap((id) => {
    const items = id === CAREER_ALBUM_ID ? talent.career[lang] : talent.albumItems[String(id)];
    return items
      ? [{ id, name: albumName(id, lang), items: items.map((item) => albumItemAnswer(cdn, item, captions)) }]
      : [];
  });
  return {
    ...contractOnlyTextFields(talent, lang),
    ...baseAnswer(cdn, talent),
    ...flaggedBlocks(cdn, talent, query),
    about: talent.about[lang],
    ...(flag(query.nationality) ? { nationality: talent.nationality?.[lang] ?? null } : {}),
    ...(flag(query.detailed_languages)
      ? {
          detailed_languages: talent.languageCodes.map((code) => {
            const known = FLAG_LANGUAGES.find((l) => l.code === code)!;
            return { language: known[lang], code };
          }),
        }
      : {}),
    video: videoAnswer(cdn, talent.video),
    book: bookAnswer(cdn, talent, talent.book),
    compo: compoAnswer(cdn, talent),
    ...(query.albums !== undefined ? { albums } : {}),
  };
}

function albumList(value: unknown): number[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((v) => Number.isInteger(Number(v)))) return null;
  return value.map(Number);
}

/** `branch`, when sent, must be a brand key: the talent database is shared, albums pick the brand's talents. */
function badBranch(query: Query): boolean {
  return query.branch !== undefined && !(BRAND_KEYS as readonly string[]).includes(query.branch);
}

/**
 * The integration service's talents, one database for every brand:
 * POST /api/talents_by_album (the contract's call: talents in ANY of the albums, by id) and
 * POST /api/talents (the family's: `filters` as talents_by_album, or `{ sort: 1 }` for the newest),
 * both simple Laravel paginators paged with `paginate` (no last_page); GET /api/talent/profile, the
 * bare talent. The list rule is deliberately not applied here: readers filter.
 */
export function registerTalentRoutes(app: FastifyInstance, { ctx }: BackendScope): void {
  const list = (request: { query: unknown; body: unknown }, reply: FastifyReply) => {
    const query = request.query as Query;
    if (badBranch(query)) return invalid(reply, { branch: ['validation.option'] });
    const body = (request.body ?? {}) as { filters?: { albums?: unknown }; sort?: unknown };
    const albums = albumList(body.filters?.albums);
    if (albums === null) return invalid(reply, { 'filters.albums': ['validation.option'] });
    let talents = ctx.content.talentsAcross(albums) as SeedTalent[];
    if (body.sort === 1 || body.sort === '1') talents = [...talents].sort((a, b) => b.id - a.id);
    return laravelPage(
      talents.map((t) => listRow(ctx.cdnUrl, t, query)),
      query,
      'simple',
    );
  };
  app.post(restRoute('talentsByAlbum'), list);
  app.post(restRoute('talents'), list);

  app.get(restRoute('talentProfile'), async (request, reply) => {
    const query = request.query as Query;
    const id = Number(query.id);
    if (!Number.isInteger(id)) return invalid(reply, { id: ['validation.required'] });
    if (badBranch(query)) return invalid(reply, { branch: ['validation.option'] });
    const talent = ctx.content.talentAnywhere(id) as SeedTalent | null;
    if (!talent) return notFound(reply, 'Talent not found.');
    const requested = albumList(jsonParam(query.albums)) ?? [];
    return profileAnswer(ctx.cdnUrl, talent, query, requested.length ? requested : [CAREER_ALBUM_ID]);
  });
}
