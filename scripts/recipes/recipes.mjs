// The README's "What a change touches" recipes as data: each one's hand edits, applied by
// scripts/check-recipes.mjs to a copy of the workspace, which then regenerates the code the tables
// and contracts make, type-checks the packages, starts the product and runs the suites; what else
// must change for the recipe to hold is found by those steps, so the README's counts cannot go
// stale. `target`: the most hand-edited files the recipe may take. `generates`: files the
// generators must have rewritten (the proof that the new row reached the lists made from it).
// `tests`: unit tests per package that assert invariants over the tables, run in the copy first.
// `page`: the recipe shows on a page (the site is started too). `probe(product)`: asks the copy's
// running gateway for the new row and fetches the page that shows it; returns what is wrong.

/** The errors of a GraphQL answer, or what is missing in it, as problems. */
function answerProblems(answer, what) {
  if (answer.status !== 200 || !answer.body?.data) {
    return [
      `${what}: gateway answered ${answer.status} ${JSON.stringify(answer.body?.errors ?? answer.body).slice(0, 400)}`,
    ];
  }
  return [];
}

/** A page's problems: not 200, or one of `texts` missing from its HTML. */
async function pageProblems(product, brand, pathname, texts) {
  const { status, html } = await product.page(brand, pathname);
  if (status !== 200) return [`${brand} ${pathname} answered ${status}`];
  return texts
    .filter((text) => !html.includes(text))
    .map((text) => `${brand} ${pathname} does not show ${JSON.stringify(text)}`);
}

/** Text as React writes it into HTML. */
const html = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const COURSE_ROW = `  COURSE: {
    description: 'Cultural courses (/cursos).',
    segment: 'cursos',
    restType: 'cursos',
    listCall: 'posts.list',
    panel: 'cultural',
    listPage: 'own',
    homeOf: null,
    detailPage: 'id-slug',
    slugFrom: 'slug',
    profile: 'cultural',
    titleKey: 'cursos',
    menuKeys: ['cursos'],
    highlightCategory: null,
    sections: [{ key: 'conteudo', field: 'content' }],
  },
`;

const KIDS_ROW = `
  {
    id: 6,
    key: 'kids',
    name: 'CQ Kids',
    description: 'Child actors and models, key kids.',
    color: '#2F80ED',
    content: 'talents',
    events: false,
    domains: ['cqkids.com.br'],
    sitePort: 3005,
    serverPort: 8205,
    menu: {
      left: ['cq+', 'highlights', 'actors', 'contact'],
      right: ['about', 'blog', 'selective', 'favorites'],
    },
    highlightCategories: ['publicidade'],
    talentCategories: [
      { slug: 'atrizes', key: 'actresses', albumIds: [490] },
      { slug: 'atores', key: 'actors', albumIds: [491] },
    ],
    defaultAlbumIds: [490, 491],
    backends: { own: 'jabuticaba', contents: 'jabuticaba', contacts: 'jabuticaba', forms: 'jabuticaba' },
    postKinds: ['BLOG', 'HIGHLIGHT'],
    socialFeed: false,
    branchRoot: 'cq-kids',
    logo: {
      width: 160,
      shapes: [],
      words: [CQ_MONOGRAM, capsWord('Kids', 56, 100)],
    },
  },`;

export const RECIPES = [
  {
    name: 'post-kind',
    readmeRow: 'A new post kind',
    target: 6,
    edits: [
      { file: 'schema/src/post-kinds.ts', replace: '  BLOG: {\n', with: `${COURSE_ROW}  BLOG: {\n` },
      { file: 'schema/src/brands.ts', replace: "  | 'palestras';", with: "  | 'palestras'\n  | 'cursos';" },
      {
        file: 'schema/src/brands.ts',
        replace: "right: ['workshop', 'palestras', 'contact'],",
        with: "right: ['workshop', 'palestras', 'cursos', 'contact'],",
      },
      {
        file: 'schema/src/brands.ts',
        replace: "postKinds: ['SHOW', 'WORKSHOP', 'LECTURE', 'PUBLICATION', 'HIGHLIGHT'],",
        with: "postKinds: ['SHOW', 'WORKSHOP', 'LECTURE', 'COURSE', 'PUBLICATION', 'HIGHLIGHT'],",
      },
      { file: 'site/messages/pt/content.json', json: { 'lists.cursos': 'Cursos' } },
      { file: 'site/messages/en/content.json', json: { 'lists.cursos': 'Courses' } },
      { file: 'site/messages/pt/common.json', json: { 'menu.cursos': 'Cursos' } },
      { file: 'site/messages/en/common.json', json: { 'menu.cursos': 'Courses' } },
    ],
    generates: ['schema/graphql/table-enums.graphql', 'schema/agency-api.openapi.yaml'],
    // The tables' invariants (every row's words in every catalogue, every kind in a menu has pages).
    tests: {
      schema: ['src/brands.test.ts', 'src/post-kinds.test.ts', 'test/brands.test.ts'],
      site: ['lib/brand/table-labels.test.ts', 'lib/posts/kinds.test.ts'],
    },
    page: true,
    /** CQ Cultural's courses: the gateway lists them, /cursos and /en/cursos show the list with its title and menu label. */
    async probe(product) {
      const answer = await product.graphql(
        '{ pt: posts(brand: CULTURAL, kind: COURSE) { totalCount nodes { path } } en: posts(brand: CULTURAL, kind: COURSE, locale: EN) { totalCount nodes { path } } }',
      );
      const problems = answerProblems(answer, 'posts of kind COURSE');
      if (problems.length) return problems;
      const { pt, en } = answer.body.data;
      if (pt.totalCount === 0 || en.totalCount === 0) return ['the sandbox has no COURSE posts'];
      return [
        ...(await pageProblems(product, 'cultural', '/cursos', ['>Cursos<', `href="${pt.nodes[0].path}"`])),
        ...(await pageProblems(product, 'cultural', '/en/cursos', ['>Courses<', `href="/en${en.nodes[0].path}"`])),
      ];
    },
  },
  {
    name: 'brand',
    readmeRow: 'A sixth brand',
    target: 2,
    edits: [
      {
        file: 'schema/src/brands.ts',
        replace:
          "export const BRAND_KEYS = ['cq-empresariamento', 'jabuticaba', 'digital', 'music', 'cultural'] as const;",
        with: "export const BRAND_KEYS = ['cq-empresariamento', 'jabuticaba', 'digital', 'music', 'cultural', 'kids'] as const;",
      },
      {
        file: 'schema/src/brands.ts',
        replace: '\n];\n\nexport const MAIN_BRAND',
        with: `${KIDS_ROW}\n];\n\nexport const MAIN_BRAND`,
      },
    ],
    generates: ['schema/graphql/table-enums.graphql', 'deploy/Caddyfile', 'docker-compose.yml'],
    // The tables' invariants (every row's words in every catalogue, every kind in a menu has pages).
    tests: {
      schema: ['src/brands.test.ts', 'src/post-kinds.test.ts', 'test/brands.test.ts'],
      sandbox: ['test/backends.test.ts'],
      site: ['lib/brand/table-labels.test.ts', 'lib/posts/kinds.test.ts'],
    },
    page: true,
    /** CQ Kids: the gateway knows it and its About text names it; its own host serves its about page. */
    async probe(product) {
      const answer = await product.graphql(
        '{ brand(key: KIDS) { name } content(brand: KIDS, type: "about_us") { html } }',
      );
      const problems = answerProblems(answer, 'the brand KIDS');
      if (problems.length) return problems;
      const { brand, content } = answer.body.data;
      if (brand.name !== 'CQ Kids') return [`the gateway names the brand ${JSON.stringify(brand.name)}`];
      if (!content?.html.includes('CQ Kids')) return ["the brand's About text does not name it"];
      return pageProblems(product, 'kids', '/sobre-nos', ['CQ Kids', 'data-brand="kids"']);
    },
  },
  {
    name: 'profile-field',
    readmeRow: 'A new talent-profile field',
    target: 6,
    edits: [
      {
        file: 'schema/agency-api.openapi.yaml',
        replace: "            nationality: { type: [string, 'null'], description: 'Only with nationality=1.' }\n",
        with:
          "            nationality: { type: [string, 'null'], description: 'Only with nationality=1.' }\n" +
          "            hobbies: { type: [string, 'null'], description: 'Free text.' }\n",
      },
      {
        file: 'schema/graphql/talents.graphql',
        replace: '  "Nationality."\n  nationality: String\n',
        with: '  "Nationality."\n  nationality: String\n  "Hobbies, free text."\n  hobbies: String\n',
      },
      {
        file: 'gateway/src/modules/talents/mappers.ts',
        replace: '    nationality: nonEmpty(profile.nationality),\n',
        with: '    nationality: nonEmpty(profile.nationality),\n    hobbies: nonEmpty(profile.hobbies),\n',
      },
      {
        file: 'site/components/talents/profile/talent-details.tsx',
        replace: '    about\n    nationality\n',
        with: '    about\n    nationality\n    hobbies\n',
      },
      {
        file: 'site/components/talents/profile/talent-details.tsx',
        replace: '      {talent.career.length > 0 && (',
        with:
          '      {talent.hobbies && (\n        <section className={styles.block}>\n' +
          "          <h3 className={styles.label}>{t('hobbies')}</h3>\n" +
          '          <p lang={textLang}>{talent.hobbies}</p>\n        </section>\n      )}\n' +
          '      {talent.career.length > 0 && (',
      },
      { file: 'site/messages/pt/talents.json', json: { 'profile.hobbies': 'Hobbies' } },
      { file: 'site/messages/en/talents.json', json: { 'profile.hobbies': 'Hobbies' } },
    ],
    generates: ['schema/src/generated/agency-api.ts', 'site/lib/gql/graphql.ts'],
    page: true,
    /** A talent's hobbies: the gateway reads them from the REST field, the profile page shows them under their label in pt and en. */
    async probe(product) {
      const list = await product.graphql('{ talents(brand: CQ_EMPRESARIAMENTO, first: 1) { nodes { id slug } } }');
      const problems = answerProblems(list, 'talents');
      if (problems.length) return problems;
      const { id, slug } = list.body.data.talents.nodes[0];
      const answer = await product.graphql(`{ pt: talent(brand: CQ_EMPRESARIAMENTO, id: "${id}") { hobbies } }`);
      problems.push(...answerProblems(answer, 'talent hobbies'));
      if (problems.length) return problems;
      const hobbies = answer.body.data.pt?.hobbies;
      if (!hobbies) return ['the gateway answers no hobbies for a talent the sandbox gives them'];
      return [
        ...(await pageProblems(product, 'cq-empresariamento', `/${id}/${slug}`, ['>Hobbies<', html(hobbies)])),
        ...(await pageProblems(product, 'cq-empresariamento', `/en/${id}/${slug}`, ['>Hobbies<'])),
      ];
    },
  },
];
