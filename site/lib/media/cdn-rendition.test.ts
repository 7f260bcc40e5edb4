import { describe, expect, it } from 'vitest';
import { cdnRendition } from './cdn-rendition';
import mediaImageLoader from './image-loader';

const CDN = 'https://res.cloudinary.com';

describe('cdnRendition', () => {
  it('asks the CDN for the width shown, its best format and its own quality for it', () => {
    expect(cdnRendition(`${CDN}/cq-agency/image/upload/talents/10001/cover-3x4.jpg`, 828)).toBe(
      `${CDN}/cq-agency/image/upload/w_828,q_auto,f_auto/talents/10001/cover-3x4.jpg`,
    );
  });

  it('replaces transformations already in the URL instead of stacking them', () => {
    expect(cdnRendition(`${CDN}/cq-agency/image/upload/w_2048,c_limit/v1712345678/a.jpg`, 384)).toBe(
      `${CDN}/cq-agency/image/upload/w_384,q_auto,f_auto/v1712345678/a.jpg`,
    );
  });

  it('leaves alone what is not a CDN image: panel storage, the "no image" placeholder, query strings', () => {
    expect(cdnRendition('https://panel.example/storage/posts/a.jpg', 640)).toBeNull();
    expect(cdnRendition(`${CDN}/cq-agency/image/upload/.jpg`, 640)).toBeNull();
    expect(cdnRendition(`${CDN}/cq-agency/image/upload/a.jpg?x=1`, 640)).toBeNull();
    expect(cdnRendition('/local/a.jpg', 640)).toBeNull();
  });
});

describe('the image loader', () => {
  it('sends CDN images to the CDN and everything else to the site optimizer', () => {
    expect(mediaImageLoader({ src: `${CDN}/cq-agency/image/upload/a.jpg`, width: 192, quality: 75 })).toBe(
      `${CDN}/cq-agency/image/upload/w_192,q_auto,f_auto/a.jpg`,
    );
    expect(mediaImageLoader({ src: 'https://panel.example/storage/a.jpg', width: 640, quality: 75 })).toBe(
      '/_next/image?url=https%3A%2F%2Fpanel.example%2Fstorage%2Fa.jpg&w=640&q=75',
    );
  });
});
