import { BRANDS, brandByKey } from '@agency/schema/brands';
import { POST_KIND_KEYS, POST_KINDS, postKind, type PostKindKey, type PostRestType } from '@agency/schema/post-kinds';
import { backendForCall } from '@agency/schema/upstream-calls';
import { PANEL_BRANDS, panelBrand, panelHighlightCategories, PANELS, type Panel } from '../backends';
import { pick, rngFor } from '../prng';
import type { Dataset, PanelContent, Post, PostType, SeedTalent } from '../types';
import { managerContent } from './manager';
import {
  fillBlog,
  fillEvent,
  fillHighlight,
  fillPublication,
  fillSections,
  fillShow,
  fillWorkshop,
  PostFactory,
  type PostFill,
} from './posts';
import { about, contactInfos, customHome, logos, socialMedias, staff } from './site';
import { hostedVideoPath } from './media-paths';
import { hiddenFixtures, makeRoster, type RosterSpec } from './talents';

/**
 * Base counts at SANDBOX_SCALE=1; talents and posts are multiplied by the scale. A post type
 * without a count of its own has POSTS_PER_TYPE; a panel without a talent count of its own has
 * TALENTS_PER_PANEL when its brand represents talents, none otherwise.
 */
export const BASE_COUNTS = {
  talents: { main: 120, jabuticaba: 60, digital: 60, music: 0, cultural: 0 } satisfies Partial<Record<Panel, number>>,
  blog: 10,
  highlightsPerCategory: 12,
  events: 12,
  shows: 12,
  workshop: 8,
  palestras: 8,
  publications: 12,
} as const;
const POSTS_PER_TYPE = 8;
const TALENTS_PER_PANEL = 24;

function talentCount(panel: Panel): number {
  const counts: Partial<Record<Panel, number>> = BASE_COUNTS.talents;
  return counts[panel] ?? (panelBrand(panel).content === 'talents' ? TALENTS_PER_PANEL : 0);
}

/**
 * First talent id per panel, far apart so ids never collide across brands at any sane scale: the
 * n-th panel of the table starts at n * 10_000 + 1.
 */
export function talentIdBase(panel: Panel): number {
  return (PANELS.indexOf(panel) + 1) * 10_000 + 1;
}

function roster(panel: Panel, scale: number): SeedTalent[] {
  const brand = panelBrand(panel);
  const base = talentCount(panel);
  if (base === 0) return [];
  const allAlbums = [
    ...new Set(PANEL_BRANDS[panel].flatMap((key) => brandByKey(key).talentCategories.flatMap((c) => c.albumIds))),
  ];
  const defaults = brand.defaultAlbumIds;
  const albumsFor: RosterSpec['albumsFor'] =
    panel === 'main'
      ? (i, _gender, rng) => {
          // Every album gets talents; some talents also sit in a default album.
          const primary = allAlbums[i % allAlbums.length]!;
          const extra = rng() < 0.35 ? pick(rng, defaults) : primary;
          return [...new Set([primary, extra])];
        }
      : panel === 'jabuticaba'
        ? (i, gender) => [gender === 'woman' || (gender === 'undefined' && i % 2 === 1) ? 490 : 491]
        : () => [...defaults];
  const spec: RosterSpec = {
    idBase: talentIdBase(panel),
    count: base * scale,
    albumsFor,
    flavour: panel === 'main' ? 'agency' : panel === 'jabuticaba' ? 'acting' : 'digital',
    hostedVideo: hostedVideoPath(brand.color),
  };
  const talents = makeRoster(spec, base, rngFor(`${panel}:talents`));
  if (panel === 'main') {
    talents.push(...hiddenFixtures(spec.idBase + spec.count, defaults, spec.hostedVideo, rngFor('main:fixtures')));
  }
  return talents;
}

/**
 * The kinds of post whose lists a panel answers: those some brand reads from it (its postKinds,
 * routed by the call table: an agenda kind from its panel, the others from the brand's own).
 */
export function panelPostKinds(panel: Panel): PostKindKey[] {
  return POST_KIND_KEYS.filter((kind) =>
    BRANDS.some(
      (brand) =>
        brand.postKinds.includes(kind) &&
        backendForCall(postKind(kind).listCall, brand.key, { postType: postKind(kind).restType }) === panel,
    ),
  );
}

function posts(panel: Panel, scale: number): Post[] {
  const brand = panelBrand(panel);
  const rng = rngFor(`${panel}:posts`);
  const factory = new PostFactory(1, rng, panel);
  const video = hostedVideoPath(brand.color);
  const out: Post[] = [];
  const add = (type: PostType, count: number, fill: PostFill, category: string | null = null) => {
    for (let n = 0; n < count * scale; n++) out.push(...factory.pair(type, n, category, fill));
  };
  /** Each type's texts and media; a type without its own is filled from its kind's pop-up sections. */
  const fills: Partial<Record<PostRestType, () => PostFill>> = {
    blog: () => fillBlog(rng, panel),
    events: () => fillEvent(rng, video),
    shows: () => fillShow(rng, video),
    workshop: () => fillWorkshop(rng, 'workshop', video),
    palestras: () => fillWorkshop(rng, 'palestras', video),
    publications: () => fillPublication(rng, panel),
  };
  const counts: Partial<Record<PostRestType, number>> = BASE_COUNTS;
  for (const kind of panelPostKinds(panel)) {
    const { restType } = POST_KINDS[kind];
    if (kind === 'HIGHLIGHT') {
      for (const category of panelHighlightCategories(panel)) {
        add(restType, BASE_COUNTS.highlightsPerCategory, fillHighlight(rng, video), category);
      }
      continue;
    }
    const fill = fills[restType]?.() ?? fillSections(rng, postKind(kind).sections, video);
    add(restType, counts[restType] ?? POSTS_PER_TYPE, fill);
  }
  return out;
}

function panelContent(panel: Panel, scale: number): PanelContent {
  const rng = rngFor(`${panel}:site`);
  return {
    talents: roster(panel, scale),
    posts: posts(panel, scale),
    staff: staff(panel, rng),
    logos: logos(panel, rng),
    socialMedias: socialMedias(panel, rng),
    contactInfos: contactInfos(panel),
    about: about(panel),
    customHome: customHome(panel, rng),
  };
}

/** The whole demo content: a pure function of the scale (same output on every run). */
export function generateDataset(scale = 1): Dataset {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`SANDBOX_SCALE must be a positive integer, got ${scale}`);
  const panels = Object.fromEntries(PANELS.map((p) => [p, panelContent(p, scale)])) as Dataset['panels'];
  return { scale, manager: managerContent(), panels };
}
