// The published schema and what changed in it: the gateway's SDL printed in one canonical form
// (types and fields sorted, descriptions kept), and a readable list of the changes against the
// published copy, breaking ones first, as graphql-inspector classifies them.
import fs from 'node:fs';
import path from 'node:path';
import { diff, CriticalityLevel } from '@graphql-inspector/core';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';

/** schema/graphql/*.graphql as one canonical SDL text. */
export function canonicalSdl(dir) {
  const source = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
  return printSchema(lexicographicSortSchema(buildSchema(source))) + '\n';
}

const LABEL = {
  [CriticalityLevel.Breaking]: 'BREAKING',
  [CriticalityLevel.Dangerous]: 'dangerous',
  [CriticalityLevel.NonBreaking]: 'safe',
};
const ORDER = [CriticalityLevel.Breaking, CriticalityLevel.Dangerous, CriticalityLevel.NonBreaking];

/** The changes from `publishedSdl` to `currentSdl`, breaking first, each `{ type, level, label, message, path }`. */
export async function schemaChanges(publishedSdl, currentSdl) {
  const changes = await diff(buildSchema(publishedSdl), buildSchema(currentSdl));
  return changes
    .map((change) => ({
      type: change.type,
      level: change.criticality.level,
      label: LABEL[change.criticality.level],
      message: change.message,
      path: change.path ?? '',
      reason: change.criticality.reason ?? '',
    }))
    .sort((a, b) => ORDER.indexOf(a.level) - ORDER.indexOf(b.level) || a.path.localeCompare(b.path));
}

export const isBreaking = (change) => change.level === CriticalityLevel.Breaking;

/** One line per change, as a reviewer reads it. */
export function renderChanges(changes) {
  return changes.map((c) => `  ${c.label.padEnd(9)} ${c.message}${c.reason ? ` (${c.reason})` : ''}`).join('\n');
}

/** A changelog entry: the date, the reason given for breaking changes, and the changes. */
export function changelogEntry(changes, { date, breakingReason }) {
  const lines = [`## ${date}`, ''];
  if (breakingReason) lines.push(`Breaking, on purpose: ${breakingReason}`, '');
  for (const change of changes) lines.push(`- ${change.label}: ${change.message}`);
  return lines.join('\n') + '\n';
}
