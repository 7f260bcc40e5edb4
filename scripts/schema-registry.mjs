#!/usr/bin/env node
// The schema apps rely on, published in the repo: schema/published/schema.graphql (canonical SDL)
// and schema/published/CHANGELOG.md.
//
//   node scripts/schema-registry.mjs check     (npm test) fails when the SDL differs from the
//                                              published copy, printing the changes; breaking ones
//                                              are marked, so a reviewer sees what apps would lose
//   npm run schema:publish                     publishes a change that breaks nothing
//   npm run schema:publish -- --breaking "why" publishes a breaking change, its reason in the changelog
import fs from 'node:fs';
import path from 'node:path';
import { canonicalSdl, changelogEntry, isBreaking, renderChanges, schemaChanges } from './lib/schema-diff.mjs';
import { root } from './lib/steps.mjs';

const SDL_DIR = path.join(root, 'schema/graphql');
const PUBLISHED = path.join(root, 'schema/published/schema.graphql');
const CHANGELOG = path.join(root, 'schema/published/CHANGELOG.md');
const CHANGELOG_HEADER =
  '# Gateway schema changelog\n\nEach published change of `schema.graphql`, newest first (`npm run schema:publish`).\n\n';

const [command, ...rest] = process.argv.slice(2);
const current = canonicalSdl(SDL_DIR);
const published = fs.existsSync(PUBLISHED) ? fs.readFileSync(PUBLISHED, 'utf8') : null;

if (command === 'check') {
  if (published === null) {
    console.error('schema/published/schema.graphql is missing: run `npm run schema:publish`.');
    process.exit(1);
  }
  const changes = await schemaChanges(published, current);
  if (changes.length === 0) {
    console.log('The schema matches its published copy.');
    process.exit(0);
  }
  const breaking = changes.filter(isBreaking);
  console.error(
    `The schema differs from schema/published/schema.graphql (${changes.length} change(s), ${breaking.length} breaking):\n` +
      `${renderChanges(changes)}\n\n` +
      (breaking.length
        ? 'Breaking changes break the apps that use the gateway. If that is intended, publish them with a reason:\n' +
          '  npm run schema:publish -- --breaking "<why, and what apps must do>"\n'
        : 'Publish them: npm run schema:publish\n'),
  );
  process.exit(1);
}

if (command === 'publish') {
  const reasonAt = rest.indexOf('--breaking');
  const breakingReason = reasonAt >= 0 ? rest[reasonAt + 1] : undefined;
  if (reasonAt >= 0 && !breakingReason) {
    console.error('--breaking needs a reason: --breaking "<why, and what apps must do>"');
    process.exit(2);
  }
  const changes = published === null ? [] : await schemaChanges(published, current);
  const breaking = changes.filter(isBreaking);
  if (breaking.length && !breakingReason) {
    console.error(
      `Refusing to publish ${breaking.length} breaking change(s) without a reason:\n${renderChanges(breaking)}`,
    );
    process.exit(1);
  }
  fs.mkdirSync(path.dirname(PUBLISHED), { recursive: true });
  fs.writeFileSync(PUBLISHED, current);
  const date = new Date().toISOString().slice(0, 10);
  const entry =
    published === null
      ? `## ${date}\n\nFirst published version.\n`
      : changes.length
        ? changelogEntry(changes, { date, breakingReason })
        : null;
  if (entry) {
    const previous = fs.existsSync(CHANGELOG) ? fs.readFileSync(CHANGELOG, 'utf8') : CHANGELOG_HEADER;
    const entries = previous.startsWith(CHANGELOG_HEADER) ? previous.slice(CHANGELOG_HEADER.length) : previous;
    fs.writeFileSync(CHANGELOG, CHANGELOG_HEADER + entry + (entries ? `\n${entries}` : ''));
  }
  console.log(changes.length ? `Published ${changes.length} change(s).` : 'Published (no change).');
  process.exit(0);
}

console.error('usage: schema-registry.mjs check | publish [--breaking "<reason>"]');
process.exit(2);
