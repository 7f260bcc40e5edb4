import { brandByKey } from '@agency/schema/brands';
import { PANEL_BRAND, PANELS, type Panel } from '../backends';
import { pick, rngFor } from '../prng';
import type { Dataset, PanelContent, Post, PostType, SeedTalent } from '../types';
import { managerContent } from './manager';
import {
  fillBlog,
  fillEvent,
  fillHighlight,
  fillPublication,
  fillShow,
  fillWorkshop,
  PostFactory,
  type PostFill,
} from './posts';
import { about, contactInfos, customHome, logos, socialMedias, staff } from './site';
import { hostedVideoPath } from './media-paths';
import { hiddenFixtures, makeRoster, type RosterSpec } from './talents';

/** Base counts at SANDBOX_SCALE=1; talents and posts are multiplied by the scale. */
export const BASE_COUNTS = {
  talents: { main: 120, jabuticaba: 60, digital: 60, music: 0, cultural: 0 },
  blog: 10,
  highlightsPerCategory: 12,
  events: 12,
  shows: 12,
  workshop: 8,
  palestras: 8,
  publications: 12,
} as const;

/** First talent id per panel, far apart so ids never collide across brands at any sane scale. */
export const TALENT_ID_BASE: Record<Panel, number> = {
  main: 10_001,
  jabuticaba: 20_001,
  digital: 30_001,
  music: 40_001,
  cultural: 50_001,
};

function roster(panel: Panel, scale: number): SeedTalent[] {
  const brand = brandByKey(PANEL_BRAND[panel]);
  const base = BASE_COUNTS.talents[panel];
  if (base === 0) return [];
  const allAlbums = [...new Set(brand.talentCategories.flatMap((c) => c.albumIds))];
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
    idBase: TALENT_ID_BASE[panel],
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

function posts(panel: Panel, scale: number): Post[] {
  const brand = brandByKey(PANEL_BRAND[panel]);
  const rng = rngFor(`${panel}:posts`);
  const factory = new PostFactory(1, rng, panel);
  const video = hostedVideoPath(brand.color);
  const out: Post[] = [];
  const add = (type: PostType, count: number, fill: PostFill, category: string | null = null) => {
    for (let n = 0; n < count * scale; n++) out.push(...factory.pair(type, n, category, fill));
  };
  if (brand.content === 'talents') add('blog', BASE_COUNTS.blog, fillBlog(rng, panel));
  if (panel === 'music') add('events', BASE_COUNTS.events, fillEvent(rng, video));
  if (panel === 'cultural') {
    add('shows', BASE_COUNTS.shows, fillShow(rng, video));
    add('workshop', BASE_COUNTS.workshop, fillWorkshop(rng, 'workshop', video));
    add('palestras', BASE_COUNTS.palestras, fillWorkshop(rng, 'palestras', video));
  }
  if (panel === 'cultural' || panel === 'main') {
    add('publications', BASE_COUNTS.publications, fillPublication(rng, panel));
  }
  for (const category of brand.highlightCategories) {
    add('highlights', BASE_COUNTS.highlightsPerCategory, fillHighlight(rng, video), category);
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
