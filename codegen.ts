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
        enumsAsTypes: true,
        scalars: { Upload: 'File' },
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
      config: { enumsAsTypes: true, scalars: { Upload: 'File' }, useTypeImports: true },
    },
  },
};

export default config;
