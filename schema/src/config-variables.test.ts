import { describe, expect, it } from 'vitest';
import {
  VARIABLES,
  expandName,
  literalDefault,
  numberDefault,
  rowOf,
  secretNames,
  tableProblems,
  undocumentedVariables,
} from './config-variables';
import { readMatchesRow, variablesReadBy, variablesReadIn } from './env-reads';

describe('the variable table', () => {
  it('is well formed: names or patterns, each concrete name in one row, required rows set by a deployment', () => {
    expect(tableProblems()).toEqual([]);
    expect(
      tableProblems([
        { ...VARIABLES[0]!, name: 'lower_case' },
        { ...VARIABLES[0]!, name: 'MEDIA_MAIN_URL' },
        { ...VARIABLES[0]!, name: 'SANDBOX_X', required: true, setBy: 'demo' },
      ]),
    ).toEqual([
      'lower_case: not a variable name or pattern',
      'SANDBOX_X: required, so a deployment (or its topology) sets it',
    ]);
    const twice = VARIABLES.find((r) => r.name === 'MEDIA_<BACKEND>_URL')!;
    expect(tableProblems([twice, { ...twice, name: 'MEDIA_MAIN_URL' }])).toEqual(['MEDIA_MAIN_URL: in two rows']);
  });

  it('expands a pattern to the names it stands for, and finds the row of a concrete name', () => {
    expect(expandName('UPSTREAM_<PANEL>_URL')).toEqual([
      'UPSTREAM_MAIN_URL',
      'UPSTREAM_JABUTICABA_URL',
      'UPSTREAM_DIGITAL_URL',
      'UPSTREAM_MUSIC_URL',
      'UPSTREAM_CULTURAL_URL',
    ]);
    expect(expandName('BRAND_DOMAINS_<BRAND>')).toContain('BRAND_DOMAINS_CQ_EMPRESARIAMENTO');
    expect(expandName('<SECRET>_FILE')).toContain('PANEL_API_TOKEN_MUSIC_FILE');
    expect(rowOf('MEDIA_MANAGER_URL')?.name).toBe('MEDIA_<BACKEND>_URL');
    expect(rowOf('SITE_GATEWAY_SECRET_FILE')?.name).toBe('<SECRET>_FILE');
    // Only the names a placeholder stands for: no other word, no file for what is not a secret.
    expect(undocumentedVariables(['MEDIA_OTHER_URL', 'MEDIA_HOSTS_FILE', 'GATEWAY_PORTS', 'GATEWAY_PORT'])).toEqual([
      'MEDIA_OTHER_URL',
      'MEDIA_HOSTS_FILE',
      'GATEWAY_PORTS',
    ]);
  });

  it('names as secrets the site’s and the gateway’s, never a setting that is not one', () => {
    expect(secretNames()).toEqual(expect.arrayContaining(['SITE_GATEWAY_SECRET', 'MANAGER_API_KEY', 'REDIS_URL']));
    expect(secretNames()).not.toContain('MEDIA_HOSTS');
    // Compose's own (Redis' password) is not read by either as a file.
    expect(secretNames()).not.toContain('REDIS_PASSWORD');
  });

  it('holds every variable the shared schema modules read', () => {
    const reads = variablesReadBy(import.meta.dirname);
    expect(reads).toEqual(expect.arrayContaining(['BRAND_DOMAINS_<*>', '<*>_FILE', 'SANDBOX_URL']));
    expect(reads.filter((read) => !VARIABLES.some((r) => readMatchesRow(read, r)))).toEqual([]);
  });
});

describe('row defaults as the parsers read them', () => {
  it('take the literal a default opens with, and refuse a row without one by name', () => {
    expect(numberDefault('SITE_REVALIDATE_SECONDS')).toBe(60);
    expect(numberDefault('REVALIDATE_RATE_LIMIT_PER_MINUTE')).toBe(120);
    expect(literalDefault('GATEWAY_HOST')).toBe('127.0.0.1');
    expect(() => numberDefault('AGENCY_IMAGE')).toThrow(/AGENCY_IMAGE: the variable table gives no value/);
    expect(() => numberDefault('GATEWAY_HOST')).toThrow(/GATEWAY_HOST: the variable table gives no number/);
  });
});

describe('variablesReadIn', () => {
  it('finds direct reads, names handed to readers and names built at run time', () => {
    const source = [
      'const a = process.env.GATEWAY_URL ?? env["SITE_HOST"];',
      "const b = readOnOff('TRUST_PROXY', raw); const c = wholeNumberSetting('SHUTDOWN_GRACE_MS', 1);",
      'const d = env[`BRAND_DOMAINS_${brandConstantName(key)}`]; const e = env[`${name}_FILE`];',
      "throw new Error('UPSTREAM_UNAVAILABLE'); res.setHeader('X_Y', 1); const f = `__PERSISTED_${id}__`;",
    ].join('\n');
    expect(variablesReadIn(source).sort()).toEqual([
      '<*>_FILE',
      'BRAND_DOMAINS_<*>',
      'GATEWAY_URL',
      'SHUTDOWN_GRACE_MS',
      'SITE_HOST',
      'TRUST_PROXY',
    ]);
  });

  it('matches a built name to the rows whose names it can be', () => {
    const row = (name: string) => VARIABLES.find((r) => r.name === name)!;
    expect(readMatchesRow('BRAND_DOMAINS_<*>', row('BRAND_DOMAINS_<BRAND>'))).toBe(true);
    expect(readMatchesRow('<*>_FILE', row('<SECRET>_FILE'))).toBe(true);
    expect(readMatchesRow('UPSTREAM_<*>_URL', row('UPSTREAM_MANAGER_URL'))).toBe(true);
    expect(readMatchesRow('UPSTREAM_<*>_URL', row('MEDIA_<BACKEND>_URL'))).toBe(false);
    expect(readMatchesRow('MEDIA_HOSTS', row('MEDIA_HOSTS'))).toBe(true);
  });
});
