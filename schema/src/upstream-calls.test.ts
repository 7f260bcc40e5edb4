import { describe, expect, it } from 'vitest';
import { BRAND_KEYS } from './brands';
import { Contract } from './contract';
import { UPSTREAM_CALLS, UPSTREAM_CALL_IDS, backendForCall, callEndpoint, parseCallRoutes } from './upstream-calls';
import { readFileSync } from 'node:fs';

describe('which back-end answers which call', () => {
  it('talents, profiles and attribute lists come from the integration service for every brand', () => {
    for (const brand of BRAND_KEYS) {
      expect(backendForCall('talents.list', brand)).toBe('manager');
      expect(backendForCall('talents.profile', brand)).toBe('manager');
      expect(backendForCall('talents.attributes', brand)).toBe('manager');
    }
  });

  it('agenda post types go to the panel named for them, other types to the brand own panel', () => {
    expect(backendForCall('posts.list', 'cq-empresariamento', { postType: 'events' })).toBe('music');
    expect(backendForCall('posts.list', 'music', { postType: 'workshop' })).toBe('cultural');
    expect(backendForCall('posts.list', 'digital', { postType: 'blog' })).toBe('digital');
    // A type that is only an Object.prototype key is not an agenda type.
    expect(backendForCall('posts.get', 'jabuticaba', { postType: 'constructor' })).toBe('jabuticaba');
  });

  it('forms: contact to main for all, scouting and favourites to the brand table forms panel', () => {
    expect(backendForCall('forms.contact', 'digital')).toBe('main');
    expect(backendForCall('forms.scouting', 'digital')).toBe('digital');
    expect(backendForCall('forms.favorites', 'music')).toBe('main');
  });

  it('a deployment can send talents to the brand panels by configuration', () => {
    const parsed = parseCallRoutes('talents.list=own, talents.profile=own');
    expect(parsed).toEqual({ routes: { 'talents.list': 'own', 'talents.profile': 'own' } });
    if (!('routes' in parsed)) throw new Error('unreachable');
    expect(backendForCall('talents.list', 'jabuticaba', { routes: parsed.routes })).toBe('jabuticaba');
    expect(backendForCall('talents.attributes', 'jabuticaba', { routes: parsed.routes })).toBe('manager');
  });

  it('refuses a routing setting it cannot apply, naming the problem', () => {
    expect(parseCallRoutes('')).toEqual({ routes: {} });
    expect(parseCallRoutes('talents.list')).toEqual({ error: "'talents.list' is not call=server" });
    expect(parseCallRoutes('talent.list=own')).toMatchObject({
      error: expect.stringMatching(/unknown call 'talent.list'/),
    });
    expect(parseCallRoutes('talents.list=panel')).toMatchObject({
      error: expect.stringMatching(/unknown server 'panel'/),
    });
    expect(parseCallRoutes('toString=own')).toMatchObject({ error: expect.stringMatching(/unknown call/) });
  });

  it('every call names an operation of the REST contract, whose path and method it makes', () => {
    const contract = new Contract();
    for (const id of UPSTREAM_CALL_IDS) {
      const { path, method } = contract.operation(UPSTREAM_CALLS[id].operationId);
      expect(callEndpoint(id), id).toEqual({ path, method: method.toUpperCase() });
    }
  });
});

describe('the evidence table in schema/README.md', () => {
  it('has one row per call with the table server and evidence', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const rows = new Map(
      readme
        .split('\n')
        .filter((line) => /^\| [a-z]+\.[A-Za-z]+\s*\|/.test(line))
        .map((line) => {
          const [, id, path, server, evidence] = line.split('|').map((cell) => cell.trim());
          return [id!, { path, server, evidence }];
        }),
    );
    expect([...rows.keys()].sort()).toEqual([...UPSTREAM_CALL_IDS].sort());
    for (const id of UPSTREAM_CALL_IDS) {
      const call = UPSTREAM_CALLS[id];
      const endpoint = callEndpoint(id);
      expect(rows.get(id), id).toEqual({
        path: `${endpoint.method} ${endpoint.path}`,
        server: call.server,
        evidence: call.evidence.join(', '),
      });
    }
  });
});
