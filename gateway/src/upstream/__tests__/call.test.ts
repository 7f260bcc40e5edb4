import { describe, expect, it } from 'vitest';
import { deliveryPath, readCall } from '../call';

function fakeUpstream() {
  const sent: { method: string; path: string; query?: unknown; body?: unknown; read?: boolean }[] = [];
  const sampled: { call: string; body: unknown }[] = [];
  return {
    sent,
    sampled,
    upstream: {
      get: async <T>(_backend: string, path: string, options?: { query?: unknown }) => {
        sent.push({ method: 'GET', path, query: options?.query });
        return { data: [] } as T;
      },
      postJson: async <T>(_backend: string, path: string, body: unknown, options?: { read?: boolean }) => {
        sent.push({ method: 'POST', path, body, read: options?.read });
        return { data: [], current_page: 1 } as T;
      },
      sample: (_backend: string, call: string, body: unknown) => void sampled.push({ call, body }),
    },
  };
}

describe('one typed call per REST read', () => {
  it("builds the contract's path from the call's parameters, GET as the contract says, and samples the answer", async () => {
    const { upstream, sent, sampled } = fakeUpstream();
    await readCall(upstream, 'posts.list', 'music', {
      path: { type: 'events', lang: 'pt' },
      query: { paginate: 10, page: 2 },
    });
    expect(sent).toEqual([{ method: 'GET', path: '/api/posts/events/pt', query: { paginate: 10, page: 2 } }]);
    expect(sampled).toEqual([{ call: 'posts.list', body: { data: [] } }]);
  });

  it('sends a reading POST with its JSON body, retried and deduplicated as a read', async () => {
    const { upstream, sent } = fakeUpstream();
    await readCall(upstream, 'talents.list', 'manager', { body: { filters: { albums: [1] } } });
    expect(sent).toEqual([
      { method: 'POST', path: '/api/talents_by_album', body: { filters: { albums: [1] } }, read: true },
    ]);
  });

  it('encodes path values and refuses dot segments before anything is sent', async () => {
    const { upstream, sent } = fakeUpstream();
    await readCall(upstream, 'posts.get', 'main', { path: { slugOrId: 'a/b c' } });
    expect(sent[0]?.path).toBe('/api/posts/get/a%2Fb%20c');
    await expect(readCall(upstream, 'posts.get', 'main', { path: { slugOrId: '..' } })).rejects.toThrow(/segment/);
    expect(sent).toHaveLength(1);
  });

  it("posts a form delivery to the contract's path in the given language", () => {
    expect(deliveryPath('forms.scouting', 'pt')).toBe('/api/get-scouted/pt');
    expect(deliveryPath('forms.contact', 'pt')).toBe('/api/contact/pt');
  });
});
