/** Search-engine facts of a profile, kept pure so they can be tested with plain data. */

interface PersonSource {
  name: string;
  cover: { url: string };
  about?: string | null;
  nationality?: string | null;
  languages: readonly { name: string }[];
  socials: readonly { url: string }[];
  otherSkills?: string | null;
}

/** Meta descriptions are cut near this length (what result pages show). */
const DESCRIPTION_LENGTH = 160;

/** Plain text of sanitised HTML: tags dropped, common entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The profile's meta description: the start of the bio, cut at a word, else the fallback sentence. */
export function profileDescription(about: string | null | undefined, fallback: string): string {
  const text = about ? htmlToText(about) : '';
  if (!text) return fallback;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** schema.org Person for a profile page. */
export function personJsonLd(talent: PersonSource, options: { url: string; brandName: string; description: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: talent.name,
    url: options.url,
    image: talent.cover.url,
    description: options.description,
    ...(talent.nationality ? { nationality: talent.nationality } : {}),
    ...(talent.languages.length ? { knowsLanguage: talent.languages.map((l) => l.name) } : {}),
    ...(talent.socials.length ? { sameAs: talent.socials.map((s) => s.url) } : {}),
    ...(talent.otherSkills ? { knowsAbout: talent.otherSkills } : {}),
    affiliation: { '@type': 'Organization', name: options.brandName },
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
