import { describe, expect, it } from 'vitest';
import { mapsEmbedUrl, mapsSearchUrl, scoutingHref, splitStaff } from './contact';

describe('scoutingHref', () => {
  it('links the main brand to its own page', () => {
    expect(scoutingHref('cq-empresariamento', 'http://localhost:3000', 'pt')).toBe('/seletiva');
    expect(scoutingHref('cq-empresariamento', 'http://localhost:3000', 'en')).toBe('/en/seletiva');
  });

  it('links other brands to the main domain', () => {
    expect(scoutingHref('digital', 'https://www.cqempresariamento.com.br/', 'pt')).toBe(
      'https://www.cqempresariamento.com.br/seletiva',
    );
  });
});

describe('splitStaff', () => {
  it('highlights at most two featured people', () => {
    const staff = [
      { id: 1, featured: false },
      { id: 2, featured: true },
      { id: 3, featured: true },
      { id: 4, featured: true },
    ];
    const { featured, rest } = splitStaff(staff);
    expect(featured.map((s) => s.id)).toEqual([2, 3]);
    expect(rest.map((s) => s.id)).toEqual([1, 4]);
  });
});

describe('maps links', () => {
  it('searches the address and embeds at zoom 15', () => {
    expect(mapsSearchUrl('Rua A, 10')).toBe('https://www.google.com/maps/search/?api=1&query=Rua%20A%2C%2010');
    expect(mapsEmbedUrl({ latitude: -23.5, longitude: -46.6 })).toContain('z=15');
  });
});
