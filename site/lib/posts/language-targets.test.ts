import { describe, expect, it } from 'vitest';
import { kindListPath, postAlternates, postLanguageTargets } from './language-targets';

describe('postLanguageTargets', () => {
  it("leads to the post's translation", () => {
    expect(
      postLanguageTargets({
        kind: 'EVENT',
        path: '/eventos/23/encontro-de-violas',
        locale: 'pt',
        translations: [{ locale: 'en', path: '/eventos/24/meeting-of-violas' }],
      }),
    ).toEqual({ pt: '/eventos/23/encontro-de-violas', en: '/eventos/24/meeting-of-violas' });
  });

  it("leads to the kind's list where there is no translation", () => {
    expect(postLanguageTargets({ kind: 'BLOG', path: '/blog/a', locale: 'en', translations: [] })).toEqual({
      en: '/blog/a',
      pt: '/blog',
    });
    expect(kindListPath('HIGHLIGHT', 'filmes')).toBe('/destaques/filmes');
    expect(kindListPath('SHOW')).toBe('/');
  });
});

describe('postAlternates', () => {
  it('names only the versions that exist', () => {
    expect(postAlternates({ path: '/blog/a', locale: 'pt', translations: [] })).toEqual({ 'pt-BR': '/blog/a' });
    expect(
      postAlternates({ path: '/blog/a', locale: 'pt', translations: [{ locale: 'en', path: '/blog/a-en' }] }),
    ).toEqual({ 'pt-BR': '/blog/a', en: '/en/blog/a-en' });
  });
});
