// The files and folders `npm run codegen` writes, never edited by hand: scripts/check-generated.mjs
// fails when they differ from what is committed, and the recipe check (scripts/check-recipes.mjs)
// leaves them out of a recipe's hand-edited files.
export const GENERATED = [
  'schema/graphql/table-enums.graphql',
  'schema/agency-api.openapi.yaml',
  'deploy/Caddyfile',
  'docker-compose.yml',
  '.env.demo',
  'site/lib/shell/generated',
  'gateway/src/generated',
  'schema/src/generated',
  'site/lib/gql',
  'site/styles/fonts',
  'schema/published/errors.md',
  '.env.example',
  'docs/configuration.md',
  'deploy/kubernetes/agency.example.yaml',
];

/**
 * Whether a path is generated. The REST contract is both: its enums are written from the tables,
 * the rest of it by hand, so a recipe that edits it by hand names it.
 */
export function isGenerated(file, handEdited = []) {
  if (handEdited.includes(file)) return false;
  return GENERATED.some((entry) => file === entry || file.startsWith(`${entry}/`));
}
