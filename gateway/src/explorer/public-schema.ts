import { introspectionFromSchema, lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { precompress, type CompressedBody } from './compressed';

/** The stable address of the schema's SDL, public like the documentation it is. */
export const SDL_PATH = '/graphql/sdl';

export interface PublicSchema {
  /** The SDL, printed as scripts/schema-registry.mjs publishes it (types and fields sorted). */
  sdl: CompressedBody;
  /** The introspection answer GraphiQL would ask for, served as a versioned file (`schema.<hash>.json`). */
  introspection: CompressedBody;
}

/** The canonical SDL of a schema: the text of schema/published/schema.graphql when the schema is published. */
export function canonicalSdl(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

/**
 * What anyone may read of the schema without a key: its SDL and the introspection answer the
 * GraphiQL page uses for its docs, completion and validation. Data still needs a key or a
 * persisted document. Built once, on first request.
 */
export function createPublicSchema(schema: GraphQLSchema): () => Promise<PublicSchema> {
  let built: Promise<PublicSchema> | undefined;
  return () => {
    built ??= (async () => {
      const introspection = introspectionFromSchema(schema, {
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        inputValueDeprecation: true,
      });
      const [sdl, json] = await Promise.all([
        precompress(canonicalSdl(schema)),
        precompress(JSON.stringify(introspection)),
      ]);
      return { sdl, introspection: json };
    })();
    return built;
  };
}
