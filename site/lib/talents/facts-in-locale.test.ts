import { describe, expect, it } from 'vitest';
import { languageNameIn } from './language-name';
import { nationalityIn } from './nationality';

describe('nationalityIn', () => {
  it('keeps the panel text on a Portuguese page', () => {
    expect(nationalityIn('pt', 'Brasileiro', undefined)).toEqual({ text: 'Brasileiro' });
  });

  it('gives the English demonym for either form, whatever the accents and case', () => {
    expect(nationalityIn('en', 'Brasileiro', 'pt-BR')).toEqual({ text: 'Brazilian' });
    expect(nationalityIn('en', ' brasileira ', 'pt-BR')).toEqual({ text: 'Brazilian' });
    expect(nationalityIn('en', 'Alemã', 'pt-BR')).toEqual({ text: 'German' });
    expect(nationalityIn('en', 'Francês', 'pt-BR')).toEqual({ text: 'French' });
    expect(nationalityIn('en', 'Israelense', 'pt-BR')).toEqual({ text: 'Israeli' });
  });

  it('keeps an unlisted nationality as the panel wrote it, marked as Portuguese', () => {
    expect(nationalityIn('en', 'Brasileira e Italiana', 'pt-BR')).toEqual({
      text: 'Brasileira e Italiana',
      lang: 'pt-BR',
    });
  });
});

describe('languageNameIn', () => {
  it("names the language in the page's language from its code", () => {
    expect(languageNameIn('en', { name: 'Hebraico', flag: 'he' }, 'pt-BR')).toEqual({ text: 'Hebrew' });
    expect(languageNameIn('en', { name: 'Português', flag: 'pt' }, 'pt-BR')).toEqual({ text: 'Portuguese' });
    expect(languageNameIn('en', { name: 'Croata', flag: 'hr' }, 'pt-BR')).toEqual({ text: 'Croatian' });
  });

  it("keeps the panel's name on a Portuguese page, and marks it as Portuguese when there is no code", () => {
    expect(languageNameIn('pt', { name: 'Hebraico', flag: 'he' }, undefined)).toEqual({ text: 'Hebraico' });
    expect(languageNameIn('en', { name: 'Libras', flag: null }, 'pt-BR')).toEqual({ text: 'Libras', lang: 'pt-BR' });
  });
});
