// Made-up URLs against a running site: what they leave in the site's cache folders. Every request
// is for a path nobody links (an unknown talent id, a random three-segment path, an unknown blog
// slug or event, a stale slug of a real profile), half of them under a made-up Host header; the
// site answers 404 (no-store) or a redirect and keeps nothing, so the build folder's cache and
// server output should hold the same files and bytes after as before.
//
//   import { abuseSite } from './bench/abuse-site.mjs';
//   const { filesBefore, filesAfter, bytesBefore, bytesAfter } =
//     await abuseSite('http://localhost:3500', { distDir: 'site/.next-bench' });
//
// `distDir` is the site's build folder (absolute, or relative to the repository root).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { root } from './lib/paths.mjs';

export const ABUSE_REQUESTS = 1000;
const CONCURRENCY = 8;

/** Files and bytes under the build folder's `cache/` and `server/`, where Next keeps what it renders. */
export function cacheFootprint(distDir) {
  let files = 0;
  let bytes = 0;
  const walk = (dir) => {
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        files += 1;
        bytes += fs.statSync(full).size;
      }
    }
  };
  for (const folder of ['cache', 'server']) walk(path.join(distDir, folder));
  return { files, bytes };
}

const word = () => Math.random().toString(36).slice(2, 10);

/** The i-th made-up path: four kinds in turn, plus stale slugs of `profilePath` when one is known. */
export function madeUpPath(i, profilePath) {
  switch (i % 5) {
    case 0:
      return `/${900000 + Math.floor(Math.random() * 99999)}/${word()}`;
    case 1:
      return `/${word()}/${word()}/${word()}`;
    case 2:
      return `/blog/${word()}`;
    case 3:
      return `/eventos/${Math.floor(Math.random() * 1e6)}/${word()}`;
    default:
      return profilePath ? `${profilePath.replace(/\/[^/]+$/, '')}/${word()}` : `/en/${word()}`;
  }
}

/** One GET with a chosen Host header (fetch sets its own), body drained; resolves to the status. */
function get(origin, pathname, host) {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: pathname, headers: { host: host ?? url.host, accept: 'text/html' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function firstProfilePath(origin) {
  try {
    const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    return locations.find((p) => /^\/\d+\/[^/]+$/.test(p)) ?? null;
  } catch {
    return null;
  }
}

/**
 * Requests `count` (1,000) made-up URLs against the site at `siteOrigin` and measures its build
 * folder before and after. Also returns how the answers split by status.
 */
export async function abuseSite(siteOrigin, { distDir, count = ABUSE_REQUESTS } = {}) {
  if (!distDir) throw new Error('abuseSite: pass the site build folder as { distDir }');
  const folder = path.isAbsolute(distDir) ? distDir : path.join(root, distDir);
  const profilePath = await firstProfilePath(siteOrigin);
  if (profilePath) await get(siteOrigin, profilePath);

  const before = cacheFootprint(folder);
  const statuses = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const host = i % 2 === 0 ? `x${i}-${word()}.example` : undefined;
      const status = await get(siteOrigin, madeUpPath(i, profilePath), host);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const after = cacheFootprint(folder);
  return {
    filesBefore: before.files,
    filesAfter: after.files,
    bytesBefore: before.bytes,
    bytesAfter: after.bytes,
    requests: count,
    statuses,
  };
}
