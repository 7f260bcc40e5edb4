import { describe, expect, it } from 'vitest';
import { undocumentedVariables } from '@agency/schema/config-table';
import { GATEWAY_VARIABLES, readGatewayVars } from '../config-vars';

describe("the gateway's variables", () => {
  it('are every one in the root README configuration table', () => {
    expect(GATEWAY_VARIABLES.length).toBeGreaterThan(50);
    expect(undocumentedVariables(GATEWAY_VARIABLES)).toEqual([]);
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
    expect(() => readGatewayVars({ GATEWAY_ENV: 'staging' })).toThrow(/GATEWAY_ENV must be development or production/);
    expect(() => readGatewayVars({ UPSTREAM_CALL_ROUTES: 'talents.list' })).toThrow(/UPSTREAM_CALL_ROUTES/);
  });

  it('read empty values as unset', () => {
    const vars = readGatewayVars({ GATEWAY_HOST: '', UPSTREAM_TIMEOUT_MS: '', OUTBOX_MAX_MB: '' });
    expect(vars.GATEWAY_HOST).toBeUndefined();
    expect(vars.UPSTREAM_TIMEOUT_MS).toBe(2000);
    expect(vars.OUTBOX_MAX_MB).toBeUndefined();
  });
});
