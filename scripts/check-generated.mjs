#!/usr/bin/env node
// Generated code is committed and never edited by hand. This regenerates it
// (the lists of the brand and post-kind tables' rows kept in other files: the GraphQL and REST
// enums, the front's hosts, compose's brand settings, the site's listeners; GraphQL codegen for
// gateway resolvers and the site's client preset, and the
// OpenAPI types of the REST clients, and the site's web fonts cut to what the pages use, and what
// the variable table makes: .env.example, docs/configuration.md and the example Kubernetes
// manifests) and fails when the result differs from what is committed, i.e. when someone changed
// a contract, the table or the manifests' code without regenerating.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { GENERATED } from './lib/generated-files.mjs';
import { PNPM, root, mustRun } from './lib/steps.mjs';

// --write: regenerate only (the recipe check runs it in its copies, then reads what changed).
const writeOnly = process.argv.includes('--write');

await mustRun('table lists', path.join(root, 'node_modules/.bin/tsx'), ['schema/scripts/write-table-lists.ts']);
await mustRun('graphql codegen', PNPM[0], [...PNPM.slice(1), 'exec', 'graphql-codegen', '--config', 'codegen.ts']);
await mustRun('openapi types', PNPM[0], [...PNPM.slice(1), '--filter', '@agency/schema', 'openapi:types']);
await mustRun('REST operations', path.join(root, 'node_modules/.bin/tsx'), ['schema/scripts/write-rest-operations.ts']);
await mustRun('web fonts', process.execPath, ['site/scripts/subset-fonts.mjs']);
await mustRun('error codes', PNPM[0], [...PNPM.slice(1), 'exec', 'tsx', 'schema/scripts/write-error-codes.ts']);
await mustRun('configuration files and Kubernetes manifests', path.join(root, 'node_modules/.bin/tsx'), [
  'deploy/src/generate.ts',
]);

if (writeOnly) process.exit(0);

const changed = execFileSync('git', ['status', '--porcelain', '--', ...GENERATED], { cwd: root, encoding: 'utf8' });
if (changed.trim()) {
  console.error(`Generated code is stale; run \`npm run codegen\` and commit:\n${changed}`);
  process.exit(1);
}
console.log('Generated code matches the contracts.');
