'use client';

import { useTranslations } from 'next-intl';

const HIGHLIGHTS_PREFIX = '/destaques/';

/**
 * A menu item's text: content labels (e.g. show titles) as given; a highlight category under the
 * name its page carries (the same catalogue entry, so menu and page never disagree: music's 'shows'
 * highlights are "Shows", cultural's show list "Espetáculos"); other menu keys through the menu
 * catalogue.
 */
export function useMenuLabel(): (item: { key: string; href?: string | null; label?: string | null }) => string {
  const t = useTranslations('common.menu');
  const categories = useTranslations('content.highlights.categories');
  return (item) => {
    if (item.label) return item.label;
    // The catalogue tells which keys are categories (no category list in every page's first load).
    const category = item.key as Parameters<typeof categories>[0];
    if (item.href?.startsWith(HIGHLIGHTS_PREFIX) && categories.has(category)) return categories(category);
    // Keys come from the gateway's brand table; an unknown one shows as its key rather than failing.
    const key = item.key as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : item.key.replace(/[_-]/g, ' ');
  };
}
