import { CAREER_ALBUM_ID } from '@agency/schema/brands';
import type { FastifyInstance } from 'fastify';
import type { PanelScope } from '../context';
import { invalid, jsonParam, notFound, positiveInt } from '../http/errors';
import { albumName, FLAG_LANGUAGES } from '../seed/albums';
import type { Lang, SeedTalent, TalentProfile, TalentSummary } from '../types';

const SUMMARY_KEYS = [
  'id',
  'name',
  'gender',
  'cover',
  'cover2',
  'book',
  'other_skills',
  'instagram',
  'instagram_followers',
  'tiktok',
  'tiktok_followers',
  'twitter',
  'albums',
  'height',
  'bust',
  'waist',
  'hips',
  'suit',
  'jeans',
  'shoes',
  'hair',
  'eyes',
] as const satisfies readonly (keyof TalentSummary)[];

export function toSummary(t: SeedTalent): TalentSummary {
  const out = {} as Record<string, unknown>;
  for (const key of SUMMARY_KEYS) out[key] = t[key];
  return out as unknown as TalentSummary;
}

export function toProfile(t: SeedTalent, lang: Lang, albumIds: readonly number[]): TalentProfile {
  const { albums: _memberOf, ...summary } = toSummary(t);
  const albums = albumIds.flatMap((id) => {
    const items = id === CAREER_ALBUM_ID ? t.career : t.albumItems[String(id)];
    return items ? [{ id, name: albumName(id, lang), items }] : [];
  });
  return {
    ...summary,
    about: t.about[lang],
    nationality: t.nationality?.[lang] ?? null,
    detailed_languages: t.languageCodes.map((code) => {
      const known = FLAG_LANGUAGES.find((l) => l.code === code)!;
      return { language: known[lang], code };
    }),
    video: t.video,
    albums,
  };
}

function albumList(value: unknown): number[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((v) => Number.isInteger(Number(v)))) return null;
  return value.map(Number);
}

/**
 * POST /api/talents_by_album: every talent in ANY of the requested albums, by id,
 * as a Laravel paginator. The list rule is deliberately not applied here.
 * GET /api/talent/profile: one talent, flat, with the requested albums.
 */
export function registerTalentRoutes(app: FastifyInstance, { ctx, panel }: PanelScope): void {
  app.post('/api/talents_by_album', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const body = (request.body ?? {}) as { filters?: { albums?: unknown } };
    const albums = albumList(body.filters?.albums);
    if (albums === null) return invalid(reply, { 'filters.albums': ['validation.option'] });
    const perPage = positiveInt(query.paginate, 1000, 1000);
    const page = positiveInt(query.page, 1, 100_000);
    const all = (ctx.content.talents(panel, albums) as SeedTalent[]).map(toSummary);
    const start = (page - 1) * perPage;
    const data = all.slice(start, start + perPage);
    return {
      current_page: page,
      data,
      per_page: perPage,
      total: all.length,
      last_page: Math.max(1, Math.ceil(all.length / perPage)),
      from: data.length ? start + 1 : null,
      to: data.length ? start + data.length : null,
    };
  });

  app.get('/api/talent/profile', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const id = Number(query.id);
    if (!Number.isInteger(id)) return invalid(reply, { id: ['validation.required'] });
    const talent = ctx.content.talent(panel, id) as SeedTalent | null;
    if (!talent) return notFound(reply, 'Talent not found.');
    const requested = albumList(jsonParam(query.albums)) ?? [];
    const lang: Lang = query.language === 'en' ? 'en' : 'pt';
    return toProfile(talent, lang, requested.length ? requested : [CAREER_ALBUM_ID]);
  });
}
