import { postKind } from '@agency/schema/post-kinds';
import type { ShellMenuItemFragment } from '@/lib/gql/graphql';

/** One catalogue group as the labelling reads it: whether it has a key, and its text. */
export interface Catalogue {
  has(key: string): boolean;
  text(key: string): string;
}

/** Where highlight categories live (/destaques/{category}), from the post-kind table. */
const HIGHLIGHTS_PREFIX = `/${postKind('HIGHLIGHT').segment}/`;

/**
 * A menu item's text: content labels (e.g. show titles) as given; a highlight category under the
 * name its page carries (the same catalogue entry, so menu and page never disagree: music's 'shows'
 * highlights are "Shows", cultural's show list "Espetáculos"); other keys through the menu
 * catalogue; a key neither knows (the gateway's brand table is the source of keys) as its words.
 */
export function menuLabel(
  item: Pick<ShellMenuItemFragment, 'key' | 'href' | 'label'>,
  catalogues: { menu: Catalogue; categories: Catalogue },
): string {
  if (item.label) return item.label;
  if (item.href?.startsWith(HIGHLIGHTS_PREFIX) && catalogues.categories.has(item.key)) {
    return catalogues.categories.text(item.key);
  }
  return catalogues.menu.has(item.key) ? catalogues.menu.text(item.key) : item.key.replace(/[_-]/g, ' ');
}

/**
 * The menu with every item's text decided on the server, so the browser needs no menu catalogue:
 * only the labels of the brand's own items travel with the page.
 */
export function labelMenu(
  items: readonly ShellMenuItemFragment[],
  catalogues: { menu: Catalogue; categories: Catalogue },
): ShellMenuItemFragment[] {
  return items.map((item) => ({
    ...item,
    label: menuLabel(item, catalogues),
    children: item.children.map((child) => ({ ...child, label: menuLabel(child, catalogues) })),
  }));
}
