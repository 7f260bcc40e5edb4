// `npm run bench -- --dev-loop`: how long an edit takes to reach a page of a running `npm run dev`,
// with no manual step. In a throw-away copy of the workspace (the edits never touch this checkout):
// starts `npm run dev` on the bench's ports, opens CQ Cultural's workshop list once (its first
// compile is not counted), then times three edits from the file's write to the first answer that
// shows them:
//   component  site/components/layout/footer/footer.tsx: a word in the footer    target <= 5 s
//   resolver   gateway/src/modules/posts/mappers.ts: a post card's title          target <= 10 s
//   table      the post-kind recipe (COURSE, scripts/recipes/recipes.mjs): /cursos
//              answers 200 with its posts                                         target <= 20 s
// Prints the table, writes bench-results/dev-loop.json, and exits 1 when a figure misses its target.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { getWithHost } from '../scripts/lib/host-get.mjs';
import { applyEdit } from '../scripts/recipes/edits.mjs';
import { RECIPES } from '../scripts/recipes/recipes.mjs';
import { makeWorkspaceCopy, removeWorkspaceCopy } from '../scripts/recipes/workspace-copy.mjs';
import { resultsDir, root } from './lib/paths.mjs';

const POLL_MS = 100;
const port = (name, fallback) => Number(process.env[name] ?? fallback);
const ports = {
  site: port('BENCH_SITE_PORT_BASE', 3500),
  sandbox: port('BENCH_SANDBOX_PORT', 3510),
  gateway: port('BENCH_GATEWAY_PORT', 3520),
};

/** One page of a brand through the dev site: status and text (the Host names the brand). */
async function page(brand, pathname) {
  try {
    const { status, body } = await getWithHost(ports.site, pathname, `${brand}.localhost:${ports.site}`, 60_000);
    return { status, text: body };
  } catch (error) {
    return { status: 0, text: String(error) };
  }
}

/** Polls until `accept(answer)`; the seconds it took, or null past `limitMs`. */
async function until(brand, pathname, accept, limitMs) {
  const begun = Date.now();
  while (Date.now() - begun < limitMs) {
    if (accept(await page(brand, pathname))) return (Date.now() - begun) / 1000;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}

function edit(dir, file, change) {
  const target = path.join(dir, file);
  fs.writeFileSync(target, applyEdit(fs.readFileSync(target, 'utf8'), { file, ...change }));
}

/** The three edits, each with what the page shows once it is served. */
function edits(dir) {
  const course = RECIPES.find((recipe) => recipe.name === 'post-kind');
  return [
    {
      name: 'component',
      what: 'a word in the footer (site/components/layout/footer/footer.tsx)',
      target: 5,
      path: '/workshop',
      apply: () =>
        edit(dir, 'site/components/layout/footer/footer.tsx', {
          replace: "poweredBy={t('footer.poweredBy')}",
          with: "poweredBy={`${t('footer.poweredBy')} devloopcomponent`}",
        }),
      shown: ({ status, text }) => status === 200 && text.includes('devloopcomponent'),
    },
    {
      name: 'resolver',
      what: "a post card's title (gateway/src/modules/posts/mappers.ts)",
      target: 10,
      path: '/workshop',
      apply: () =>
        edit(dir, 'gateway/src/modules/posts/mappers.ts', {
          replace:
            '    kind,\n    title: post.title,\n    cover: toImage(mediaBase, post.cover, post.title),\n    coverVideo',
          with: '    kind,\n    title: `${post.title} devloopresolver`,\n    cover: toImage(mediaBase, post.cover, post.title),\n    coverVideo',
        }),
      shown: ({ status, text }) => status === 200 && text.includes('devloopresolver'),
    },
    {
      name: 'table',
      what: 'a new post kind, COURSE, with its page /cursos (the post-kind recipe, 6 files)',
      target: 20,
      path: '/cursos',
      apply: () => {
        for (const change of course.edits) {
          const target = path.join(dir, change.file);
          fs.writeFileSync(target, applyEdit(fs.readFileSync(target, 'utf8'), change));
        }
      },
      shown: ({ status, text }) => status === 200 && text.includes('href="/cursos/'),
    },
  ];
}

/** Starts `npm run dev` in `dir`; resolves once it prints its ready line. */
function startDev(dir) {
  const child = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SITE_PORT_BASE: String(ports.site),
      SANDBOX_PORT: String(ports.sandbox),
      GATEWAY_PORT: String(ports.gateway),
      LOG_LEVEL: 'warn',
    },
  });
  const log = [];
  const ready = new Promise((resolve, reject) => {
    const read = (chunk) => {
      for (const line of String(chunk).split('\n')) {
        if (line) log.push(line);
        if (line.startsWith('[dev] ready')) resolve();
        if (line.startsWith('[dev] ')) process.stderr.write(`  ${line}\n`);
      }
      if (log.length > 400) log.splice(0, log.length - 400);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm run dev stopped (${code}):\n${log.slice(-40).join('\n')}`)));
  });
  return { child, ready, log };
}

export async function main() {
  const dir = makeWorkspaceCopy(root, 'dev-loop');
  const dev = startDev(dir);
  const rows = [];
  try {
    await dev.ready;
    // The first visit compiles the route: not part of any figure.
    const warm = await until('cultural', '/workshop', ({ status }) => status === 200, 240_000);
    if (warm === null) throw new Error('the workshop page never answered 200');
    console.log(`  first compile of /workshop: ${warm.toFixed(1)} s (not counted)`);
    for (const step of edits(dir)) {
      const before = await page('cultural', step.path);
      if (step.shown(before)) throw new Error(`${step.name}: the page shows the edit before it is made`);
      step.apply();
      const seconds = await until('cultural', step.path, step.shown, 120_000);
      rows.push({ edit: step.name, what: step.what, seconds, target: step.target });
      console.log(`  ${step.name}: ${seconds === null ? 'not shown within 120 s' : `${seconds.toFixed(1)} s`}`);
    }
  } finally {
    try {
      process.kill(-dev.child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    try {
      process.kill(-dev.child.pid, 'SIGKILL');
    } catch {
      // gone
    }
    removeWorkspaceCopy(dir);
  }
  console.log('\n| edit | seconds to the page | target |\n|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.what} | ${row.seconds === null ? '> 120' : row.seconds.toFixed(1)} | ≤ ${row.target} s |`);
  }
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'dev-loop.json'), `${JSON.stringify(rows, null, 2)}\n`);
  const missed = rows.filter((row) => row.seconds === null || row.seconds > row.target);
  if (missed.length) {
    console.error(`missed: ${missed.map((row) => row.edit).join(', ')}`);
    process.exitCode = 1;
  }
}
