import type { PostSectionField } from '@agency/schema/post-kinds';
import type { Panel } from '../backends';
import { chance, hex, int, pick, sample, youtubeId, type Rng } from '../prng';
import type { Award, Lang, Post, PostType, Slide } from '../types';
import { blogOf } from './blog-posts';
import { photoPath, type Ratio } from './media-paths';
import { highlightTitle, PRIZES, TITLES, VENUES, WORKS, type TitlePair } from './post-titles';
import { publicationOf } from './publications';

/** Fills a post's texts and media from its language and its place n in its type's list. */
export type PostFill = (post: Post, lang: Lang, n: number) => void;

/** Hands out post ids and slugs for one panel; each language version is its own row. */
export class PostFactory {
  private nextId: number;
  private readonly slugs = new Set<string>();
  /** Where each highlight category of this panel starts in the works list (drawn once, per panel). */
  private readonly highlightStarts = new Map<string, number>();

  constructor(
    idBase: number,
    private readonly rng: Rng,
    private readonly panel: Panel,
  ) {
    this.nextId = idBase;
  }

  /** Both language versions of the n-th post of a type. */
  pair(type: PostType, n: number, category: string | null, fill: PostFill): Post[] {
    const { titles, suffix } = this.titleOf(type, n, category);
    const day = Date.UTC(2025, 0, 6) + (n * 5 + int(this.rng, 0, 3)) * 86_400_000 + (type.length % 7) * 3_600_000;
    const versions = (['pt', 'en'] as const).map((lang) => {
      const title = `${lang === 'pt' ? titles[0] : titles[1]}${suffix}`;
      const id = this.nextId++;
      const post: Post = {
        id,
        slug: this.slug(title, category),
        type,
        category,
        title,
        cover: photoPath(`posts/${id}`, 'cover', pick(this.rng, ['16x9', '4x5', '3x4', '1x1'] as const)),
        description: null,
        content: null,
        content_b: null,
        content_c: null,
        lang,
        created_at: new Date(day).toISOString(),
        slides: [],
        sinopse: null,
        awards: [],
        translations: [],
      };
      fill(post, lang, n);
      return post;
    });
    // Each version names the other: the language switch of a post page goes to its translation.
    for (const post of versions) {
      post.translations = versions.filter((v) => v !== post).map((v) => ({ lang: v.lang, id: v.id, slug: v.slug }));
    }
    return versions;
  }

  /** Highlights, blog posts and publications are the brand's own; other types take their pool in turn. */
  private titleOf(type: PostType, n: number, category: string | null): { titles: TitlePair; suffix: string } {
    if (type === 'highlights' && category) {
      let start = this.highlightStarts.get(category);
      if (start === undefined) {
        start = int(this.rng, 0, WORKS.length - 1);
        this.highlightStarts.set(category, start);
      }
      return { titles: highlightTitle(category, start, n), suffix: '' };
    }
    if (type === 'publications') return { titles: publicationOf(this.panel, n).title, suffix: '' };
    const pool = type === 'blog' ? blogOf(this.panel).map((post) => post.title) : (TITLES[type] ?? WORKS);
    if (!pool?.length) throw new Error(`no ${type} titles for the ${this.panel} panel`);
    const round = Math.floor(n / pool.length);
    return { titles: pool[n % pool.length]!, suffix: round > 0 ? ` ${round + 1}` : '' };
  }

  private slug(title: string, category: string | null): string {
    const base = `${category ? `${category}-` : ''}${title}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    let slug = base;
    for (let k = 2; this.slugs.has(slug); k++) slug = `${base}-${k}`;
    this.slugs.add(slug);
    return slug;
  }
}

const SLIDE_RATIOS: readonly Ratio[] = ['16x9', '4x5', '3x4', '1x1', '2x3'];

/**
 * `count` image slides, and with a `hostedVideo` (the brand's clip) one video slide of a drawn mode:
 * the clip, a YouTube or a Vimeo video.
 */
export function slides(postId: number, rng: Rng, count: number, hostedVideo: string | null): Slide[] {
  const out: Slide[] = [];
  for (let k = 0; k < count; k++) {
    out.push({
      id: postId * 100 + k + 1,
      mode: 'image',
      slide_url: photoPath(`posts/${postId}`, `slide-${k + 1}`, pick(rng, SLIDE_RATIOS)),
    });
  }
  if (hostedVideo) {
    const mode = pick(rng, ['video', 'video-youtube', 'video-vimeo', 'video-vimeo'] as const);
    const vimeo = String(int(rng, 100000000, 999999999));
    const url =
      mode === 'video'
        ? hostedVideo
        : mode === 'video-youtube'
          ? youtubeId(rng)
          : chance(rng, 0.5)
            ? `${vimeo}/${hex(rng, 10)}`
            : vimeo;
    out.splice(1, 0, { id: postId * 100 + 99, mode, slide_url: url });
  }
  return out;
}

const para = (text: string) => `<p>${text}</p>`;

function agenda(rng: Rng, lang: Lang): Award[] {
  return sample(rng, VENUES, int(rng, 0, 4)).map((venue, k) => ({
    title: venue.split(',')[1]!.trim(),
    subtitle: venue.split(',')[0]!,
    year: `2026-${String(int(rng, 1, 12)).padStart(2, '0')}-${String(10 + k).padStart(2, '0')}`,
    cover: null,
    description: lang === 'pt' ? 'Ingressos na bilheteria e online.' : 'Tickets at the box office and online.',
  }));
}

function rider(rng: Rng, lang: Lang): string | null {
  if (chance(rng, 0.25)) return null;
  return lang === 'pt'
    ? `<ul><li>Palco mínimo de ${int(rng, 6, 12)}m x ${int(rng, 4, 8)}m</li><li>${int(rng, 2, 8)} retornos de chão</li><li>Camarim para ${int(rng, 3, 12)} pessoas</li></ul>`
    : `<ul><li>Minimum stage ${int(rng, 6, 12)}m x ${int(rng, 4, 8)}m</li><li>${int(rng, 2, 8)} floor monitors</li><li>Dressing room for ${int(rng, 3, 12)} people</li></ul>`;
}

export function fillEvent(rng: Rng, hostedVideo: string): PostFill {
  return (post, lang) => {
    post.description = para(
      lang === 'pt'
        ? `${post.title}: uma noite de música brasileira com repertório autoral e convidados.`
        : `${post.title}: a night of Brazilian music with original songs and guests.`,
    );
    post.content = post.description + para(lang === 'pt' ? 'Classificação livre.' : 'All ages.');
    post.awards = agenda(rng, lang);
    post.content_b = rider(rng, lang);
    post.content_c = chance(rng, 0.7) ? `https://open.spotify.com/artist/${hex(rng, 22)}` : null;
    post.slides = slides(post.id, rng, int(rng, 3, 7), chance(rng, 0.8) ? hostedVideo : null);
  };
}

export function fillShow(rng: Rng, hostedVideo: string): PostFill {
  return (post, lang) => {
    post.description = para(
      lang === 'pt'
        ? `Espetáculo de teatro contemporâneo: ${post.title}.`
        : `A contemporary theatre piece: ${post.title}.`,
    );
    post.content = post.description;
    post.sinopse = {
      subtitle: lang === 'pt' ? 'Drama em um ato' : 'Drama in one act',
      year: String(int(rng, 2015, 2026)),
      description:
        lang === 'pt'
          ? '<p>Duas irmãs reencontram a casa da infância e as histórias que ficaram por contar.</p>'
          : '<p>Two sisters return to their childhood home and the stories left untold.</p>',
    };
    post.content_b = rider(rng, lang);
    post.awards = sample(rng, PRIZES, int(rng, 0, 3)).map((prize) => ({
      title: prize.title,
      subtitle: prize.subtitle,
      year: String(int(rng, 2016, 2025)),
      cover: chance(rng, 0.5) ? photoPath(`posts/${post.id}`, `award-${prize.title.length}`, '1x1') : null,
      description: null,
    }));
    post.slides = slides(post.id, rng, int(rng, 3, 7), chance(rng, 0.8) ? hostedVideo : null);
  };
}

export function fillWorkshop(rng: Rng, kind: 'workshop' | 'palestras', hostedVideo: string): PostFill {
  return (post, lang) => {
    post.description = para(
      lang === 'pt' ? `${post.title} — inscrições abertas.` : `${post.title} — registrations open.`,
    );
    const pt =
      kind === 'workshop'
        ? [
            '<p>Aulas práticas, exercícios de cena e análise de material.</p>',
            '<ul><li>Semana 1: fundamentos</li><li>Semana 2: prática</li><li>Semana 3: apresentação</li></ul>',
            '<p>Professor com 20 anos de carreira em teatro e televisão.</p>',
          ]
        : [
            '<p>Como construir uma carreira com propósito.</p>',
            '<p>Artistas, produtores e estudantes.</p>',
            '<p>Palestrante premiada, autora de três livros sobre o tema.</p>',
          ];
    const en =
      kind === 'workshop'
        ? [
            '<p>Hands-on classes, scene work and footage review.</p>',
            '<ul><li>Week 1: basics</li><li>Week 2: practice</li><li>Week 3: showcase</li></ul>',
            '<p>Teacher with 20 years in theatre and television.</p>',
          ]
        : [
            '<p>How to build a career with purpose.</p>',
            '<p>Artists, producers and students.</p>',
            '<p>Award-winning speaker, author of three books on the subject.</p>',
          ];
    const texts = lang === 'pt' ? pt : en;
    // Some posts leave pop-up fields empty so the site can show that a pop-up is absent.
    post.content = chance(rng, 0.85) ? texts[0]! : null;
    post.content_b = chance(rng, 0.7) ? texts[1]! : null;
    post.content_c = chance(rng, 0.6) ? texts[2]! : '';
    post.slides = slides(post.id, rng, int(rng, 2, 5), chance(rng, 0.6) ? hostedVideo : null);
  };
}

/**
 * A post of a kind the sandbox has no texts of its own for: a description, and a paragraph in each
 * field its kind's pop-up sections show (the post-kind table's `sections`).
 */
export function fillSections(
  rng: Rng,
  sections: readonly { field: PostSectionField }[],
  hostedVideo: string,
): PostFill {
  return (post, lang) => {
    post.description = para(
      lang === 'pt' ? `${post.title} — inscrições abertas.` : `${post.title} — registrations open.`,
    );
    post.content = post.description;
    for (const { field } of sections) {
      post[field] = para(lang === 'pt' ? `Sobre ${post.title}.` : `About ${post.title}.`);
    }
    post.slides = slides(post.id, rng, int(rng, 2, 5), chance(rng, 0.6) ? hostedVideo : null);
  };
}

/**
 * A blog post as its brand wrote it (blog-posts.ts): the summary as description, then the body.
 * The stream draws as it always did (slides), so the posts after it keep their media.
 */
export function fillBlog(rng: Rng, panel: Panel): PostFill {
  const blog = blogOf(panel);
  return (post, lang, n) => {
    const written = blog[n % blog.length]!;
    post.description = para(written.summary[lang]);
    post.content = post.description + written.body[lang];
    post.slides = chance(rng, 0.5) ? slides(post.id, rng, int(rng, 1, 3), null) : [];
  };
}

/** A publication's subject, summary and length (publications.ts); its slides are its pages. */
export function fillPublication(rng: Rng, panel: Panel): PostFill {
  return (post, lang, n) => {
    const written = publicationOf(panel, n);
    post.description = written.description[lang];
    post.content = written.content[lang];
    post.slides = slides(post.id, rng, int(rng, 3, 5), null);
  };
}

export function fillHighlight(rng: Rng, hostedVideo: string): PostFill {
  return (post, lang) => {
    post.description = para(lang === 'pt' ? `Destaque: ${post.title}.` : `Highlight: ${post.title}.`);
    post.content = post.description;
    post.slides = slides(post.id, rng, int(rng, 1, 4), chance(rng, 0.6) ? hostedVideo : null);
  };
}
