import { brandByKey } from '@agency/schema/brands';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../mappers';
import { menuNeedsShows } from '../menu-shows';

describe('menus', () => {
  it('turns the creative dropdown into category links with message keys', () => {
    const menu = buildMenu(brandByKey('cq-empresariamento'), [], {});
    const creative = menu.left.find((i) => i.key === 'creative')!;
    expect(creative.kind).toBe('DROPDOWN');
    expect(creative.children.map((c) => [c.key, c.href])).toEqual([
      ['authors', '/autores'],
      ['directors', '/diretores'],
      ['writers', '/escritores'],
      ['photographers', '/fotografos'],
      ['coaches', '/preparadores'],
      ['screenwriters', '/roteiristas'],
      ['soundtrack_composers', '/trilheiros'],
    ]);
  });

  it('fills the shows dropdown with id and title', () => {
    const cultural = brandByKey('cultural');
    expect(menuNeedsShows(cultural)).toBe(true);
    expect(menuNeedsShows(brandByKey('music'))).toBe(false);
    const menu = buildMenu(cultural, [{ id: 7, title: 'Ilha Deserta' }], {});
    expect(menu.left.find((i) => i.key === 'shows')!.children).toEqual([
      { key: 'show-7', kind: 'LINK', href: '/espetaculos/7/ilha-deserta', label: 'Ilha Deserta', children: [] },
    ]);
  });

  it('makes blog and publications external when configured', () => {
    const env = {
      BLOG_URL_CQ_EMPRESARIAMENTO: 'https://blog.cq.com.br',
      PUBLICATIONS_URL_CULTURAL: 'https://pub.cq.com.br',
    };
    const main = buildMenu(brandByKey('cq-empresariamento'), [], env);
    expect(main.right.find((i) => i.key === 'blog')).toMatchObject({
      kind: 'EXTERNAL',
      href: 'https://blog.cq.com.br',
    });
    expect(main.right.find((i) => i.key === 'publications')).toMatchObject({ kind: 'LINK', href: '/publicacoes' });
    const cultural = buildMenu(brandByKey('cultural'), [], env);
    expect(cultural.left.find((i) => i.key === 'publications_l')).toMatchObject({
      kind: 'EXTERNAL',
      href: 'https://pub.cq.com.br',
    });
  });

  it('links the fixed pages and opens the brand switcher on cq+', () => {
    const music = buildMenu(brandByKey('music'), [], {});
    expect(music.left.map((i) => [i.key, i.kind, i.href])).toEqual([
      ['cq+', 'BRAND_SWITCHER', null],
      ['highlights', 'DROPDOWN', null],
      ['events', 'LINK', '/eventos'],
    ]);
    expect(music.right.map((i) => i.href)).toEqual(['/sobre-nos', '/contato']);
  });
});
