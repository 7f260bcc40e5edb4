import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The site's own lint config, run on made-up files: a second browser data path must fail `eslint .`.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });
const RULES = ['no-restricted-imports', 'no-restricted-syntax', 'no-restricted-globals', 'no-restricted-properties'];

async function refusals(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results
    .flatMap((result) => result.messages)
    .flatMap((m) => (m.ruleId && RULES.includes(m.ruleId) ? [m.ruleId] : []));
}

describe('one browser data path (site/eslint.config.mjs)', { timeout: 60_000 }, () => {
  it('lets a lib/<feature>/ hook call the lazily loaded client, and a component call that hook', async () => {
    const hook =
      "import { loadBrowserClient } from '@/lib/gateway/load-browser-client';\nexport const load = loadBrowserClient;\n";
    expect(await refusals('lib/talents/use-example.ts', hook)).toEqual([]);
    const component =
      "import { useTalentList } from '@/lib/talents/use-talent-list';\nexport const use = useTalentList;\n";
    expect(await refusals('components/talents/example.tsx', component)).toEqual([]);
  });

  it.each([
    ['urql React bindings', "import { useQuery } from 'urql';\nexport const use = useQuery;\n"],
    ['the urql core', "import { Client } from '@urql/core';\nexport const C = Client;\n"],
    [
      'the browser client',
      "import { loadBrowserClient } from '@/lib/gateway/load-browser-client';\nexport const l = loadBrowserClient;\n",
    ],
    [
      'the server executor',
      "import { queryGateway } from '@/lib/gateway/server-client';\nexport const q = queryGateway;\n",
    ],
  ])('refuses %s in components and routes', async (_name, code) => {
    expect(await refusals('components/talents/example.tsx', code)).toContain('no-restricted-imports');
    expect(await refusals('app/[locale]/[brand]/example/page.tsx', code)).toContain('no-restricted-imports');
  });

  it('refuses fetch outside lib/gateway and the proxying route handlers', async () => {
    const code = "export const get = () => fetch('/api/graphql');\n";
    expect(await refusals('components/talents/example.tsx', code)).toContain('no-restricted-globals');
    expect(await refusals('lib/posts/example.ts', code)).toContain('no-restricted-globals');
    expect(await refusals('components/x.tsx', "export const get = () => window.fetch('/x');\n")).toContain(
      'no-restricted-properties',
    );
    expect(await refusals('app/api/example/route.ts', code)).toEqual([]);
  });

  it('refuses server actions anywhere', async () => {
    const code = "'use server';\nexport async function loadMore() {\n  return 1;\n}\n";
    expect(await refusals('lib/posts/actions.ts', code)).toContain('no-restricted-syntax');
    expect(await refusals('components/posts/actions.ts', code)).toContain('no-restricted-syntax');
  });

  it('refuses a static import of the client module in lib (it must stay out of first-load JS)', async () => {
    const code = "import { browserClient } from '@/lib/gateway/browser-client';\nexport const c = browserClient;\n";
    expect(await refusals('lib/talents/example.ts', code)).toContain('no-restricted-imports');
  });
});
