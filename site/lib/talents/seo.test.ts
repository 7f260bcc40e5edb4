import { describe, expect, it } from 'vitest';
import { htmlToText, jsonLdText, personJsonLd, profileDescription } from './seo';

describe('profile SEO helpers', () => {
  it('turns the sanitised bio into plain text', () => {
    expect(htmlToText('<p><strong>Ana Lima</strong> nasceu em S&atilde;o</p><p>Paulo &amp; Rio</p>')).toBe(
      'Ana Lima nasceu em S&atilde;o Paulo & Rio',
    );
  });

  it('cuts a long bio at a word with an ellipsis, and falls back when there is none', () => {
    const long = `<p>${'palavra '.repeat(40)}</p>`;
    const description = profileDescription(long, 'fallback');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('palavra…')).toBe(true);
    expect(profileDescription(null, 'Ana Lima — perfil')).toBe('Ana Lima — perfil');
    expect(profileDescription('<p> </p>', 'fallback')).toBe('fallback');
  });

  it('describes the talent as a schema.org Person with only the facts it has', () => {
    const person = personJsonLd(
      {
        name: 'Ana Lima',
        cover: { url: 'http://media/cover.jpg' },
        nationality: 'Brasileira',
        languages: [{ name: 'Português' }, { name: 'Inglês' }],
        socials: [{ url: 'https://instagram.com/ana' }],
      },
      { url: 'http://localhost:3000/12/ana-lima', brandName: 'CQ Empresariamento', description: 'Bio' },
    );
    expect(person).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ana Lima',
      url: 'http://localhost:3000/12/ana-lima',
      image: 'http://media/cover.jpg',
      description: 'Bio',
      nationality: 'Brasileira',
      knowsLanguage: ['Português', 'Inglês'],
      sameAs: ['https://instagram.com/ana'],
      affiliation: { '@type': 'Organization', name: 'CQ Empresariamento' },
    });
  });

  it('escapes < so a name cannot close the script element', () => {
    expect(jsonLdText({ name: '</script><script>x' })).toBe('{"name":"\\u003c/script>\\u003cscript>x"}');
  });
});
