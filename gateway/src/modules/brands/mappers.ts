import { brandConstantName, DROPDOWNS, type BrandDefinition, type MenuKey } from '@agency/schema/brands';
import { kindByMenuKey, postListPath, postPagePath } from '@agency/schema/post-kinds';
import type { Menu, MenuItem } from '../../generated/resolvers-types';
import { slugify } from '../shared/text';

/** Brand resolves from the brand table's own definition (codegen mapper). */
export type BrandModel = BrandDefinition;

export interface ShowLink {
  id: number | string;
  title: string;
}

type Env = Record<string, string | undefined>;

/** Fixed paths of the site for the plain menu keys. */
const PATHS: Partial<Record<MenuKey, string>> = {
  about: '/sobre-nos',
  contact: '/contato',
  selective: '/seletiva',
  favorites: '/favoritos',
  influencers: '/influencers',
};

export function envSuffix(brand: BrandDefinition): string {
  return brandConstantName(brand.key);
}

function link(key: string, href: string, label: string | null = null): MenuItem {
  return { key, kind: 'LINK', href, label, children: [] };
}

function dropdown(key: string, children: MenuItem[]): MenuItem {
  return { key, kind: 'DROPDOWN', href: null, label: null, children };
}

/** Blog and publications may live on another site: BLOG_URL_<BRAND> / PUBLICATIONS_URL_<BRAND>. */
function maybeExternal(key: string, envName: string, path: string, env: Env): MenuItem {
  const url = env[envName]?.trim();
  return url ? { key, kind: 'EXTERNAL', href: url, label: null, children: [] } : link(key, path);
}

function categoryLinks(brand: BrandDefinition, slugs: readonly string[]): MenuItem[] {
  return slugs.map((slug) => link(brand.talentCategories.find((c) => c.slug === slug)?.key ?? slug, `/${slug}`));
}

export function menuItem(brand: BrandDefinition, key: MenuKey, shows: readonly ShowLink[], env: Env): MenuItem {
  const suffix = envSuffix(brand);
  switch (key) {
    case 'cq+':
      return { key, kind: 'BRAND_SWITCHER', href: null, label: null, children: [] };
    case 'highlights':
      return dropdown(
        key,
        brand.highlightCategories.map((slug) => link(slug, `/destaques/${slug}`)),
      );
    case 'shows':
      return dropdown(
        key,
        shows.map((show) =>
          link(`show-${show.id}`, postPagePath('SHOW', { id: show.id, slug: slugify(show.title) }), show.title),
        ),
      );
    case 'blog':
      return maybeExternal(key, `BLOG_URL_${suffix}`, postListPath('BLOG'), env);
    case 'publications':
    case 'publications_l':
      return maybeExternal(key, `PUBLICATIONS_URL_${suffix}`, postListPath('PUBLICATION'), env);
    case 'exclusive_artists':
    case 'actors':
    case 'creative':
      return dropdown(key, categoryLinks(brand, DROPDOWNS[key] ?? []));
    default: {
      // A post kind's list (events, workshop, palestras) is where the post-kind table puts it.
      const kind = kindByMenuKey(key);
      return link(key, kind ? postListPath(kind) : (PATHS[key] ?? `/${key}`));
    }
  }
}

/** The navigation bar of a brand: its left and right keys from the brand table, dropdowns filled. */
export function buildMenu(brand: BrandDefinition, shows: readonly ShowLink[], env: Env): Menu {
  return {
    left: brand.menu.left.map((key) => menuItem(brand, key, shows, env)),
    right: brand.menu.right.map((key) => menuItem(brand, key, shows, env)),
  };
}
