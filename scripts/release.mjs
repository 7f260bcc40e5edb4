#!/usr/bin/env node
// The release: what the image holds and what every production start runs, built from the sources
// into one folder (RELEASE_DIR, `.release` by default) laid out as the repository is:
//
//   site/                Next's standalone server of the site with its static files and public/,
//                        and the brand server (serve-brands.mjs, bundled)
//   node_modules/        what the site's server loads (traced by Next: no dev dependency)
//   gateway/, sandbox/   dist/ (compiled and bundled: no TypeScript at run time), package.json and
//                        their production dependencies only (pnpm deploy --prod)
//   schema/graphql/      the SDL the gateway serves
//   site/lib/gql/persisted-documents.json   the site's documents, which the gateway trusts
//
// One build serves every deployment: nothing in it names a host (the servers read their settings
// when they start). Prints the size of each service's part and writes it to <release>/sizes.json.
//
//   node scripts/release.mjs [--no-site-build]
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { PNPM, mustRun, root } from './lib/steps.mjs';

export const releaseDir = path.resolve(root, process.env.RELEASE_DIR || '.release');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const site = path.join(root, 'site');

/** Each compiled entry of a Node package: output name (dist/<name>.mjs) and its source. */
const BUNDLES = {
  gateway: {
    main: 'src/main.ts',
    'outbox-cli': 'src/outbox/cli.ts',
    // What apps used of the schema, for the schema check before a removal (USAGE_PATH).
    'usage-cli': 'src/usage/cli.ts',
    // The app registry: keys, scopes, per-app limits and published manifests (npm run apps).
    'apps-cli': 'src/apps/cli.ts',
    preflight: 'src/preflight/main.ts',
    // layout-pool.ts starts ./layout-worker.mjs beside itself: in a release, beside dist/main.mjs.
    'layout-worker': 'src/modules/compcards/layout-worker-main.ts',
    // photos/decoder.ts forks ./decode-child.mjs beside itself: in a release, beside dist/main.mjs.
    'decode-child': 'src/modules/forms/photos/decode-child.mjs',
  },
  sandbox: { main: 'src/main.ts' },
};

/**
 * Files a bundle reads beside itself, at the path its sources name relative to their module
 * (`new URL('../x', import.meta.url)`, resolved from dist/): [release path, source path].
 */
const BESIDE_BUNDLES = [
  // schema/src/contract.ts: the REST contract answers are sampled against (and preflight checks).
  ['gateway/agency-api.openapi.yaml', 'schema/agency-api.openapi.yaml'],
];

/** The release's id: a hash of the sources it is built from, unless RELEASE_ID names it (a tag, a commit). */
export function releaseId() {
  if (process.env.RELEASE_ID) return process.env.RELEASE_ID;
  const hash = createHash('sha256');
  const skip = new Set(['node_modules', 'dist', 'test-results', 'e2e', '__tests__', 'test']);
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (skip.has(entry.name) || entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) hash.update(path.relative(root, file)).update(fs.readFileSync(file));
    }
  };
  for (const dir of ['schema', 'gateway', 'sandbox', 'site']) walk(path.join(root, dir));
  return hash.digest('hex').slice(0, 12);
}

/** A require() for the CommonJS modules an ESM bundle carries. */
const REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * Compiles a package's entries into its dist/ (or `outdir`), its own dependencies left to its
 * node_modules. A module imported with `import()` stays in a chunk of its own, loaded when first
 * imported: what a rare path needs (comp cards: pdfkit, fontkit) and its dependencies are not
 * loaded at start.
 */
export async function bundlePackage(name, id, { outdir = path.join(root, name, 'dist') } = {}) {
  const dir = path.join(root, name);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies ?? {}).flatMap((dep) => [dep, `${dep}/*`]);
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: dir,
    entryPoints: Object.entries(BUNDLES[name]).map(([out, input]) => ({ in: input, out })),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Chunks sit beside the entries: paths read relative to a module (import.meta.url) hold in them.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external,
    sourcemap: 'linked',
    // The release's id, for state kept per release (gateway/src/release.ts).
    define: { __RELEASE_ID__: JSON.stringify(id) },
    // Bundled CommonJS modules (from @agency/schema's dependencies) may call require().
    banner: { js: REQUIRE_BANNER },
    logLevel: 'warning',
  });
}

/** Disk use of a folder in bytes (files counted once, symlinks not followed). */
function bytesOf(dir) {
  const seen = new Set();
  let total = 0;
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const file = path.join(current, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) {
        const stat = fs.statSync(file);
        if (seen.has(stat.ino)) continue;
        seen.add(stat.ino);
        total += stat.size;
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return total;
}

export async function buildRelease({ siteBuild = true } = {}) {
  const id = releaseId();
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', RELEASE_ID: id };
  if (siteBuild) {
    await mustRun('site build', process.execPath, [path.join(site, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: site,
      env,
    });
  }
  for (const name of Object.keys(BUNDLES)) await bundlePackage(name, id);

  fs.rmSync(releaseDir, { recursive: true, force: true });
  fs.mkdirSync(releaseDir, { recursive: true });
  const standalone = path.join(site, distDir, 'standalone');
  if (!fs.existsSync(path.join(standalone, 'site/server.js'))) throw new Error(`no standalone build in ${standalone}`);
  fs.cpSync(standalone, releaseDir, { recursive: true, verbatimSymlinks: true });
  // Next's own server.js is not how this site starts (serve-brands.mjs serves the five brand ports).
  fs.rmSync(path.join(releaseDir, 'site/server.js'));
  fs.cpSync(path.join(site, distDir, 'static'), path.join(releaseDir, 'site', distDir, 'static'), { recursive: true });
  fs.cpSync(path.join(site, 'public'), path.join(releaseDir, 'site/public'), { recursive: true });
  await build({
    absWorkingDir: site,
    entryPoints: ['scripts/serve-brands.mjs'],
    outfile: path.join(releaseDir, 'site/serve-brands.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: ['next', 'next/*'],
    // Bundled CommonJS modules (pino, prom-client) call require() for Node's own modules.
    banner: { js: REQUIRE_BANNER },
    logLevel: 'warning',
  });
  fs.mkdirSync(path.join(releaseDir, 'site/lib/gql'), { recursive: true });
  fs.copyFileSync(
    path.join(site, 'lib/gql/persisted-documents.json'),
    path.join(releaseDir, 'site/lib/gql/persisted-documents.json'),
  );
  fs.cpSync(path.join(root, 'schema/graphql'), path.join(releaseDir, 'schema/graphql'), { recursive: true });
  for (const name of Object.keys(BUNDLES)) {
    await mustRun(`${name}: production dependencies`, PNPM[0], [
      ...PNPM.slice(1),
      '--filter',
      `@agency/${name}`,
      'deploy',
      '--prod',
      '--legacy',
      path.join(releaseDir, name),
    ]);
  }
  for (const [to, from] of BESIDE_BUNDLES) fs.copyFileSync(path.join(root, from), path.join(releaseDir, to));
  fs.writeFileSync(path.join(releaseDir, 'RELEASE_ID'), `${id}\n`);

  const sizes = {
    site: bytesOf(path.join(releaseDir, 'site')) + bytesOf(path.join(releaseDir, 'node_modules')),
    gateway: bytesOf(path.join(releaseDir, 'gateway')) + bytesOf(path.join(releaseDir, 'schema')),
    sandbox: bytesOf(path.join(releaseDir, 'sandbox')),
  };
  fs.writeFileSync(path.join(releaseDir, 'sizes.json'), `${JSON.stringify({ release: id, bytes: sizes }, null, 2)}\n`);
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `release ${id} in ${path.relative(root, releaseDir)}: ` +
      Object.entries(sizes)
        .map(([part, bytes]) => `${part} ${mb(bytes)}`)
        .join(', '),
  );
  return { id, dir: releaseDir, sizes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildRelease({ siteBuild: !process.argv.includes('--no-site-build') });
}
