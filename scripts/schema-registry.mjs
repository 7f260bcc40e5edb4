#!/usr/bin/env node
// The schema apps rely on, published in the repo: schema/published/schema.graphql (canonical SDL)
// and schema/published/CHANGELOG.md.
//
//   node scripts/schema-registry.mjs check     (npm test) fails when the SDL differs from the
//                                              published copy, printing the changes; breaking ones
//                                              are marked, so a reviewer sees what apps would lose
//   npm run schema:publish                     publishes a change that breaks nothing
//   npm run schema:publish -- --breaking "why" publishes a breaking change, its reason in the changelog
//
// Both apply the deprecation policy (scripts/lib/schema-policy.mjs): a deprecation names its removal
// date at least 90 days ahead, and a removal waits for that date and for 30 days in which no
// registered app used the element, read from the gateways' usage files (`--usage <file>`, repeatable;
// by default USAGE_PATH or gateway/.data/usage.sqlite). `--sdl-dir` and `--published-dir` point
// elsewhere than schema/graphql and schema/published (tests).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { canonicalSdl, changelogEntry, isBreaking, renderChanges, schemaChanges } from './lib/schema-diff.mjs';
import { policyProblems, USAGE_WINDOW_DAYS } from './lib/schema-policy.mjs';
import { root } from './lib/steps.mjs';

const [command, ...rest] = process.argv.slice(2);
const option = (flag) => rest.flatMap((arg, i) => (arg === flag && rest[i + 1] ? [rest[i + 1]] : []));
const SDL_DIR = option('--sdl-dir')[0] ?? path.join(root, 'schema/graphql');
const PUBLISHED_DIR = option('--published-dir')[0] ?? path.join(root, 'schema/published');
const PUBLISHED = path.join(PUBLISHED_DIR, 'schema.graphql');
const CHANGELOG = path.join(PUBLISHED_DIR, 'CHANGELOG.md');
const CHANGELOG_HEADER =
  '# Gateway schema changelog\n\nEach published change of `schema.graphql`, newest first (`npm run schema:publish`).\n\n';

const current = canonicalSdl(SDL_DIR);
const published = fs.existsSync(PUBLISHED) ? fs.readFileSync(PUBLISHED, 'utf8') : null;
const today = new Date().toISOString().slice(0, 10);

/** What registered apps used in the usage window, through the gateway's usage store; null when there is none to read. */
function recentUsage() {
  const given = option('--usage');
  const fallback = process.env.USAGE_PATH || path.join(root, 'gateway/.data/usage.sqlite');
  const files = given.length ? given : fs.existsSync(fallback) ? [fallback] : [];
  if (files.length === 0) return null;
  const cli = path.join(root, 'gateway/src/usage/cli.ts');
  const args = [
    cli,
    'list',
    '--since-days',
    String(USAGE_WINDOW_DAYS),
    '--json',
    ...files.flatMap((f) => ['--path', f]),
  ];
  const output = execFileSync(path.join(root, 'gateway/node_modules/.bin/tsx'), args, {
    cwd: path.join(root, 'gateway'),
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

/** The policy's objections to publishing `changes` (usage read only when something is removed). */
function policyOf(changes) {
  if (published === null) return [];
  const removes = changes.some((c) => /_REMOVED$/.test(c.type));
  return policyProblems({
    publishedSdl: published,
    currentSdl: current,
    changes,
    used: removes ? recentUsage() : [],
    today,
  });
}

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
  const problems = policyOf(changes);
  console.error(
    `The schema differs from schema/published/schema.graphql (${changes.length} change(s), ${breaking.length} breaking):\n` +
      `${renderChanges(changes)}\n\n` +
      (problems.length
        ? `The deprecation policy refuses it (README, "For app developers"):\n${problems.map((p) => `  ${p}`).join('\n')}\n\n`
        : '') +
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
  const problems = policyOf(changes);
  if (problems.length) {
    console.error(
      `Refusing to publish: the deprecation policy refuses it:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
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
