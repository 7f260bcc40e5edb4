// Every page type of every brand, for the Lighthouse table: which pages a brand has follows from its
// row of the brand table (what it lists, its post kinds, its menu); the address of a detail page
// (a profile, an event, a post) is the first one its list page links to, as a visitor would find it.

/**
 * The page types of one brand: `path` for pages with a fixed address, `from` + `link` for a detail
 * page found on another page (`link` matches the href, without the language prefix).
 */
export function pageTypesOf(brand) {
  const kinds = new Set(brand.postKinds);
  const talents = brand.content === 'talents';
  const firstCategory = brand.talentCategories[0]?.slug;
  const pages = [{ type: 'home', path: '/' }];
  if (talents && firstCategory) {
    pages.push({ type: 'talent list', path: `/${firstCategory}` });
    pages.push({ type: 'profile', from: `/${firstCategory}`, link: new RegExp(`^/${firstCategory}/\\d+/[^/?#]+$`) });
    pages.push({ type: 'favourites', path: '/favoritos' });
  }
  if (kinds.has('EVENT')) {
    pages.push({ type: 'event list', path: '/eventos' });
    pages.push({ type: 'event', from: '/eventos', link: /^\/eventos\/\d+\/[^/?#]+$/ });
  }
  // The shows are the cultural brand's home list.
  if (kinds.has('SHOW')) pages.push({ type: 'show', from: '/', link: /^\/espetaculos\/\d+\/[^/?#]+$/ });
  if (kinds.has('WORKSHOP')) {
    pages.push({ type: 'workshop', from: '/workshop', link: /^\/workshop\/\d+\/[^/?#]+$/ });
  }
  if (kinds.has('LECTURE')) {
    pages.push({ type: 'lecture', from: '/palestras', link: /^\/palestras\/\d+\/[^/?#]+$/ });
  }
  if (kinds.has('BLOG')) {
    pages.push({ type: 'blog list', path: '/blog' });
    pages.push({ type: 'blog post', from: '/blog', link: /^\/blog\/[^/?#]+$/ });
  }
  if (kinds.has('HIGHLIGHT') && brand.highlightCategories.length > 0) {
    pages.push({ type: 'highlights', path: `/destaques/${brand.highlightCategories[0]}` });
  }
  if (kinds.has('PUBLICATION')) pages.push({ type: 'publications', path: '/publicacoes' });
  pages.push({ type: 'contact', path: '/contato' }, { type: 'about', path: '/sobre-nos' });
  const menu = [...brand.menu.left, ...brand.menu.right];
  if (menu.includes('selective')) pages.push({ type: 'seletiva', path: '/seletiva' });
  return pages;
}

/** The first href of an HTML page that matches `link` (entities decoded, same-site paths only). */
export function firstLink(html, link) {
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1].replace(/&amp;/g, '&');
    if (href.startsWith('/') && link.test(href)) return href;
  }
  return null;
}

/** Resolves every page type of a brand to a URL on its site; a detail page whose list has no link is left out. */
export async function brandPages(brand, origin) {
  const resolved = [];
  for (const page of pageTypesOf(brand)) {
    let path = page.path;
    if (!path) {
      const html = await (await fetch(`${origin}${page.from}`, { headers: { accept: 'text/html' } })).text();
      path = firstLink(html, page.link);
      if (!path) continue;
    }
    resolved.push({ brand: brand.key, type: page.type, path, url: `${origin}${path}` });
  }
  return resolved;
}
