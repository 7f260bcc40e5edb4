// Comp-card figures, against a running gateway (its node layer, not the site):
// a cold card (the first request after the revalidate hook marked that talent's
// store entries stale, so the profile is read again and its photos fetched and
// prepared again), a warm card (median of 20 requests answered from the card
// cache), and a 20-talent shortlist right after the whole brand was revalidated.
//
//   import { compCardFigures } from './bench/compcards.mjs';
//   const rows = await compCardFigures('http://localhost:3520', { revalidateSecret });
//
// Each row is { figure, value, target, met }: value in ms or bytes, target a
// sentence, met true/false (null for sizes, which have no target). The sandbox
// draws a photo the first time it is asked for; one unmeasured pass over the
// same cards and shortlist first, so its drawing is not what is timed.
import { performance } from 'node:perf_hooks';

export const COMP_CARD_TARGETS = { warmMs: 50, coldMs: 1000, shortlistColdMs: 5000 };

const SHORTLIST_SIZE = 20;
const WARM_RUNS = 20;

async function talentIds(gatewayUrl, graphBrand, count) {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      query: 'query($brand: BrandKey!, $first: Int) { talents(brand: $brand, first: $first) { nodes { id } } }',
      variables: { brand: graphBrand, first: count },
    }),
  });
  const answer = await response.json();
  const ids = answer.data?.talents?.nodes?.map((n) => n.id) ?? [];
  if (ids.length < count) throw new Error(`comp-card bench: the gateway listed ${ids.length} talents, needs ${count}`);
  return ids;
}

async function revalidate(gatewayUrl, secret, match) {
  const response = await fetch(`${gatewayUrl}/hooks/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
    body: JSON.stringify(match),
  });
  if (response.status !== 200) throw new Error(`comp-card bench: revalidate hook answered ${response.status}`);
}

/** One GET, timed to the last byte. */
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') {
    throw new Error(`comp-card bench: ${url} answered ${response.status}`);
  }
  return { ms, bytes: body.length, cache: response.headers.get('x-comp-card-cache') };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * @param {string} gatewayUrl  e.g. http://localhost:3520 (no /graphql)
 * @param {{ revalidateSecret: string, brand?: string, graphBrand?: string, locale?: string }} options
 */
export async function compCardFigures(
  gatewayUrl,
  { revalidateSecret, brand = 'cq-empresariamento', graphBrand = 'CQ_EMPRESARIAMENTO', locale = 'pt' } = {},
) {
  if (!revalidateSecret)
    throw new Error('comp-card bench: the gateway must run with REVALIDATE_SECRET, and it is needed here');
  const root = gatewayUrl.replace(/\/graphql$/, '').replace(/\/+$/, '');
  const ids = await talentIds(root, graphBrand, SHORTLIST_SIZE + 1);
  const [cardId] = ids;
  const cardUrl = `${root}/comp-cards/${brand}/${locale}/${cardId}.pdf`;
  const shortlistUrl = `${root}/comp-cards/${brand}/${locale}/shortlist.pdf?ids=${ids.slice(1).join(',')}`;

  // Unmeasured: the sandbox draws each photo once, on its first request.
  await timed(cardUrl);
  await timed(shortlistUrl);

  await revalidate(root, revalidateSecret, { brand, type: 'talents', id: cardId });
  const cold = await timed(cardUrl);
  if (cold.cache !== 'miss') throw new Error('comp-card bench: the card after revalidation came from the cache');

  const warm = [];
  for (let i = 0; i < WARM_RUNS; i += 1) warm.push((await timed(cardUrl)).ms);

  await revalidate(root, revalidateSecret, { brand, type: 'talents' });
  const shortlist = await timed(shortlistUrl);
  if (shortlist.cache !== 'miss')
    throw new Error('comp-card bench: the shortlist after revalidation came from the cache');

  const warmMs = median(warm);
  const t = COMP_CARD_TARGETS;
  return [
    {
      figure: 'comp card, cold (first after revalidate): ms',
      value: cold.ms,
      target: `< ${t.coldMs} ms`,
      met: cold.ms < t.coldMs,
    },
    {
      figure: `comp card, warm (median of ${WARM_RUNS}): ms`,
      value: warmMs,
      target: `< ${t.warmMs} ms`,
      met: warmMs < t.warmMs,
    },
    {
      figure: `shortlist of ${SHORTLIST_SIZE}, cold: ms`,
      value: shortlist.ms,
      target: `< ${t.shortlistColdMs} ms`,
      met: shortlist.ms < t.shortlistColdMs,
    },
    { figure: 'comp card size: bytes', value: cold.bytes, target: '-', met: null },
    { figure: `shortlist of ${SHORTLIST_SIZE} size: bytes`, value: shortlist.bytes, target: '-', met: null },
  ];
}
