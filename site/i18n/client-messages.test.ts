import { describe, expect, it } from 'vitest';
import { mergeMessages, pickMessages } from './client-messages';

const catalogue = {
  common: { nav: { open: 'Abrir', close: 'Fechar' }, footer: { rights: 'Direitos' }, skipLink: 'Pular' },
  talents: { profile: { share: 'Compartilhar' }, favorites: { add: 'Adicionar' } },
};

describe('pickMessages', () => {
  it('keeps only the named groups, nested as in the catalogue', () => {
    expect(pickMessages(catalogue, ['common.nav', 'talents.favorites'])).toEqual({
      common: { nav: { open: 'Abrir', close: 'Fechar' } },
      talents: { favorites: { add: 'Adicionar' } },
    });
  });

  it('picks a single string and a whole namespace', () => {
    expect(pickMessages(catalogue, ['common.skipLink', 'talents'])).toEqual({
      common: { skipLink: 'Pular' },
      talents: catalogue.talents,
    });
  });

  it('leaves out a path the catalogue lacks', () => {
    expect(pickMessages(catalogue, ['common.missing', 'nothing.here'])).toEqual({});
  });
});

describe('mergeMessages', () => {
  it('adds groups inside a shared namespace without dropping the base', () => {
    const shell = pickMessages(catalogue, ['common.nav', 'talents.favorites']);
    const page = pickMessages(catalogue, ['talents.profile']);
    expect(mergeMessages(shell, page)).toEqual({
      common: { nav: catalogue.common.nav },
      talents: { favorites: catalogue.talents.favorites, profile: catalogue.talents.profile },
    });
  });

  it('keeps a compiled message (an array) whole', () => {
    const compiled = { talents: { favorites: { added: [['name'], ' added'] } } };
    expect(mergeMessages(compiled, compiled)).toEqual(compiled);
    expect(pickMessages(compiled, ['talents.favorites.added'])).toEqual(compiled);
    expect(pickMessages(compiled, ['talents.favorites.added.0'])).toEqual({});
  });

  it('never changes its inputs', () => {
    const base = { a: { b: 'x' } };
    mergeMessages(base, { a: { c: 'y' } });
    expect(base).toEqual({ a: { b: 'x' } });
  });
});
