// The README's "What a change touches" recipes as data: each one's hand edits, applied by
// scripts/check-recipes.mjs to a copy of the workspace, which then regenerates the code the tables
// and contracts make and type-checks the packages; what else must change for the recipe to hold is
// found by those steps, so the README's counts cannot go stale. `target`: the most hand-edited
// files the recipe may take (issue 42). `generates`: files the generators must have rewritten (the
// proof that the new row reached the lists made from it). `tests`: unit tests per package that
// assert invariants over the tables, run in the copy.

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
    typecheck: ['schema', 'sandbox', 'gateway', 'site'],
    // The tables' invariants (every row's words in every catalogue, every kind in a menu has pages).
    tests: {
      schema: ['src/brands.test.ts', 'src/post-kinds.test.ts', 'test/brands.test.ts'],
      site: ['lib/brand/table-labels.test.ts', 'lib/posts/kinds.test.ts'],
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
    typecheck: ['schema', 'sandbox', 'gateway', 'site'],
    // The tables' invariants (every row's words in every catalogue, every kind in a menu has pages).
    tests: {
      schema: ['src/brands.test.ts', 'src/post-kinds.test.ts', 'test/brands.test.ts'],
      sandbox: ['test/backends.test.ts'],
      site: ['lib/brand/table-labels.test.ts', 'lib/posts/kinds.test.ts'],
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
    typecheck: ['schema', 'sandbox', 'gateway', 'site'],
  },
];
