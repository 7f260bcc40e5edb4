import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema, two generated outputs: typed resolvers for the gateway and the
 * client preset (typed documents) for the site. Never edit the outputs:
 * `npm test` regenerates them and fails when the committed copy is stale.
 */
const config: CodegenConfig = {
  schema: 'schema/graphql/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GatewayContext',
        useIndexSignature: true,
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Upload: 'File' },
        // The resolvers see the tables' own forms: BrandKey is the brand table's key
        // ('cq-empresariamento'), Locale the site locale ('pt'); the schema's enum resolvers
        // (modules/shared/resolvers.ts) map the wire names to them.
        enumValues: {
          BrandKey: '@agency/schema/brands#BrandKey',
          Locale: '@agency/schema/locales#SiteLocale',
        },
        mappers: {
          Brand: '../modules/brands/mappers#BrandModel',
          Talent: '../modules/talents/mappers#TalentModel',
          Post: '../modules/posts/mappers#PostModel',
        },
      },
    },
    'site/lib/gql/': {
      preset: 'client',
      documents: ['site/{app,components,lib}/**/*.{ts,tsx}', '!site/lib/gql/**'],
      // Persisted documents: each operation keeps its document (urql checks an operation's type from
      // it) and carries its id (its sha256) in `__meta__`; the site's clients send the id only
      // (site/lib/gateway/persisted-exchange.ts). The texts go to persisted-documents.json, the
      // manifest the gateway loads and the only documents it runs for the site and anonymous callers.
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: {
          mode: 'embedHashInDocument',
          hashPropertyName: 'documentId',
          hashAlgorithm: 'sha256',
        },
      },
      // The site's operations take and give the tables' forms too; lib/gateway/wire-enums.ts
      // writes them as the wire's enum names on the way out and reads them back on the way in.
      config: {
        enumsAsTypes: true,
        scalars: { Upload: 'File' },
        useTypeImports: true,
        enumValues: {
          BrandKey: '@agency/schema/brands#BrandKey',
          Locale: '@agency/schema/locales#SiteLocale',
        },
      },
    },
  },
};

export default config;
