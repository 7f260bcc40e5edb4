import { describe, expect, it } from 'vitest';
import { exampleInput, variant } from './fixtures';
import { renderObjects } from './render';
import { checkValues } from './values';

const render = (patch: Record<string, unknown>) => () => renderObjects(variant(patch));

describe('the values', () => {
  it('need a pinned image and the Secret’s name, naming what is missing or wrong', () => {
    const { image: _image, existingSecret: _secret, ...rest } = exampleInput();
    expect(() => checkValues(rest)).toThrow(
      'image: Invalid input: expected string, received undefined; existingSecret:',
    );
    expect(render({ image: 'ghcr.io/example/agency:latest' })).toThrow('image: must not be `latest`');
    expect(render({ image: 'ghcr.io/example/agency' })).toThrow('image: must name a tag or a digest');
    expect(() => renderObjects(variant({ image: `ghcr.io/example/agency@sha256:${'a'.repeat(64)}` }))).not.toThrow();
  });

  it('refuse an unknown key and a wrong shape by path', () => {
    expect(render({ replicas: 3 })).toThrow('Unrecognized key: "replicas"');
    expect(render({ site: { minReplicas: 1 } })).toThrow('site.minReplicas: Too small');
    expect(render({ gateway: { minReplicas: 4, maxReplicas: 3 } })).toThrow('maxReplicas must be at least minReplicas');
    expect(
      render({
        site: { resources: { requests: { cpu: 'lots', memory: '1Gi' }, limits: { cpu: '1', memory: '1Gi' } } },
      }),
    ).toThrow('site.resources.requests.cpu: must be a Kubernetes quantity');
    expect(render({ brands: { 'no-such-brand': ['a.example.com'] } })).toThrow(
      /brands: Unrecognized key: "no-such-brand"/,
    );
  });

  it('take in config: only variables of the table the site or the gateway read, never a secret, never the topology’s', () => {
    const config = (extra: Record<string, string>) => ({ config: { ...(exampleInput().config as object), ...extra } });
    expect(render(config({ NOT_A_VARIABLE: '1' }))).toThrow('config.NOT_A_VARIABLE: no such variable');
    expect(render(config({ MANAGER_API_KEY: 'k' }))).toThrow(
      "config.MANAGER_API_KEY is a secret: a key of the Secret 'agency'",
    );
    expect(render(config({ GATEWAY_URL: 'http://x/graphql' }))).toThrow('config.GATEWAY_URL is set by the manifests');
    expect(render(config({ SANDBOX_URL: 'http://sandbox:4010' }))).toThrow('config.SANDBOX_URL is set by demo only');
    expect(render(config({ FRONT_HOSTS: 'a.example.com' }))).toThrow(
      'config.FRONT_HOSTS is not read by the site or the gateway',
    );
    expect(render(config({ BRAND_DOMAINS_MUSIC: 'm.example.com' }))).toThrow("write the brands' domains under brands:");
    expect(render(config({ SITE_GATEWAY_SECRET_FILE: '/x' }))).toThrow('never from a file');
    expect(() =>
      renderObjects(variant(config({ QUERY_RATE_LIMIT_PER_MINUTE: '300', MEDIA_MAIN_URL: 'https://m.example.com' }))),
    ).not.toThrow();
  });

  it('need every required setting of the site and the gateway, each named (compose’s `${VAR:?}`)', () => {
    const input = exampleInput();
    const { MEDIA_HOSTS: _m, UPSTREAM_MUSIC_URL: _u, ...config } = input.config as Record<string, string>;
    expect(() => renderObjects(checkValues({ ...input, config }))).toThrow(
      /config\.UPSTREAM_MUSIC_URL is required .*config\.MEDIA_HOSTS is required/,
    );
  });
});
