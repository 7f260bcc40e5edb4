import { describe, expect, it } from 'vitest';
import { sharedImages } from './shared-images';

const book = [
  { url: 'https://cdn.example/a.jpg', alt: 'Ana', width: 1600, height: 2400 },
  { url: 'https://cdn.example/b.jpg', alt: 'Ana', width: 1600, height: 2400 },
];

describe('images shared with the book', () => {
  it("uses the book's own object for an image the book holds", () => {
    const gallery = [{ ...book[1]! }];
    const shared = sharedImages(gallery, book);
    expect(shared[0]).toBe(book[1]);
  });

  it('keeps an image the book does not hold, or holds with other details', () => {
    const other = { url: 'https://cdn.example/c.jpg', alt: 'Ana', width: null, height: null };
    const retitled = { ...book[0]!, alt: 'Ana, backstage' };
    const shared = sharedImages([other, retitled], book);
    expect(shared[0]).toBe(other);
    expect(shared[1]).toBe(retitled);
  });
});
