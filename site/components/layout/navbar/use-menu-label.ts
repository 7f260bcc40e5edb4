'use client';

import { useTranslations } from 'next-intl';

/** A menu item's text: content labels (e.g. show titles) as given, menu keys through the catalogue. */
export function useMenuLabel(): (item: { key: string; label?: string | null }) => string {
  const t = useTranslations('common.menu');
  return (item) => {
    if (item.label) return item.label;
    // Keys come from the gateway's brand table; an unknown one shows as its key rather than failing.
    const key = item.key as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : item.key.replace(/[_-]/g, ' ');
  };
}
