import type { APIRequestContext, Page } from '@playwright/test';
import { expect, failedLoad, literal, test } from './support/test';
import { BRANDS, type BrandDefinition } from '@agency/schema/brands';
import { brandOrigin, type BrandKey } from './support/stack';
import { expectNoSeriousA11yViolations } from './support/axe';
import { skipIntro } from './shell-support';

/*
 * English pages speak English: a crawl of every /en page type of every brand fails on any
 * Portuguese interface word. Text the panels give in Portuguese (bios, staff roles, the custom
 * home) is allowed only inside an element marked lang="pt-…", which is what screen readers need.
 */
test.describe.configure({ timeout: 300_000 });

/** Portuguese words of the interface (labels, buttons, messages, month, language and nationality names). */
const PORTUGUESE_INTERFACE_WORDS = [
  'Nacionalidade',
  'Idiomas',
  'Publicado em',
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
  'Brasileiro',
  'Brasileira',
  'Português',
  'Portuguesa',
  'Espanhol',
  'Hebraico',
  'Francês',
  'Inglês',
  'Alemão',
  'Italiano',
  'Sueco',
  'Croata',
  'Nenhum',
  'Carregar mais',
  'Enviar',
  'Buscar',
  'Pesquisar',
  'Voltar',
  'Fechar',
  'Ver mais',
  'Leia mais',
  'Abrir no mapa',
  'Mostrar o mapa',
  'Endereço',
  'Telefone',
  'seguidores',
  'Solicitar orçamento',
  'Favoritos',
  'Talentos',
  'Erro',
  'Próximo',
  'Anterior',
  'Página',
  'Medidas',
  'Altura',
  'Olhos',
  'Cabelos',
  'Manequim',
  'Sapato',
  'Carreira',
  'Habilidades',
  'Sim',
  'Não',
  'Nome',
  'Mensagem',
  'Cidade',
  'País',
  'Início',
  'Sobre nós',
  'Contato',
  'Destaques',
  'Publicações',
  'Espetáculos',
  'Palestras',
  'Eventos',
  'Seletiva',
  'Inscreva-se',
  'Selecione',
  'obrigatório',
  'Nas redes',
];

/** A word of the list standing alone (letters on neither side; JavaScript's \b knows no accents). */
const PORTUGUESE = new RegExp(`(?<!\\p{L})(${PORTUGUESE_INTERFACE_WORDS.join('|')})(?!\\p{L})`, 'u');

const LIST_OF: Partial<Record<string, string>> = {
  EVENT: '/eventos',
  WORKSHOP: '/workshop',
  LECTURE: '/palestras',
  BLOG: '/blog',
  PUBLICATION: '/publicacoes',
};
const ITEM_OF: Partial<Record<string, RegExp>> = {
  EVENT: /^\/en\/eventos\/\d+\/[^/]+$/,
  SHOW: /^\/en\/espetaculos\/\d+\/[^/]+$/,
  WORKSHOP: /^\/en\/workshop\/\d+\/[^/]+$/,
  LECTURE: /^\/en\/palestras\/\d+\/[^/]+$/,
  BLOG: /^\/en\/blog\/[^/]+$/,
  HIGHLIGHT: /^\/en\/destaques\/[^/]+\/[^/]+$/,
};

async function links(request: APIRequestContext, origin: string, path: string, pattern: RegExp, count = 1) {
  const html = await (await request.get(`${origin}${path}`)).text();
  const found = [...html.matchAll(/href="([^"#?]+)"/g)].map((m) => m[1]!).filter((href) => pattern.test(href));
  return [...new Set(found)].slice(0, count);
}

/** One English page of each type the brand has (three profiles for talent brands, for their facts). */
async function englishPages(request: APIRequestContext, brand: BrandDefinition): Promise<string[]> {
  const origin = brandOrigin(brand.key as BrandKey);
  const pages = [
    '/en',
    '/en/sobre-nos',
    '/en/contato',
    '/en/destaques',
    `/en/destaques/${brand.highlightCategories[0]}`,
  ];
  if (brand.content === 'talents') {
    const category = brand.talentCategories[0]!.slug;
    pages.push(`/en/${category}`, '/en/favoritos', '/en/seletiva');
    pages.push(...(await links(request, origin, `/en/${category}`, new RegExp(`^/en/${category}/\\d+/[^/]+$`), 3)));
  }
  for (const kind of brand.postKinds) {
    const list = LIST_OF[kind];
    if (list) pages.push(`/en${list}`);
    const where =
      kind === 'SHOW' ? '/en' : kind === 'HIGHLIGHT' ? `/en/destaques/${brand.highlightCategories[0]}` : `/en${list}`;
    const pattern = ITEM_OF[kind];
    if (pattern) pages.push(...(await links(request, origin, where, pattern)));
  }
  pages.push('/en/nao-existe/999999/ninguem');
  return [...new Set(pages)];
}

/** Every text and interface attribute of the page outside elements marked as Portuguese. */
async function interfaceText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const portuguese = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? '').startsWith('pt');
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const el = walker.currentNode.parentElement;
      const text = walker.currentNode.textContent?.trim();
      if (!el || !text || el.closest('script, style, noscript, template') || portuguese(el)) continue;
      out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (portuguese(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
}

const FAVOURITE = { '101': { id: '101', name: 'Talento Um', slug: 'talento-um', cover: null } };

for (const brand of BRANDS) {
  test(`${brand.key}: every /en page type is free of Portuguese interface words`, async ({
    page,
    request,
    expectConsoleError,
  }) => {
    // A favourite, so /en/favoritos shows its quote form (labels, buttons) too.
    await page.addInitScript(
      (favorites) => window.localStorage.setItem('favorites', favorites),
      JSON.stringify(FAVOURITE),
    );
    const origin = brandOrigin(brand.key as BrandKey);
    // The crawl's 404 page type, and the made-up favourite, whose profile a prefetch finds missing.
    expectConsoleError(failedLoad(404, `${origin}/en/nao-existe/999999/ninguem`));
    expectConsoleError(failedLoad(404, new RegExp(`${literal(origin)}/en/101/talento-um\\?_rsc=[\\w-]+`)));
    const pages = await englishPages(request, brand);
    expect(pages.length).toBeGreaterThan(6);
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(`${origin}${path}`, { referer: 'http://localhost/' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // The favourites page draws its list and quote form once it has read the stored favourites.
      if (path === '/en/favoritos') await expect(page.getByTestId('quote-request-form')).toBeVisible();
      for (const text of await interfaceText(page)) {
        const match = PORTUGUESE.exec(text);
        if (match) found.push(`${path}: "${match[1]}" in "${text.slice(0, 80)}"`);
      }
    }
    expect(found).toEqual([]);
  });
}

for (const brand of BRANDS) {
  test(`${brand.key}: the pre-home and the opening modal on /en speak English, the panel's text marked`, async ({
    page,
  }) => {
    // A first visit (no referrer of ours): the pre-home, then the opening modal once a brand is chosen.
    await page.goto(`${brandOrigin(brand.key as BrandKey)}/en`, { waitUntil: 'domcontentloaded' });
    const found: string[] = [];
    const crawl = async (where: string) => {
      for (const text of await interfaceText(page)) {
        const match = PORTUGUESE.exec(text);
        if (match) found.push(`${where}: "${match[1]}" in "${text.slice(0, 80)}"`);
      }
    };
    await crawl('pre-home');
    await skipIntro(page, brand.key as BrandKey, '/en', 'Skip intro');
    if (brand.key === 'cq-empresariamento') {
      await crawl('brand selector');
      await page.getByRole('button', { name: /CQ Empresariamento/ }).click();
      await page.getByRole('button', { name: /^Enter/ }).click();
    }
    const modal = page.getByTestId('initial-modal');
    await expect(modal.getByRole('heading')).toBeVisible();
    await crawl('opening modal');
    expect(found).toEqual([]);
    // The panel's title, text and call to action are one language's (the custom home has no other):
    // marked Portuguese for screen readers, and the call to action leads to the English form.
    expect(await modal.getByRole('heading').evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('pt-BR');
    const cta = modal.locator('a[href]').last();
    if ((await cta.count()) > 0 && !/^https?:/.test((await cta.getAttribute('href')) ?? '')) {
      expect(await cta.getAttribute('href')).toMatch(/^\/en(\/|$)/);
    }
  });
}

test('the word list catches Portuguese left unmarked, and leaves marked text alone', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><body><p>Nationality</p><dd>Brasileiro</dd><p lang="pt-BR">Hebraico</p><button aria-label="Fechar">x</button></body></html>',
  );
  const texts = await interfaceText(page);
  expect(texts.filter((text) => PORTUGUESE.test(text))).toEqual(['Brasileiro', 'Fechar']);
  expect(PORTUGUESE.test('Information')).toBe(false);
  expect(PORTUGUESE.test('Simone')).toBe(false);
});

test.describe('panel text on /en is marked Portuguese', () => {
  test('a profile: bio and career carry lang, nationality and languages in English', async ({ page, request }) => {
    const origin = brandOrigin('jabuticaba');
    const profiles = await links(request, origin, '/en/atores', /^\/en\/atores\/\d+\/[^/]+$/, 12);
    let sawNationality = false;
    let sawLanguages = false;
    for (const path of profiles) {
      await page.goto(`${origin}${path}`, { referer: 'http://localhost/' });
      const panel = page.getByTestId('talent-details');
      await expect(panel).toHaveCount(1);
      const bio = panel.locator('[class*="bio"]');
      if ((await bio.count()) > 0) await expect(bio.first()).toHaveAttribute('lang', 'pt-BR');
      const facts = await panel.locator('dl').textContent();
      if (facts?.includes('Nationality')) {
        sawNationality = true;
        expect(facts).toMatch(
          /Nationality\s*(Brazilian|Portuguese|Argentine|Italian|French|Swedish|Croatian|Israeli|German|Spanish)/,
        );
      }
      if (facts?.includes('Languages')) {
        sawLanguages = true;
        expect(facts).toMatch(/(German|Croatian|Spanish|French|Hebrew|English|Italian|Portuguese|Swedish)/);
      }
    }
    expect(sawNationality && sawLanguages).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test('contact: staff roles carry lang; the home tagline carries lang; a blog date is English', async ({
    page,
    request,
  }) => {
    const main = brandOrigin('cq-empresariamento');
    await page.goto(`${main}/en/contato`, { referer: 'http://localhost/' });
    const staff = page.getByTestId('staff-member');
    await expect(staff.first()).toBeVisible();
    const count = await staff.count();
    await expect(page.getByTestId('staff-member').locator('[lang="pt-BR"]')).toHaveCount(count);
    await expectNoSeriousA11yViolations(page);

    // The main brand's home: the custom home's tagline is the panel's Portuguese.
    await page.goto(`${main}/en`, { referer: 'http://localhost/' });
    await expect(page.getByText('Onde carreiras começam', { exact: true })).toHaveAttribute('lang', 'pt-BR');
    await page.goto(`${main}/`, { referer: 'http://localhost/' });
    await expect(page.getByText('Onde carreiras começam', { exact: true })).toBeVisible();
    await expect(page.getByText('Onde carreiras começam', { exact: true })).not.toHaveAttribute('lang', /.+/);

    const [post] = await links(request, main, '/en/blog', /^\/en\/blog\/[^/]+$/);
    await page.goto(`${main}${post}`, { referer: 'http://localhost/' });
    await expect(page.locator('time')).toHaveText(/^Published on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });
});
