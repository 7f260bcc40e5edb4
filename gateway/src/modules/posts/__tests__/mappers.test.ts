import { describe, expect, it } from 'vitest';
import type { RestPost } from '../../../upstream/rest';
import { mediaUrl, slideToMedia } from '../../shared/media';
import {
  mapPost,
  postPath,
  sectionsOf,
  sinopseOf,
  spotifyUrlOf,
  toPostCard,
  toPostModel,
  translationsOf,
} from '../mappers';
import { POST_TYPE_OF } from '../routing';
import { backendForCall } from '@agency/schema/upstream-calls';

const MEDIA = 'http://localhost:4010/cultural/media/';
const LIST = { brand: 'cultural' as const, kind: 'SHOW' as const, lang: 'pt' as const, category: null };

function restPost(overrides: Partial<RestPost> = {}): RestPost {
  return {
    id: 12,
    slug: 'show-de-verao',
    type: 'shows',
    category: null,
    title: 'Show de Verão',
    cover: 'posts/12/cover.jpg',
    description: '<p>Uma noite <b>inesquecível</b>.</p><script>x()</script>',
    content: '<p>Conteúdo</p>',
    content_b: '<p>Rider técnico</p>',
    content_c: '',
    lang: 'pt',
    created_at: '2025-03-04T06:00:00.000Z',
    slides: [
      { id: 1, mode: 'image', slide_url: 'posts/12/slide-1.jpg' },
      { id: 2, mode: 'video-vimeo', slide_url: '76979871/8272103f6e' },
      { id: 3, mode: 'video-youtube', slide_url: 'dQw4w9WgXcQ' },
      { id: 4, mode: 'video', slide_url: 'posts/12/clip.mp4' },
    ],
    sinopse: { subtitle: 'Drama', year: '2022', description: '<p>Duas irmãs.</p>' },
    awards: [{ title: 'Prêmio Shell', subtitle: null, year: '2023', cover: 'awards/1.png', description: null }],
    ...overrides,
  };
}

describe('post paths (route table)', () => {
  const post = restPost();
  it('builds each kind’s path', () => {
    expect(postPath('EVENT', post)).toBe('/eventos/12/show-de-verao');
    expect(postPath('WORKSHOP', post)).toBe('/workshop/12/show-de-verao');
    expect(postPath('LECTURE', post)).toBe('/palestras/12/show-de-verao');
    expect(postPath('BLOG', post)).toBe('/blog/show-de-verao');
    expect(postPath('PUBLICATION', post)).toBe('/publicacoes');
    expect(postPath('HIGHLIGHT', { ...post, category: 'filmes' })).toBe('/destaques/filmes/show-de-verao');
  });

  it('uses the slugified title for shows (their slug is the slugified title)', () => {
    expect(postPath('SHOW', { ...post, slug: 'anything-else' })).toBe('/espetaculos/12/show-de-verao');
  });
});

describe('post translations', () => {
  it('links each other-language version with its own id, slug and path', () => {
    const post = restPost({ translations: [{ lang: 'en', id: 13, slug: 'summer-show' }] });
    expect(translationsOf(post, 'EVENT')).toEqual([
      { locale: 'en', id: '13', slug: 'summer-show', path: '/eventos/13/summer-show' },
    ]);
    expect(translationsOf(post, 'SHOW')[0]!.path).toBe('/espetaculos/13/summer-show');
    expect(translationsOf(post, 'BLOG')[0]!.path).toBe('/blog/summer-show');
    expect(translationsOf({ ...post, category: 'filmes' }, 'HIGHLIGHT')[0]!.path).toBe('/destaques/filmes/summer-show');
    expect(toPostModel(post, 'EVENT', MEDIA, LIST).translations).toHaveLength(1);
  });

  it('is empty when the panel names no translation', () => {
    const { translations: _none, ...bare } = restPost();
    expect(translationsOf(bare as RestPost, 'EVENT')).toEqual([]);
    expect(toPostModel(restPost({ translations: [] }), 'SHOW', MEDIA, LIST).translations).toEqual([]);
  });

  it('drops entries in the post’s own or an unknown language, duplicates and blank slugs', () => {
    const post = restPost({
      translations: [
        { lang: 'pt', id: 99, slug: 'self' },
        { lang: 'es' as 'en', id: 98, slug: 'otra' },
        { lang: 'en', id: 97, slug: '  ' },
        { lang: 'en', id: 13, slug: 'summer-show' },
        { lang: 'en', id: 14, slug: 'second-copy' },
      ],
    });
    expect(translationsOf(post, 'WORKSHOP')).toEqual([
      { locale: 'en', id: '13', slug: 'summer-show', path: '/workshop/13/summer-show' },
    ]);
  });
});

describe('routing of post kinds (endpoint table)', () => {
  it('sends events to the music panel, shows/workshops/lectures to cultural, the rest to the brand panel', () => {
    expect(backendForCall('posts.list', 'cq-empresariamento', { postType: POST_TYPE_OF.EVENT })).toBe('music');
    expect(backendForCall('posts.list', 'cultural', { postType: POST_TYPE_OF.SHOW })).toBe('cultural');
    expect(backendForCall('posts.list', 'jabuticaba', { postType: POST_TYPE_OF.WORKSHOP })).toBe('cultural');
    expect(backendForCall('posts.list', 'music', { postType: POST_TYPE_OF.LECTURE })).toBe('cultural');
    expect(backendForCall('posts.list', 'jabuticaba', { postType: POST_TYPE_OF.BLOG })).toBe('jabuticaba');
    expect(backendForCall('posts.list', 'cq-empresariamento', { postType: POST_TYPE_OF.HIGHLIGHT })).toBe('main');
    expect(POST_TYPE_OF.LECTURE).toBe('palestras');
  });
});

describe('pop-up sections (only non-empty fields)', () => {
  it('maps workshop fields to conteudo, cronograma, sobre_professor', () => {
    const post = restPost({ content: '<p>A</p>', content_b: '', content_c: '<p>Prof</p>' });
    expect(sectionsOf(post, 'WORKSHOP')).toEqual([
      { key: 'conteudo', html: '<p>A</p>' },
      { key: 'sobre_professor', html: '<p>Prof</p>' },
    ]);
  });

  it('maps lecture fields to tema, publico_alvo, release_palestrante', () => {
    const post = restPost({ content: '<p>T</p>', content_b: '<p>P</p>', content_c: '<p> </p>' });
    expect(sectionsOf(post, 'LECTURE').map((s) => s.key)).toEqual(['tema', 'publico_alvo']);
  });

  it('gives shows and events a rider from content_b, and blogs none', () => {
    expect(sectionsOf(restPost(), 'SHOW')).toEqual([{ key: 'rider', html: '<p>Rider técnico</p>' }]);
    expect(sectionsOf(restPost(), 'EVENT').map((s) => s.key)).toEqual(['rider']);
    expect(sectionsOf(restPost(), 'BLOG')).toEqual([]);
  });

  it('reads the Spotify link of an event from content_c', () => {
    expect(spotifyUrlOf(restPost({ content_c: 'https://open.spotify.com/artist/1' }), 'EVENT')).toBe(
      'https://open.spotify.com/artist/1',
    );
    expect(spotifyUrlOf(restPost({ content_c: '<p><a href="https://open.spotify.com/x">ouça</a></p>' }), 'EVENT')).toBe(
      'https://open.spotify.com/x',
    );
    expect(spotifyUrlOf(restPost({ content_c: '' }), 'EVENT')).toBeNull();
    expect(spotifyUrlOf(restPost({ content_c: 'https://open.spotify.com/artist/1' }), 'SHOW')).toBeNull();
  });

  it('drops an empty sinopse', () => {
    expect(sinopseOf(restPost({ sinopse: { subtitle: '', year: null, description: '<p></p>' } }))).toBeNull();
    expect(sinopseOf(restPost())).toEqual({ subtitle: 'Drama', year: '2022', description: '<p>Duas irmãs.</p>' });
  });
});

describe('full post and card', () => {
  const list = { brand: 'cultural' as const, kind: 'SHOW' as const, lang: 'pt' as const, category: null };

  it('resolves media against the back-end media host and keeps slide order', () => {
    const model = toPostModel(restPost(), 'SHOW', MEDIA, list);
    expect(model.cover?.url).toBe('http://localhost:4010/cultural/media/posts/12/cover.jpg');
    expect(model.slides.map((s) => s.__typename)).toEqual(['Image', 'VimeoVideo', 'YoutubeVideo', 'HostedVideo']);
    expect(model.firstVideo).toMatchObject({
      __typename: 'VimeoVideo',
      embedUrl: 'https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1&muted=1',
    });
    expect(model.images.map((i) => i.url)).toEqual(['http://localhost:4010/cultural/media/posts/12/slide-1.jpg']);
    expect(model.awards[0]!.cover?.url).toBe('http://localhost:4010/cultural/media/awards/1.png');
    expect(model.description).toBe('<p>Uma noite <b>inesquecível</b>.</p>');
    expect(model.locale).toBe('pt');
  });

  it('gives highlight cards a cover video when the first slide is a video', () => {
    const videoFirst = restPost({ slides: [{ id: 1, mode: 'video-youtube', slide_url: 'abc' }], category: 'filmes' });
    expect(toPostCard(videoFirst, 'HIGHLIGHT', MEDIA).coverVideo).toMatchObject({ __typename: 'YoutubeVideo' });
    expect(toPostCard(videoFirst, 'BLOG', MEDIA).coverVideo).toBeNull();
    expect(toPostCard(restPost(), 'HIGHLIGHT', MEDIA).coverVideo).toBeNull();
  });

  it('maps card and model together with a plain-text excerpt', () => {
    const mapped = mapPost(restPost(), 'SHOW', MEDIA, list);
    expect(mapped.card).toMatchObject({
      id: '12',
      path: '/espetaculos/12/show-de-verao',
      excerpt: 'Uma noite inesquecível.',
    });
    expect(mapped.model.path).toBe(mapped.card.path);
  });
});

describe("slides in the family's shapes: shown by what they hold, or counted when left out", () => {
  it('shows orientation modes and unknown modes by their URL, counts each, and drops only what holds nothing showable', () => {
    const kinds: string[] = [];
    const note = (kind: string) => void kinds.push(kind);
    const base = 'https://panel.example';
    const media = [
      { mode: 'landscape', slide_url: '/storage/posts/1/a.jpg' },
      { mode: 'portrait', slide_url: '/storage/posts/1/b.webp' },
      { mode: 'clip', slide_url: '/storage/posts/1/c.mp4' },
      { mode: 'embed', slide_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      { mode: 'embed', slide_url: 'https://vimeo.com/76979871' },
      { mode: 'landscape', slide_url: '/storage/posts/1/notes.txt' },
      { mode: 'image', slide_url: '/storage/posts/1/d.jpg' },
    ].map((slide) => slideToMedia(base, slide, 'Show', note));
    expect(media.map((m) => m?.__typename ?? null)).toEqual([
      'Image',
      'Image',
      'HostedVideo',
      'YoutubeVideo',
      'VimeoVideo',
      null,
      'Image',
    ]);
    expect(media[0]).toMatchObject({ url: 'https://panel.example/storage/posts/1/a.jpg' });
    expect(kinds).toEqual([
      'slide_mode_inferred',
      'slide_mode_inferred',
      'slide_mode_inferred',
      'slide_mode_inferred',
      'slide_mode_inferred',
      'slide_dropped',
    ]);
  });

  it('joins root-relative panel media to the panel origin by concatenation, keeps absolute URLs, notes bare relative paths', () => {
    const kinds: string[] = [];
    const note = (kind: string) => void kinds.push(kind);
    expect(mediaUrl('https://panel.example/', '/storage/a b.jpg', note)).toBe(
      'https://panel.example/storage/a%20b.jpg',
    );
    expect(mediaUrl('http://localhost:4010/music', '/storage/x.jpg', note)).toBe(
      'http://localhost:4010/music/storage/x.jpg',
    );
    expect(mediaUrl('https://panel.example', 'https://res.cloudinary.com/a/image/upload/x.jpg', note)).toBe(
      'https://res.cloudinary.com/a/image/upload/x.jpg',
    );
    expect(kinds).toEqual([]);
    expect(mediaUrl('https://panel.example', 'posts/1/a.jpg', note)).toBe('https://panel.example/posts/1/a.jpg');
    expect(kinds).toEqual(['media_path_relative']);
  });
});
