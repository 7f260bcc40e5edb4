import { readFileSync } from 'node:fs';

/** The root README: its "Configuration" section holds the one table of every variable of every part. */
const README = new URL('../../README.md', import.meta.url);

/**
 * The names the README's configuration section documents, as matchers: a literal name
 * (`GATEWAY_PORT`), a placeholder (`MEDIA_<BACKEND>_URL` stands for any upper-case word there) or a
 * prefix (`OUTBOX_RETAIN_*`).
 */
export function documentedVariables(readme = readFileSync(README, 'utf8')): RegExp[] {
  const start = readme.indexOf('## Configuration');
  const end = readme.indexOf('\n## ', start + 1);
  if (start < 0) throw new Error('the README has no "## Configuration" section');
  const section = readme.slice(start, end < 0 ? undefined : end);
  const names = new Set(section.match(/`[A-Z][A-Z0-9_]*(?:<[A-Z]+>[A-Z0-9_]*)*\*?`/g) ?? []);
  return [...names].map((quoted) => {
    const name = quoted.slice(1, -1);
    const pattern = name
      .replace(/<[A-Z]+>/g, '\u0000')
      .replace(/\*$/, '\u0001')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\u0000/g, '[A-Z][A-Z0-9_]*')
      .replace(/\u0001/g, '[A-Z0-9_]+');
    return new RegExp(`^${pattern}$`);
  });
}

/** The variables among `names` the README's configuration table does not document. */
export function undocumentedVariables(names: readonly string[], readme?: string): string[] {
  const matchers = documentedVariables(readme);
  return names.filter((name) => !matchers.some((matcher) => matcher.test(name)));
}
