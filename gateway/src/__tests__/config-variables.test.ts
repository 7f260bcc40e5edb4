import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIABLES, expandName, numberDefault, type VariableRow } from '@agency/schema/config-variables';
import { readMatchesRow, variablesReadBy } from '@agency/schema/env-reads';
import { GATEWAY_SECRETS, GATEWAY_VARIABLES, readGatewayVars } from '../config-vars';

const SOURCES = path.resolve(import.meta.dirname, '..');
/** The gateway package serves the gateway and the preflight (`npm run preflight`). */
const ours = (r: VariableRow) => r.services.includes('gateway') || r.services.includes('preflight');
const inTable = (read: string) => VARIABLES.some((r) => ours(r) && readMatchesRow(read, r));

describe("the gateway's variables", () => {
  it('are every one in the variable table (@agency/schema/config-variables), as read by the gateway', () => {
    const read = [...GATEWAY_VARIABLES, ...variablesReadBy(SOURCES)];
    expect(GATEWAY_VARIABLES.length).toBeGreaterThan(50);
    expect(read.filter((name) => !inTable(name))).toEqual([]);
  });

  it('and the table names none the gateway does not read (a pending row: not read yet)', () => {
    const read = [...GATEWAY_VARIABLES, ...variablesReadBy(SOURCES, { withSchema: true })];
    const rows = VARIABLES.filter((r) => r.services.includes('gateway'));
    const unread = rows.filter((r) => !r.pending && !read.some((name) => readMatchesRow(name, r)));
    expect(unread.map((r) => r.name)).toEqual([]);
    // Once the gateway reads a pending variable, its row loses the note.
    const readNow = rows.filter((r) => r.pending && read.some((name) => readMatchesRow(name, r)));
    expect(readNow.map((r) => r.name)).toEqual([]);
  });

  it('take as files exactly the secrets the table names for the gateway', () => {
    const secrets = VARIABLES.filter((r) => r.secret && !r.pending && r.services.includes('gateway')).flatMap((r) =>
      expandName(r.name),
    );
    expect([...GATEWAY_SECRETS].sort()).toEqual(secrets.sort());
  });

  it('default to what the table says, where the table gives a number', () => {
    const defaults = readGatewayVars({}) as Record<string, unknown>;
    const numeric = VARIABLES.filter(
      (r) => ours(r) && /^`\d+`$/.test(r.default) && typeof defaults[r.name] === 'number',
    );
    expect(numeric.length).toBeGreaterThan(30);
    for (const r of numeric) expect(`${r.name}=${defaults[r.name]}`).toBe(`${r.name}=${r.default.slice(1, -1)}`);
  });

  it('are refused the same way whichever module reads them, naming each wrong one', () => {
    const read = () =>
      readGatewayVars({ UPSTREAM_TIMEOUT_MS: 'soon', COMP_CARD_CONCURRENCY: '0', FORMS_RATE_LIMIT_IP: '2.5' });
    expect(read).toThrow(/^Gateway configuration: /);
    expect(read).toThrow("UPSTREAM_TIMEOUT_MS must be a number >= 0, got 'soon'");
    expect(read).toThrow("COMP_CARD_CONCURRENCY must be a whole number >= 1, got '0'");
    expect(read).toThrow("FORMS_RATE_LIMIT_IP must be a whole number >= 1, got '2.5'");
    expect(() => readGatewayVars({ TRUST_PROXY: '2' })).toThrow("TRUST_PROXY must be 1 (on) or 0 (off), got '2'");
    expect(() => readGatewayVars({ MEDIA_HOSTS: 'not a url' })).toThrow(/MEDIA_HOSTS must list origins/);
    // A CDN shared by every customer is named by the agency's account path, never by its bare host.
    expect(() => readGatewayVars({ MEDIA_HOSTS: 'https://painel.example,https://res.cloudinary.com' })).toThrow(
      /MEDIA_HOSTS names https:\/\/res\.cloudinary\.com, a CDN shared by every one of its customers/,
    );
    expect(readGatewayVars({ MEDIA_HOSTS: 'https://res.cloudinary.com/agency/' }).MEDIA_HOSTS).toEqual([
      { origin: 'https://res.cloudinary.com', prefix: '/agency/' },
    ]);
    expect(() => readGatewayVars({ GATEWAY_ENV: 'staging' })).toThrow(/GATEWAY_ENV must be development or production/);
    expect(() => readGatewayVars({ UPSTREAM_CALL_ROUTES: 'talents.list' })).toThrow(/UPSTREAM_CALL_ROUTES/);
  });

  it('read empty values as unset, which is the variable table’s default', () => {
    const vars = readGatewayVars({ GATEWAY_HOST: '', UPSTREAM_TIMEOUT_MS: '', OUTBOX_MAX_MB: '', SANDBOX_PORT: '' });
    expect(vars.GATEWAY_HOST).toBe('127.0.0.1');
    expect(vars.UPSTREAM_TIMEOUT_MS).toBe(2000);
    expect(vars.SANDBOX_PORT).toBe(4010);
    expect(vars.OUTBOX_MAX_MB).toBeUndefined();
  });

  it('take every numeric default from the variable table', () => {
    const defaults = readGatewayVars({}) as Record<string, unknown>;
    // TRUST_PROXY is an on/off switch read as a hop count, not a number of the table.
    const numeric = Object.entries(defaults).filter(
      ([name, value]) => typeof value === 'number' && name !== 'TRUST_PROXY',
    );
    expect(numeric.length).toBeGreaterThan(40);
    for (const [name, value] of numeric) expect(`${name}=${String(value)}`).toBe(`${name}=${numberDefault(name)}`);
  });
});
