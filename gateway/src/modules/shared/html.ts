import sanitizeHtml from 'sanitize-html';

/**
 * Back-end HTML comes from a CMS: keep formatting, links and images, drop scripts, styles and
 * event handlers before it reaches a page that renders it as HTML.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'iframe'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'title'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedIframeHostnames: ['www.youtube.com', 'player.vimeo.com', 'open.spotify.com'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Sanitised HTML, or null when nothing visible is left. */
export function safeHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return plainText(clean) === '' && !/<img|<iframe/i.test(clean) ? null : clean;
}

/** Text only, whitespace collapsed (entities decoded by sanitize-html's text output). */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A card excerpt: the first ~160 characters of the text, cut at a word. */
export function excerpt(html: string | null | undefined, max = 160): string | null {
  const text = plainText(html);
  if (text === '') return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}
