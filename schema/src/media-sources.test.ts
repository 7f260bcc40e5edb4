import { describe, expect, it } from 'vitest';
import {
  cspSource,
  mediaSourcesAllow,
  narrowPathPattern,
  parseMediaSource,
  parseMediaSources,
} from './media-sources.mjs';

describe('media sources', () => {
  it('reads an origin, or an account’s path on a shared CDN', () => {
    expect(parseMediaSource('https://painel.agency.example')).toEqual({
      origin: 'https://painel.agency.example',
      prefix: '/',
    });
    expect(parseMediaSource('https://res.cloudinary.com/agency/')).toEqual({
      origin: 'https://res.cloudinary.com',
      prefix: '/agency/',
    });
    expect(parseMediaSource('https://res.cloudinary.com/agency')).toEqual({
      origin: 'https://res.cloudinary.com',
      prefix: '/agency/',
    });
  });

  it('refuses a shared CDN’s bare host, and anything that is no plain address', () => {
    for (const entry of [
      'https://res.cloudinary.com',
      'https://res.cloudinary.com/',
      'https://res-3.cloudinary.com',
      'https://ik.imagekit.io',
      'https://storage.googleapis.com',
      'https://s3.amazonaws.com',
    ])
      expect(() => parseMediaSource(entry), entry).toThrow(/shared by every one of its customers.*<account>/);
    for (const entry of [
      'res.cloudinary.com/agency',
      'ftp://cdn.example/',
      'https://u:p@cdn.example/',
      'https://cdn.example/?v=1',
    ])
      expect(() => parseMediaSource(entry), entry).toThrow();
    expect(() => parseMediaSources('https://painel.agency.example,https://res.cloudinary.com')).toThrow(
      /res\.cloudinary\.com/,
    );
  });

  it('allows a URL only within its source’s path: another account on the same CDN is not ours', () => {
    const sources = parseMediaSources('https://painel.agency.example, https://res.cloudinary.com/agency/');
    expect(mediaSourcesAllow(sources, 'https://res.cloudinary.com/agency/image/upload/a.jpg')).toBe(true);
    expect(mediaSourcesAllow(sources, 'https://painel.agency.example/storage/a.jpg')).toBe(true);
    for (const url of [
      'https://res.cloudinary.com/anyone/image/upload/a.jpg',
      'https://res.cloudinary.com/agencyx/image/upload/a.jpg',
      'https://res.cloudinary.com/image/upload/a.jpg',
      'https://evil.example/storage/a.jpg',
      'not a url',
    ])
      expect(mediaSourcesAllow(sources, url), url).toBe(false);
  });

  it('names a source in a CSP as an origin, or as a path that matches what is below it', () => {
    expect(cspSource({ origin: 'https://painel.agency.example', prefix: '/' })).toBe('https://painel.agency.example');
    expect(cspSource({ origin: 'https://res.cloudinary.com', prefix: '/agency/' })).toBe(
      'https://res.cloudinary.com/agency/',
    );
  });

  it('narrows the optimizer’s media paths to an account’s path', () => {
    expect(narrowPathPattern('/*/image/upload/**', '/agency/')).toBe('/agency/image/upload/**');
    expect(narrowPathPattern('/*/media/**', '/agency/')).toBe('/agency/media/**');
    expect(narrowPathPattern('/media/**', '/agency/')).toBeNull();
    expect(narrowPathPattern('/agency/**', '/agency/')).toBe('/agency/**');
    expect(narrowPathPattern('/**', '/a/b/')).toBe('/a/b/**');
    expect(narrowPathPattern('/*', '/agency/')).toBeNull();
    expect(narrowPathPattern('/*/image/upload/**', '/')).toBe('/*/image/upload/**');
  });
});
