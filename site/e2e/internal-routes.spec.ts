import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { brandOrigin } from './support/stack';

const main = brandOrigin('cq-empresariamento');
const music = brandOrigin('music');

async function status(request: APIRequestContext, url: string): Promise<number> {
  return (await request.get(url, { maxRedirects: 0 })).status();
}

test('the filtered copies the proxy rewrites to are no pages of their own; the filtered lists still work', async ({
  request,
}) => {
  for (const path of [
    '/inicio-filtrado',
    '/inicio-filtrado?q=ana',
    '/lista-filtrada/jornalistas',
    '/lista-filtrada/jornalistas?letra=A',
    '/en/inicio-filtrado',
    '/en/lista-filtrada/jornalistas?q=a',
  ]) {
    expect(await status(request, `${main}${path}`), path).toBe(404);
  }
  for (const path of ['/?q=a', '/?letra=A', '/jornalistas?q=a', '/en/jornalistas?letra=B']) {
    expect(await status(request, `${main}${path}`), path).toBe(200);
  }
});

test('talent categories and profiles answer at their public addresses only; /{eventSlug} is an event on music alone', async ({
  request,
}) => {
  // A profile link of the journalists' list: /jornalistas/{id}/{name}.
  const list = await (await request.get(`${main}/jornalistas`)).text();
  const [, id, name] = /href="\/jornalistas\/(\d+)\/([^"/?#]+)"/.exec(list) ?? [];
  expect(id, 'a profile link on /jornalistas').toBeTruthy();

  for (const path of ['/jornalistas', `/jornalistas/${id}/${name}`, `/${id}/${name}`, `/en/${id}/${name}`]) {
    expect(await status(request, `${main}${path}`), path).toBe(200);
  }
  for (const path of [
    '/categoria/jornalistas',
    `/categoria/jornalistas/${id}/${name}`,
    `/en/categoria/jornalistas/${id}/${name}`,
    `/talento/${id}/${name}`,
    `/en/talento/${id}/${name}`,
    // Not a route on a talent brand: an event slug, a category without a profile, a profile without a name.
    '/encontro-de-violas',
    `/jornalistas/${id}`,
    `/${id}`,
  ]) {
    expect(await status(request, `${main}${path}`), path).toBe(404);
  }

  expect(await status(request, `${music}/encontro-de-violas`)).toBe(200);
  expect(await status(request, `${music}/en/viola-gathering`)).toBe(200);
  // Music has neither talent categories nor profiles.
  for (const path of ['/jornalistas', `/${id}/${name}`, `/talento/${id}/${name}`, '/categoria/jornalistas']) {
    expect(await status(request, `${music}${path}`), path).toBe(404);
  }
});
