import { describe, expect, it } from 'vitest';
import { BRANDS, HIGHLIGHT_CATEGORIES } from '@agency/schema/brands';
import { POST_KIND_KEYS, POST_SECTION_KEYS, postKind } from '@agency/schema/post-kinds';
import commonEn from '@/messages/en/common.json';
import commonPt from '@/messages/pt/common.json';
import contentEn from '@/messages/en/content.json';
import contentPt from '@/messages/pt/content.json';

/**
 * Every row of the brand and post-kind tables has its words in every catalogue: a row added
 * without them would show a key's bare words (menus) or a fallback (titles) instead of failing.
 */
const CATALOGUES = [
  { locale: 'pt', common: commonPt, content: contentPt },
  { locale: 'en', common: commonEn, content: contentEn },
] as const;

function expectLabels(group: Record<string, unknown>, keys: Iterable<string>, where: string) {
  for (const key of keys) expect(group[key], `${where} ${key}`).toEqual(expect.any(String));
}

describe('the tables’ words in every catalogue', () => {
  it.each(CATALOGUES)('$locale: every menu entry and talent category of every brand', ({ locale, common }) => {
    for (const brand of BRANDS) {
      const menu = [...brand.menu.left, ...brand.menu.right].filter((key) => key !== 'cq+');
      expectLabels(common.menu, menu, `${locale} common.menu (${brand.key})`);
      expectLabels(
        common.menu,
        brand.talentCategories.map((c) => c.key),
        `${locale} common.menu (${brand.key})`,
      );
    }
  });

  it.each(CATALOGUES)('$locale: every highlight category', ({ locale, content }) => {
    expectLabels(content.highlights.categories, HIGHLIGHT_CATEGORIES, `${locale} content.highlights.categories`);
  });

  it.each(CATALOGUES)('$locale: every kind’s list title and pop-up sections', ({ locale, content }) => {
    const titles = POST_KIND_KEYS.flatMap((kind) => postKind(kind).titleKey ?? []);
    expectLabels(content.lists, titles, `${locale} content.lists`);
    expectLabels(content.posts.sections, POST_SECTION_KEYS, `${locale} content.posts.sections`);
  });
});
