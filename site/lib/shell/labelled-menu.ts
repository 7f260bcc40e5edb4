import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { ShellQuery } from '@/lib/gql/graphql';
import { labelMenu, type Catalogue } from './menu-labels';

type Menu = ShellQuery['brand']['menu'];

/** The brand's menu with its texts in the page's language (the browser gets no menu catalogue). */
export async function labelledMenu(menu: Menu, locale: AppLocale): Promise<Menu> {
  const [menuT, categoriesT] = await Promise.all([
    getTranslations({ locale, namespace: 'common.menu' }),
    getTranslations({ locale, namespace: 'content.highlights.categories' }),
  ]);
  // Keys come from the gateway's brand table: checked with has() before they are read.
  const catalogues = {
    menu: { has: (key) => menuT.has(key as never), text: (key) => menuT(key as never) } satisfies Catalogue,
    categories: {
      has: (key) => categoriesT.has(key as never),
      text: (key) => categoriesT(key as never),
    } satisfies Catalogue,
  };
  return { left: labelMenu(menu.left, catalogues), right: labelMenu(menu.right, catalogues) };
}
