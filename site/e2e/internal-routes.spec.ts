import { expect, test } from '@playwright/test';
import { brandOrigin } from './support/stack';

const main = brandOrigin('cq-empresariamento');

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
    expect((await request.get(`${main}${path}`, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  for (const path of ['/?q=a', '/?letra=A', '/jornalistas?q=a', '/en/jornalistas?letra=B']) {
    expect((await request.get(`${main}${path}`, { maxRedirects: 0 })).status(), path).toBe(200);
  }
});
