// The Lighthouse table's page catalogue: `node --test bench/`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstLink, pageTypesOf } from '../page-types.mjs';

const talentBrand = {
  key: 'main',
  content: 'talents',
  postKinds: ['BLOG', 'HIGHLIGHT', 'PUBLICATION'],
  talentCategories: [{ slug: 'artistas-exclusivos' }],
  highlightCategories: ['filmes'],
  menu: { left: ['highlights'], right: ['contact', 'selective'] },
};
const culturalBrand = {
  key: 'cultural',
  content: 'shows',
  postKinds: ['SHOW', 'WORKSHOP', 'LECTURE', 'PUBLICATION', 'BLOG', 'HIGHLIGHT'],
  talentCategories: [],
  highlightCategories: ['espetaculos'],
  menu: { left: [], right: ['contact'] },
};

test('a talent brand has its roster, profiles, favourites and the seletiva its menu offers', () => {
  const types = pageTypesOf(talentBrand).map((p) => p.type);
  assert.deepEqual(types, [
    'home',
    'talent list',
    'profile',
    'favourites',
    'blog list',
    'blog post',
    'highlights',
    'publications',
    'contact',
    'about',
    'seletiva',
  ]);
});

test('the cultural brand has shows, workshops and lectures, and no roster', () => {
  const types = pageTypesOf(culturalBrand).map((p) => p.type);
  assert.ok(types.includes('show') && types.includes('workshop') && types.includes('lecture'));
  assert.ok(!types.includes('talent list') && !types.includes('favourites') && !types.includes('seletiva'));
});

test('firstLink finds the first matching same-site link', () => {
  const html =
    '<a href="https://x.test/eventos/1/a"></a><a href="/eventos">x</a><a href="/eventos/12/show?x=1&amp;y=2"></a><a href="/eventos/13/b"></a>';
  assert.equal(firstLink(html, /^\/eventos\/\d+\/[^/?#]+$/), '/eventos/13/b');
  assert.equal(firstLink(html, /^\/blog\//), null);
});
