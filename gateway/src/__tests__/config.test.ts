import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('loadConfig', () => {
  it('defaults every back-end to the local sandbox with the sandbox credentials', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.backends.main).toEqual({
      baseUrl: 'http://localhost:4010/main',
      mediaBase: 'http://localhost:4010/main',
      credentials: { salt: 'sandbox-salt', key: 'sandbox-panel-token' },
    });
    expect(config.backends.manager.credentials).toEqual({ salt: 'sandbox-salt', key: 'sandbox-manager-key' });
    expect(config.upstream).toMatchObject({ timeoutMs: 2000, readRetries: 2 });
    expect(config.ttlSeconds).toMatchObject({ talents: 300, posts: 300, site: 900 });
    expect(config.redisUrl).toBeNull();
    expect(config.storeWarmup).toBe(true);
    expect(loadConfig({ STORE_WARMUP: '0' }).storeWarmup).toBe(false);
  });

  it('reads URLs, per-panel tokens and media hosts from the environment', () => {
    const config = loadConfig({
      UPSTREAM_JABUTICABA_URL: 'https://panel.jabuticaba.example/',
      PANEL_API_TOKEN: 'shared',
      PANEL_API_TOKEN_JABUTICABA: 'own',
      MEDIA_JABUTICABA_URL: 'https://cdn.jabuticaba.example/files',
      UPSTREAM_TIMEOUT_MS: '1500',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config.backends.jabuticaba).toEqual({
      baseUrl: 'https://panel.jabuticaba.example',
      mediaBase: 'https://cdn.jabuticaba.example/files',
      credentials: { salt: 'sandbox-salt', key: 'own' },
    });
    expect(config.backends.digital.credentials.key).toBe('shared');
    expect(config.upstream.timeoutMs).toBe(1500);
    expect(config.redisUrl).toBe('redis://cache:6379');
  });

  it('refuses nonsense numbers', () => {
    expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: 'soon' })).toThrow('UPSTREAM_TIMEOUT_MS');
  });
});
