import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  demoHost,
  frontHosts,
  replaceComponentEnum,
  replaceLineRuns,
  replaceOnce,
  tableLists,
  type TableRows,
} from './table-lists';

const rows: TableRows = {
  brands: [
    { key: 'main', constant: 'MAIN', description: 'Main.', domains: ['main.com.br'], portOffset: 0 },
    { key: 'new-one', constant: 'NEW_ONE', description: 'New.', domains: ['newone.com.br', 'new.one'], portOffset: 1 },
  ],
  apiHost: 'api.main.com.br',
  postKinds: [{ key: 'BLOG', description: 'Blog.' }],
  postTypes: ['blog', 'highlights'],
  listedPostTypes: ['blog'],
  backends: ['manager', 'main'],
};

describe('the lists written from the tables', () => {
  it('gives the front every domain with and without www, and the demo one host per brand', () => {
    expect(frontHosts(rows)).toBe(
      'main.com.br, www.main.com.br, newone.com.br, www.newone.com.br, new.one, www.new.one',
    );
    expect(rows.brands.map(demoHost)).toEqual(['main.localhost', 'newone.localhost']);
  });

  it('replaces a component’s enum only, on one line or over several', () => {
    const yaml = `components:
  schemas:
    PostType:
      type: string
      enum: [a, b]
    ListPostType:
      type: string
      enum:
        [
          a,
        ]
`;
    const once = replaceComponentEnum(yaml, 'PostType', ['x', 'y-z']);
    const twice = replaceComponentEnum(once, 'ListPostType', ['q']);
    expect(parse(twice)).toEqual({
      components: {
        schemas: { PostType: { type: 'string', enum: ['x', 'y-z'] }, ListPostType: { type: 'string', enum: ['q'] } },
      },
    });
    expect(() => replaceComponentEnum(yaml, 'Missing', [])).toThrow(/no component Missing/);
  });

  it('stops on an anchor that is gone or found twice, never writing around it', () => {
    expect(() => replaceOnce('a a', /a/, 'b', 'file')).toThrow('file: expected one match of /a/, found 2');
    expect(() => replaceOnce('c', /a/, 'b', 'file')).toThrow(/found 0/);
    expect(() => replaceLineRuns('x: 1', /^( *)Y=/, () => [], 'file')).toThrow(/no line matches/);
  });

  it('writes each run of brand lines again at its own indent', () => {
    const text = 'a:\n  B_X: 1\n  B_Y: 1\nc:\n    B_Z: 1\n';
    expect(replaceLineRuns(text, /^( +)B_\w+: 1$/, (indent) => [`${indent}B_1: 1`, `${indent}B_2: 1`], 'f')).toBe(
      'a:\n  B_1: 1\n  B_2: 1\nc:\n    B_1: 1\n    B_2: 1\n',
    );
  });

  it('writes the GraphQL enums and the compose settings of every row', () => {
    const files = tableLists(rows);
    const sdl = files.find((f) => f.path.endsWith('table-enums.graphql'))!.write(null);
    expect(sdl).toMatch(/enum BrandKey \{\n {2}"Main\."\n {2}MAIN\n {2}"New\."\n {2}NEW_ONE\n\}/);
    const compose = files.find((f) => f.path === 'docker-compose.yml')!;
    const written = compose.write(
      'x:\n  FRONT_HOSTS: ${FRONT_HOSTS:-old}\n  FRONT_API_HOSTS: ${FRONT_API_HOSTS:-old}\n  BRAND_DOMAINS_OLD: ${BRAND_DOMAINS_OLD:-}\n',
    );
    expect(parse(written)).toEqual({
      x: {
        FRONT_HOSTS: `\${FRONT_HOSTS:-${frontHosts(rows)}}`,
        FRONT_API_HOSTS: '${FRONT_API_HOSTS:-api.main.com.br}',
        BRAND_DOMAINS_MAIN: '${BRAND_DOMAINS_MAIN:-}',
        BRAND_DOMAINS_NEW_ONE: '${BRAND_DOMAINS_NEW_ONE:-}',
      },
    });
  });
});
