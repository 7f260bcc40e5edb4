/**
 * What write-table-lists.ts writes, as pure functions of the tables' rows: whole generated files,
 * and the generated lists inside hand-written ones (each replaced where its one anchor is; a file
 * whose anchor is gone stops the run naming it, never a silent skip).
 */
import { parse } from 'yaml';

export interface TableRows {
  brands: readonly {
    key: string;
    constant: string;
    description: string;
    domains: readonly string[];
    /** The brand's site port from SITE_PORT_BASE. */
    portOffset: number;
  }[];
  /** The gateway's public address for other apps by default. */
  apiHost: string;
  postKinds: readonly { key: string; description: string }[];
  postTypes: readonly string[];
  listedPostTypes: readonly string[];
  backends: readonly string[];
}

export interface TableListFile {
  path: string;
  /** The whole file is generated (else `write` gets the current text and replaces its lists). */
  whole?: boolean;
  /** Prettier's parser for the result, for files Prettier formats. */
  parser?: 'graphql' | 'yaml' | 'babel';
  write(before: string | null): string;
  /** Throws when the result does not hold the lists (a replacement that matched the wrong place). */
  check?(text: string): void;
}

const GENERATED_BY = 'npm run codegen (schema/scripts/write-table-lists.ts)';

/** Replaces the one match of `pattern` in `text`; zero or several matches stop the run naming `what`. */
export function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = [
    ...text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)),
  ];
  if (matches.length !== 1) throw new Error(`${what}: expected one match of ${pattern}, found ${matches.length}`);
  return text.replace(pattern, () => replacement);
}

/** Replaces every run of consecutive lines matching `line` (at least one run) with `lines(indent)`. */
export function replaceLineRuns(text: string, line: RegExp, lines: (indent: string) => string[], what: string): string {
  const out: string[] = [];
  let runs = 0;
  const source = text.split('\n');
  for (let i = 0; i < source.length;) {
    const match = line.exec(source[i]!);
    if (!match) {
      out.push(source[i]!);
      i += 1;
      continue;
    }
    runs += 1;
    out.push(...lines(match[1] ?? ''));
    while (i < source.length && line.test(source[i]!)) i += 1;
  }
  if (runs === 0) throw new Error(`${what}: no line matches ${line}`);
  return out.join('\n');
}

/** A YAML flow list of plain or quoted scalars. */
function flowList(values: readonly string[]): string {
  return `[${values.map((v) => (/^[a-z][a-z0-9_-]*$/i.test(v) ? v : JSON.stringify(v))).join(', ')}]`;
}

/**
 * Replaces the `enum: [...]` under `    <name>:` (a component at four spaces) with `values`: the first
 * enum after the header, before the next component.
 */
export function replaceComponentEnum(text: string, name: string, values: readonly string[]): string {
  const header = new RegExp(`^    ${name}:\\n`, 'm').exec(text);
  if (!header) throw new Error(`agency-api.openapi.yaml: no component ${name}`);
  const start = header.index + header[0].length;
  const next = /^ {0,4}\S/m.exec(text.slice(start));
  const end = next ? start + next.index : text.length;
  const block = text.slice(start, end);
  const updated = replaceOnce(block, /enum:\s*\[[^\]]*\]/, `enum: ${flowList(values)}`, `the enum of ${name}`);
  return text.slice(0, start) + updated + text.slice(end);
}

function expectEqual(actual: unknown, expected: readonly string[], what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what} is ${JSON.stringify(actual)} after writing, not ${JSON.stringify(expected)}`);
  }
}

/** A brand's default hosts at the front: each domain with and without www. */
export function frontHosts(rows: TableRows): string {
  return rows.brands.flatMap((b) => b.domains.flatMap((d) => [d, `www.${d}`])).join(', ');
}

/** The demo's host of a brand: its first domain's first label under .localhost (cqmusic.localhost). */
export function demoHost(brand: TableRows['brands'][number]): string {
  return `${brand.domains[0]!.split('.')[0]}.localhost`;
}

export function tableEnumsSdl(rows: TableRows): string {
  const values = (items: readonly { description: string; value: string }[]) =>
    items.map((item) => `  ${JSON.stringify(item.description)}\n  ${item.value}`).join('\n');
  return `# Written by \`npm run codegen\` (schema/scripts/write-table-lists.ts) from the brand and post-kind
# tables (schema/src/brands.ts, post-kinds.ts): edit the tables, not this file.

"The brands of the group."
enum BrandKey {
${values(rows.brands.map((b) => ({ description: b.description, value: b.constant })))}
}

"Kinds of post."
enum PostKind {
${values(rows.postKinds.map((k) => ({ description: k.description, value: k.key })))}
}
`;
}

export function tableLists(rows: TableRows): TableListFile[] {
  const brandKeys = rows.brands.map((b) => b.key);
  const domainsLines = (assign: (constant: string) => string) => (indent: string) =>
    rows.brands.map((b) => `${indent}${assign(b.constant)}`);
  return [
    {
      path: 'schema/graphql/table-enums.graphql',
      whole: true,
      parser: 'graphql',
      write: () => tableEnumsSdl(rows),
    },
    {
      path: 'schema/agency-api.openapi.yaml',
      parser: 'yaml',
      write: (before) => {
        let text = before!;
        text = replaceComponentEnum(text, 'Branch', brandKeys);
        text = replaceComponentEnum(text, 'ListPostType', rows.listedPostTypes);
        text = replaceComponentEnum(text, 'PostType', rows.postTypes);
        text = replaceComponentEnum(text, 'BackendName', rows.backends);
        return text;
      },
      check: (text) => {
        const { components } = parse(text) as {
          components: {
            parameters: Record<string, { schema: { enum: unknown } }>;
            schemas: Record<string, { enum: unknown }>;
          };
        };
        expectEqual(components.parameters.Branch!.schema.enum, brandKeys, 'Branch');
        expectEqual(components.schemas.ListPostType!.enum, rows.listedPostTypes, 'ListPostType');
        expectEqual(components.schemas.PostType!.enum, rows.postTypes, 'PostType');
        expectEqual(components.schemas.BackendName!.enum, rows.backends, 'BackendName');
      },
    },
    {
      path: 'deploy/Caddyfile',
      write: (before) => {
        let text = replaceOnce(before!, /\{\$FRONT_HOSTS:[^}]*\}/, `{$FRONT_HOSTS:${frontHosts(rows)}}`, 'Caddyfile');
        text = replaceOnce(text, /\{\$FRONT_API_HOSTS:[^}]*\}/, `{$FRONT_API_HOSTS:${rows.apiHost}}`, 'Caddyfile');
        return text;
      },
    },
    {
      path: 'docker-compose.yml',
      parser: 'yaml',
      write: (before) => {
        let text = replaceOnce(before!, /\$\{FRONT_HOSTS:-[^}]*\}/, `\${FRONT_HOSTS:-${frontHosts(rows)}}`, 'compose');
        text = replaceOnce(text, /\$\{FRONT_API_HOSTS:-[^}]*\}/, `\${FRONT_API_HOSTS:-${rows.apiHost}}`, 'compose');
        return replaceLineRuns(
          text,
          /^( +)BRAND_DOMAINS_[A-Z0-9_]+: \$\{BRAND_DOMAINS_[A-Z0-9_]+:-\}$/,
          domainsLines((c) => `BRAND_DOMAINS_${c}: \${BRAND_DOMAINS_${c}:-}`),
          'compose BRAND_DOMAINS_<BRAND>',
        );
      },
    },
    {
      path: '.env.demo',
      write: (before) => {
        const text = replaceOnce(
          before!,
          /^FRONT_HOSTS=.*$/m,
          `FRONT_HOSTS=${rows.brands.map(demoHost).join(', ')}`,
          '.env.demo',
        );
        return replaceLineRuns(
          text,
          /^()BRAND_DOMAINS_[A-Z0-9_]+=.*$/,
          () => rows.brands.map((b) => `BRAND_DOMAINS_${b.constant}=${demoHost(b)}`),
          '.env.demo BRAND_DOMAINS_<BRAND>',
        );
      },
    },
    {
      path: 'site/lib/shell/generated/brand-ports.mjs',
      whole: true,
      parser: 'babel',
      write: () => `// Written by ${GENERATED_BY} from the brand table
// (schema/src/brands.ts): edit the table, not this file.

/** The port of each brand's site from SITE_PORT_BASE, in the table's order: one listener each. */
export const BRAND_PORT_OFFSETS = ${JSON.stringify(rows.brands.map((b) => b.portOffset))};
`,
    },
  ];
}
