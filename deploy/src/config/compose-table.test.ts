import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIABLES, expandName, nodeOptionsFor, rowOf } from '@agency/schema/config-variables';
import { readMatchesRow, variablesReadIn } from '@agency/schema/env-reads';
import { parse } from 'yaml';
import { ROOT, caddyVariables, composeBytes, composeServices, composeText, interpolated } from '../compose';

describe('docker-compose.yml and the variable table', () => {
  it('every `${VAR}` compose takes from the environment is a row, and every `${VAR:?}` a required one', () => {
    // The definitions, not the comments.
    const taken = interpolated(JSON.stringify(parse(composeText())));
    expect(taken.length).toBeGreaterThan(20);
    expect(taken.filter(({ name }) => !rowOf(name)).map(({ name }) => name)).toEqual([]);
    const required = [...new Set(taken.filter((t) => t.required).map((t) => t.name))];
    expect(required).toEqual(
      expect.arrayContaining(['AGENCY_IMAGE', 'REDIS_PASSWORD', 'MANAGER_API_KEY', 'FRONT_TLS']),
    );
    expect(required.filter((name) => !rowOf(name)!.required)).toEqual([]);
  });

  it.each(['gateway', 'site'] as const)(
    'every required row the %s reads is set in each of its compose services',
    (role) => {
      const names = VARIABLES.filter((r) => r.required && !r.pending && r.services.includes(role)).flatMap((r) =>
        expandName(r.name),
      );
      expect(names.length).toBeGreaterThan(role === 'gateway' ? 10 : 3);
      const services = composeServices().filter((s) => s.role === role);
      expect(services.length).toBeGreaterThanOrEqual(2);
      for (const service of services)
        expect(
          names.filter((name) => !(name in service.environment)),
          service.name,
        ).toEqual([]);
    },
  );

  it('.env.example asks for every setting compose requires, and lists every other one it passes on', () => {
    const lines = readFileSync(path.join(ROOT, '.env.example'), 'utf8').split('\n');
    const assigned = new Set(lines.filter((l) => /^[A-Z][A-Z0-9_]*=/.test(l)).map((l) => l.split('=')[0]!));
    const listed = new Set(lines.filter((l) => /^# [A-Z][A-Z0-9_]*=/.test(l)).map((l) => l.slice(2).split('=')[0]!));
    const taken = interpolated(JSON.stringify(parse(composeText())));
    const required = [...new Set(taken.filter((t) => t.required).map((t) => t.name))];
    expect(required.filter((name) => !assigned.has(name))).toEqual([]);
    const optional = taken.filter((t) => !t.required && rowOf(t.name)!.setBy === 'deployer').map((t) => t.name);
    expect(optional.length).toBeGreaterThan(5);
    expect(optional.filter((name) => !listed.has(name))).toEqual([]);
  });

  it.each(['gateway', 'site'] as const)(
    'each %s service runs Node with the heap ceiling its mem_limit gives (nodeOptionsFor)',
    (role) => {
      const services = composeServices().filter((s) => s.role === role);
      expect(services.length).toBeGreaterThanOrEqual(2);
      for (const service of services) {
        expect(service.environment.NODE_OPTIONS, service.name).toBe(nodeOptionsFor(composeBytes(service.mem_limit!)));
      }
      expect(nodeOptionsFor(composeBytes('1g'))).toBe('--max-old-space-size=768 --max-semi-space-size=16');
    },
  );

  it('the Caddyfile’s placeholders are the front’s rows, both ways', () => {
    const front = VARIABLES.filter((r) => r.services.includes('front')).map((r) => r.name);
    expect(caddyVariables().sort()).toEqual(front.sort());
  });

  it('the release build reads the release’s rows, both ways', () => {
    const reads = variablesReadIn(readFileSync(path.join(ROOT, 'scripts/release.mjs'), 'utf8'));
    const release = VARIABLES.filter((r) => r.services.includes('release'));
    expect(reads.filter((read) => !release.some((r) => readMatchesRow(read, r)))).toEqual([]);
    expect(release.filter((r) => !reads.some((read) => readMatchesRow(read, r))).map((r) => r.name)).toEqual([]);
  });
});
