import { describe, expect, it } from 'vitest';
import { excerpt, plainText, safeHtml } from '../html';
import { isEmptyMedia, mediaUrl, slideToMedia, vimeoVideo, youtubeVideo } from '../media';
import { decodeCursor, encodeCursor, neighbours, paginate } from '../pagination';
import { firstLetter, lettersOf, matchesLetter, matchesSearch, slugify } from '../text';

describe('text rules', () => {
  it('slugifies names and titles', () => {
    expect(slugify('Ana Lúcia')).toBe('ana-lucia');
    expect(slugify("Show de Verão: D'Ávila & Cia!")).toBe('show-de-verao-davila-cia');
    expect(slugify('  ')).toBe('');
  });

  it('searches case- and accent-insensitively (contains)', () => {
    expect(matchesSearch('Ângela Souza', 'ANGE')).toBe(true);
    expect(matchesSearch('Ângela Souza', 'souz')).toBe(true);
    expect(matchesSearch('Ângela Souza', 'bruno')).toBe(false);
    expect(matchesSearch('Ângela', '')).toBe(true);
  });

  it('filters by accent-folded first letter; null is All', () => {
    expect(firstLetter('Érica')).toBe('E');
    expect(firstLetter('1984')).toBeNull();
    expect(matchesLetter('Érica', 'e')).toBe(true);
    expect(matchesLetter('Bruno', 'E')).toBe(false);
    expect(matchesLetter('Bruno', null)).toBe(true);
    expect(lettersOf(['bruno', 'Ana', 'Álvaro', '007'])).toEqual(['A', 'B']);
  });
});

describe('pagination', () => {
  const items = Array.from({ length: 20 }, (_, i) => i);

  it('walks the list to the end with cursors', () => {
    const first = paginate(items, 8, null);
    expect(first.nodes).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = paginate(items, 16, first.pageInfo.endCursor);
    expect(second.nodes).toEqual(items.slice(8));
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(second.totalCount).toBe(20);
    expect(decodeCursor(encodeCursor(7))).toBe(7);
    expect(() => decodeCursor('garbage')).toThrow('Invalid cursor');
  });

  it('wraps neighbours around the ends', () => {
    expect(neighbours(items, (i) => i === 0)).toEqual({ previous: 19, next: 1 });
    expect(neighbours(items, (i) => i === 19)).toEqual({ previous: 18, next: 0 });
    expect(neighbours(items, (i) => i === 99)).toBeNull();
  });
});

describe('media', () => {
  it('resolves relative paths against the back-end media host', () => {
    expect(mediaUrl('http://localhost:4010/cultural/media/', 'posts/3/cover.jpg')).toBe(
      'http://localhost:4010/cultural/media/posts/3/cover.jpg',
    );
    expect(mediaUrl('http://localhost:4010/cultural/media/', '/posts/a b.jpg')).toBe(
      'http://localhost:4010/cultural/media/posts/a%20b.jpg',
    );
    expect(mediaUrl('http://x/media/', 'https://cdn.example/v.mp4')).toBe('https://cdn.example/v.mp4');
    expect(isEmptyMedia('https://res.cloudinary.com/demo/image/upload/.jpg')).toBe(true);
  });

  it('embeds YouTube and Vimeo with autoplay and mute', () => {
    expect(youtubeVideo('dQw4w9WgXcQ').embedUrl).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1');
    expect(vimeoVideo('76979871/8272103f6e')).toMatchObject({
      videoId: '76979871',
      hash: '8272103f6e',
      embedUrl: 'https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1&muted=1',
    });
    expect(vimeoVideo('76979871').hash).toBeNull();
  });

  it('turns slides into media members', () => {
    const base = 'http://h/music/media/';
    expect(slideToMedia(base, { mode: 'image', slide_url: 'a.jpg' }, 't')).toMatchObject({
      __typename: 'Image',
      url: 'http://h/music/media/a.jpg',
    });
    expect(slideToMedia(base, { mode: 'video', slide_url: 'a.mp4' }, 't')).toMatchObject({ __typename: 'HostedVideo' });
    expect(slideToMedia(base, { mode: 'video-youtube', slide_url: 'abc' }, 't')).toMatchObject({
      __typename: 'YoutubeVideo',
    });
    expect(slideToMedia(base, { mode: 'video-vimeo', slide_url: '1/2' }, 't')).toMatchObject({
      __typename: 'VimeoVideo',
      hash: '2',
    });
    expect(slideToMedia(base, { mode: 'image', slide_url: '' }, 't')).toBeNull();
  });
});

describe('html', () => {
  it('drops scripts and handlers and keeps formatting', () => {
    expect(safeHtml('<p onclick="x()">Oi <strong>você</strong><script>alert(1)</script></p>')).toBe(
      '<p>Oi <strong>você</strong></p>',
    );
    expect(safeHtml('<p> </p>')).toBeNull();
    expect(safeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('gives plain-text excerpts', () => {
    expect(plainText('<p>Show &amp; <b>festa</b></p>')).toBe('Show & festa');
    expect(excerpt('<p>' + 'palavra '.repeat(40) + '</p>', 30)).toBe('palavra palavra palavra…');
  });
});
