import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandSitesDocument, RequestQuoteDocument, TalentListDocument } from '@/lib/gql/graphql';
import { persistedDocumentId } from './persisted-exchange';

// Importing the clients (urql, Next's config) is slow on a loaded machine: once, with room.
vi.setConfig({ testTimeout: 30_000 });

vi.mock('server-only', () => ({}));

/** The manifest the gateway loads: the only documents it runs for the site. */
const manifest = JSON.parse(
  readFileSync(new URL('../gql/persisted-documents.json', import.meta.url), 'utf8'),
) as Record<string, string>;

type Sent = { url: URL; method: string; body: Record<string, unknown> | null };
const sent: Sent[] = [];

/** Records what a client puts on the wire and answers with empty data. */
function recordRequests() {
  sent.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({
      url: new URL(String(url), 'http://site.test'),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    });
    return new Response(JSON.stringify({ data: {} }), {
      headers: { 'content-type': 'application/graphql-response+json' },
    });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('persisted documents: the clients send ids, never texts', () => {
  it('keeps every generated operation whole (urql reads its type) with the id of its manifest text', () => {
    for (const document of [TalentListDocument, BrandSitesDocument, RequestQuoteDocument]) {
      const id = persistedDocumentId(document);
      expect(id).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(manifest[id!]).toBeDefined();
      expect(document.definitions.length).toBeGreaterThan(0);
    }
  });

  it('server reads go out as GET with the documentId and no query text (urql checks operations here, as in dev)', async () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    recordRequests();
    const { queryGateway } = await import('./server-client');
    await queryGateway(BrandSitesDocument, { host: 'localhost:3000' });
    expect(sent).toHaveLength(1);
    const [read] = sent;
    expect(read!.method).toBe('GET');
    expect(read!.url.searchParams.get('documentId')).toBe(persistedDocumentId(BrandSitesDocument));
    expect(read!.url.searchParams.has('query')).toBe(false);
    expect([...read!.url.searchParams.keys()].sort()).toEqual(['documentId', 'variables']);
  });

  it('browser reads and mutations send the documentId only, by GET and POST', async () => {
    recordRequests();
    const { createBrowserClient } = await import('./browser-client');
    const client = createBrowserClient();
    await client
      .query(TalentListDocument, { brand: 'cq-empresariamento', first: 24 }, { requestPolicy: 'network-only' })
      .toPromise();
    await client
      .mutation(RequestQuoteDocument, {
        brand: 'cq-empresariamento',
        input: { name: 'A', email: 'a@b.c', phone: '1', message: 'm', talents: [] },
      })
      .toPromise();
    expect(sent.map((s) => s.method)).toEqual(['GET', 'POST']);
    const [read, mutation] = sent;
    expect(read!.url.searchParams.get('documentId')).toBe(persistedDocumentId(TalentListDocument));
    expect(read!.url.searchParams.has('query')).toBe(false);
    // The table's key goes out as the wire's enum name (wire-enums.ts).
    expect(JSON.parse(read!.url.searchParams.get('variables')!)).toMatchObject({ brand: 'CQ_EMPRESARIAMENTO' });
    expect(mutation!.body).toMatchObject({
      documentId: persistedDocumentId(RequestQuoteDocument),
      variables: { brand: 'CQ_EMPRESARIAMENTO' },
    });
    expect(mutation!.body).not.toHaveProperty('query');
  });

  it('a document of its own (no persisted id) goes out as its text', async () => {
    recordRequests();
    const { parse } = await import('graphql');
    const { createBrowserClient } = await import('./browser-client');
    await createBrowserClient().query(parse('query Own { __typename }'), {}).toPromise();
    expect(sent[0]!.url.searchParams.get('query')).toContain('query Own');
    expect(sent[0]!.url.searchParams.has('documentId')).toBe(false);
  });
});
