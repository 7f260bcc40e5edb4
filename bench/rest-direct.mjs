// The reference for the gateway: the same data read straight from the sandbox
// REST back-ends with a bearer token, the calls the gateway itself makes for
// the page-query mix on a miss (custom-home + footer for the home, the talent
// list, the profile, the events list and the event).
import { loadRun } from './lib/load.mjs';
import { withCpu } from './lib/processes.mjs';
import { urls } from './stack.mjs';

// Album 497 = actresses_actors and 368 = career (schema/src/brands.ts), as the gateway asks for the profile.
const ACTRESSES_ACTORS_ALBUM = 497;
const CAREER_ALBUM = 368;
const CREDENTIALS = {
  salt: process.env.PANEL_SALT ?? 'sandbox-salt',
  api_token: process.env.PANEL_API_TOKEN ?? 'sandbox-panel-token',
};

async function login(panel) {
  const response = await fetch(`${urls.sandbox}/${panel}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CREDENTIALS),
  });
  if (response.status !== 200) throw new Error(`${panel} login answered ${response.status}`);
  return (await response.json()).access_token;
}

function query(params) {
  return new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? JSON.stringify(v) : String(v)]),
  ).toString();
}

/** The REST requests behind the mix, each with its back-end's token. */
export async function restRequests({ talentId, postSlug }) {
  const main = { authorization: `Bearer ${await login('main')}`, accept: 'application/json' };
  const music = { authorization: `Bearer ${await login('music')}`, accept: 'application/json' };
  return [
    { method: 'GET', path: '/main/api/custom-home', headers: main },
    { method: 'GET', path: '/main/api/social-medias', headers: main },
    { method: 'GET', path: '/main/api/contact-infos', headers: main },
    {
      method: 'POST',
      path: `/main/api/talents_by_album?${query({ paginate: 1000, page: 1, language: 'pt', cover2: 1, other_skills: 1, galleries: ['book'] })}`,
      headers: { ...main, 'content-type': 'application/json' },
      body: JSON.stringify({ filters: { albums: [ACTRESSES_ACTORS_ALBUM], category: 'atrizes_atores' } }),
    },
    {
      method: 'GET',
      path: `/main/api/talent/profile?${query({ language: 'pt', id: talentId, cover: 2, cover_web: 1, detailed_languages: 1, nationality: 1, gallery_item_caption: 1, albums: [CAREER_ALBUM, ACTRESSES_ACTORS_ALBUM], twitter: 1 })}`,
      headers: main,
    },
    { method: 'GET', path: '/music/api/posts/events/pt?page=1&per_page=100', headers: music },
    { method: 'GET', path: `/music/api/posts/get/${encodeURIComponent(postSlug)}`, headers: music },
  ];
}

/** Checks each request answers 200 once, warms up like the gateway run, then loads them like it. */
export async function restLoad(ids, seconds, sandboxPid, warmupSeconds) {
  const requests = await restRequests(ids);
  for (const r of requests) {
    const response = await fetch(`${urls.sandbox}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${r.method} ${r.path} answered ${response.status}`);
  }
  await loadRun({ url: urls.sandbox, requests, seconds: warmupSeconds });
  const run = await withCpu(sandboxPid, () => loadRun({ url: urls.sandbox, requests, seconds }));
  return { ...run, calls: requests.length };
}
