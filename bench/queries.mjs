// The page queries the bench sends: the site's own documents, read from its
// persisted-documents manifest (site/lib/gql/persisted-documents.json, what
// the gateway runs by id), so the gateway is measured with exactly what the
// pages run.
import fs from 'node:fs';
import path from 'node:path';
import { getOperationAST, parse } from 'graphql';
import { root } from './lib/paths.mjs';

export const MANIFEST = path.join(root, 'site/lib/gql/persisted-documents.json');

/** The site's operations by name: { text, documentId }. */
export function loadSiteOperations(file = MANIFEST) {
  const operations = {};
  for (const [documentId, text] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')))) {
    operations[getOperationAST(parse(text)).name.value] = { text, documentId };
  }
  return operations;
}

/** Every operation of the site, as query text by operation name. */
export function loadSiteDocuments(file = MANIFEST) {
  return Object.fromEntries(Object.entries(loadSiteOperations(file)).map(([name, { text }]) => [name, text]));
}

/** The page of the mix a query belongs to, and the site's variables for it (site/lib/shell, site/lib/talents, site/lib/posts and their neighbours). */
const FIRST_PAGE_SIZE = 8;

/**
 * The mix before ids are known: home (brand + menus, home content), a talent
 * list's first page, a posts list's first page. The profile and the post are
 * added by `completeMix` from what the lists answer, like a visitor clicking.
 */
export function baseMix(documents, { siteHost }) {
  const need = (name) => {
    const query = documents[name];
    if (!query) throw new Error(`The site has no ${name} operation (site/lib/gql/persisted-documents.json)`);
    return query;
  };
  return [
    {
      page: 'home: brand + menus',
      name: 'Shell',
      query: need('Shell'),
      variables: { brand: 'CQ_EMPRESARIAMENTO', host: siteHost },
    },
    {
      page: 'home: content',
      name: 'HomeContent',
      query: need('HomeContent'),
      variables: { brand: 'CQ_EMPRESARIAMENTO' },
    },
    {
      page: 'talent list, first page',
      name: 'TalentList',
      query: need('TalentList'),
      variables: {
        brand: 'CQ_EMPRESARIAMENTO',
        category: 'atrizes_atores',
        search: null,
        letter: null,
        first: FIRST_PAGE_SIZE,
        after: null,
      },
    },
    {
      page: 'events list, first page',
      name: 'PostList',
      query: need('PostList'),
      variables: {
        brand: 'MUSIC',
        kind: 'EVENT',
        locale: 'PT',
        search: null,
        letter: null,
        first: FIRST_PAGE_SIZE,
        after: null,
      },
    },
  ];
}

/** Adds the profile of the list's first talent and the post of the list's first event. */
export function completeMix(documents, mix, { talentId, postSlug }) {
  return [
    ...mix,
    {
      page: 'talent profile',
      name: 'TalentProfile',
      query: documents.TalentProfile,
      variables: { brand: 'CQ_EMPRESARIAMENTO', id: talentId, category: 'atrizes_atores' },
    },
    {
      page: 'event (post)',
      name: 'PostDetail',
      query: documents.PostDetail,
      variables: { brand: 'MUSIC', kind: 'EVENT', slug: postSlug, id: null, category: null, locale: 'PT' },
    },
  ];
}

/** POSTs one query to the gateway; throws on transport or GraphQL errors. */
export async function gql(url, { query, variables }) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors) {
    throw new Error(`gateway answered ${response.status}: ${JSON.stringify(body.errors ?? body).slice(0, 400)}`);
  }
  return body.data;
}

/** The full mix, with ids discovered through the gateway itself. */
export async function pageQueryMix(gatewayUrl, { siteHost }) {
  const documents = loadSiteDocuments();
  const mix = baseMix(documents, { siteHost });
  const talents = await gql(
    gatewayUrl,
    mix.find((q) => q.name === 'TalentList'),
  );
  const posts = await gql(
    gatewayUrl,
    mix.find((q) => q.name === 'PostList'),
  );
  const talent = talents.talents.nodes[0];
  const post = posts.posts.nodes[0];
  if (!talent || !post) throw new Error('The talent list or the events list is empty: nothing to open');
  return {
    mix: completeMix(documents, mix, { talentId: talent.id, postSlug: post.slug }),
    talent,
    post,
  };
}
