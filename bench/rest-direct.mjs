// The reference for the gateway: the same data read straight from the sandbox
// REST back-ends with a bearer token, the calls the gateway itself makes for
// the page-query mix on a miss (custom-home + footer for the home, the talent
// list, the profile, and the events list, which also holds the event: a single
// post is found in its kind's list). Talents come from the integration
// service ("manager", with `branch`), as the call table (schema/src/upstream-calls.ts) routes
// them; site content and posts from the brand's panel.
import { loadRun } from './lib/load.mjs';
import { withCpu } from './lib/processes.mjs';
import { urls } from './stack.mjs';

// Album 497 = actresses_actors and 368 = career (schema/src/brands.ts), as the gateway asks for the profile.
const ACTRESSES_ACTORS_ALBUM = 497;
const CAREER_ALBUM = 368;
const PANEL_CREDENTIALS = {
  salt: process.env.PANEL_SALT ?? 'sandbox-salt',
  api_token: process.env.PANEL_API_TOKEN ?? 'sandbox-panel-token',
};
const MANAGER_CREDENTIALS = {
  salt: process.env.MANAGER_SALT ?? 'sandbox-salt',
  api_key: process.env.MANAGER_API_KEY ?? 'sandbox-manager-key',
};

/** A back-end's token: the integration service signs in with its API key, a panel logs in with its token. */
async function login(backend) {
  const manager = backend === 'manager';
  const response = await fetch(`${urls.sandbox}/${backend}/api/${manager ? 'signin' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(manager ? MANAGER_CREDENTIALS : PANEL_CREDENTIALS),
  });
  if (response.status !== 200) throw new Error(`${backend} sign-in answered ${response.status}`);
  return (await response.json()).access_token;
}

function query(params) {
  return new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? JSON.stringify(v) : String(v)]),
  ).toString();
}

/** The REST requests behind the mix, each with its back-end's token. */
export async function restRequests({ talentId }) {
  const main = { authorization: `Bearer ${await login('main')}`, accept: 'application/json' };
  const music = { authorization: `Bearer ${await login('music')}`, accept: 'application/json' };
  const manager = { authorization: `Bearer ${await login('manager')}`, accept: 'application/json' };
  return [
    { method: 'GET', path: '/main/api/custom-home', headers: main },
    { method: 'GET', path: '/main/api/social-medias', headers: main },
    { method: 'GET', path: '/main/api/contact-infos', headers: main },
    {
      method: 'POST',
      path: `/manager/api/talents_by_album?${query({ branch: 'cq-empresariamento', paginate: 1000, page: 1, language: 'pt', cover2: 1, other_skills: 1, galleries: ['book'] })}`,
      headers: { ...manager, 'content-type': 'application/json' },
      body: JSON.stringify({ filters: { albums: [ACTRESSES_ACTORS_ALBUM], category: 'atrizes_atores' } }),
    },
    {
      method: 'GET',
      path: `/manager/api/talent/profile?${query({ branch: 'cq-empresariamento', language: 'pt', id: talentId, cover: 2, cover_web: 1, detailed_languages: 1, nationality: 1, gallery_item_caption: 1, albums: [CAREER_ALBUM, ACTRESSES_ACTORS_ALBUM], twitter: 1 })}`,
      headers: manager,
    },
    { method: 'GET', path: '/music/api/posts/events/pt?page=1&per_page=100', headers: music },
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
