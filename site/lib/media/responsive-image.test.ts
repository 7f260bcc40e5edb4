import { describe, expect, it } from 'vitest';
import { connectionOrigin, offeredWidths, responsiveSource } from './responsive-image';

const CDN = 'http://cdn.example/agency/image/upload/talents/ana.jpg';
const PANEL = 'https://panel.example/storage/posts/cover.jpg';

describe('the widths a responsive image offers (next/image rule)', () => {
  it('with sizes: every width the narrowest vw share of a 640 px device could use', () => {
    expect(offeredWidths('(min-width: 1024px) 20vw, 50vw')).toEqual([192, 384, 640, 750, 828, 1080, 1440, 1920]);
    expect(offeredWidths('100vw')).toEqual([640, 750, 828, 1080, 1440, 1920]);
    expect(offeredWidths('(min-width: 1024px) 120px, 30vw')).toEqual([192, 384, 640, 750, 828, 1080, 1440, 1920]);
  });

  it('with sizes in pixels only: every width', () => {
    expect(offeredWidths('240px')).toEqual([192, 384, 640, 750, 828, 1080, 1440, 1920]);
  });

  it('with a fixed width: that width and twice it, rounded up to offered widths', () => {
    expect(offeredWidths(undefined, 720)).toEqual([750, 1440]);
    expect(offeredWidths(undefined, 1500)).toEqual([1920]);
  });

  it('a full-width image on the common phones has a rendition of about its size (the first at or above it is taken)', () => {
    const taken = (cssPixels: number, ratio: number) => offeredWidths('100vw').find((w) => w >= cssPixels * ratio);
    expect(taken(412, 1.75)).toBe(750);
    expect(taken(375, 2)).toBe(750);
  });

  it('with neither: the device widths', () => {
    expect(offeredWidths()).toEqual([640, 750, 828, 1080, 1440, 1920]);
  });
});

describe('an image source', () => {
  it('asks the CDN for each width, the widest as src', () => {
    const source = responsiveSource(CDN, { sizes: '100vw' });
    expect(source.sizes).toBe('100vw');
    expect(source.srcSet?.split(', ')[0]).toBe(
      'http://cdn.example/agency/image/upload/w_640,q_auto,f_auto/talents/ana.jpg 640w',
    );
    expect(source.src).toBe('http://cdn.example/agency/image/upload/w_1920,q_auto,f_auto/talents/ana.jpg');
  });

  it("asks the site's optimizer for images on hosts without transformations", () => {
    const source = responsiveSource(PANEL, { sizes: '50vw' });
    expect(source.srcSet?.split(', ')).toHaveLength(7);
    expect(source.src).toBe(`/_next/image?url=${encodeURIComponent(PANEL)}&w=1920&q=75`);
  });

  it('offers a fixed width per pixel density, without sizes', () => {
    const source = responsiveSource(CDN, { width: 720 });
    expect(source.sizes).toBeUndefined();
    expect(source.srcSet).toBe(
      'http://cdn.example/agency/image/upload/w_750,q_auto,f_auto/talents/ana.jpg 1x, http://cdn.example/agency/image/upload/w_1440,q_auto,f_auto/talents/ana.jpg 2x',
    );
  });

  it('uses an unoptimized image as it is', () => {
    expect(responsiveSource('https://i.ytimg.com/vi/x/hqdefault.jpg', { sizes: '100vw', unoptimized: true })).toEqual({
      src: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
    });
  });
});

describe('the origin an image needs a connection to', () => {
  it("is a media host's origin, and none for the site's own paths", () => {
    expect(connectionOrigin(CDN)).toBe('http://cdn.example');
    expect(connectionOrigin('https://res.cdn.example:8443/a/image/upload/x.jpg')).toBe('https://res.cdn.example:8443');
    expect(connectionOrigin('/_next/image?url=x&w=640&q=75')).toBeNull();
    expect(connectionOrigin('//evil.example/x.jpg')).toBeNull();
    expect(connectionOrigin('data:image/png;base64,AAAA')).toBeNull();
  });
});
