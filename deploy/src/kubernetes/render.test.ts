import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_VALUES, ROOT, VARIANTS, manifests } from './fixtures';
import { renderManifests } from './manifests';
import { renderObjects } from './render';

describe('the Kubernetes manifests', () => {
  it.each(Object.entries(VARIANTS))('render and validate against the Kubernetes API schemas (%s)', (_, values) => {
    const objects = renderObjects(values);
    for (const object of objects)
      expect(() => object.validate(), `${object.kind} ${object.metadata?.name}`).not.toThrow();
    const kinds = new Set(objects.map((o) => o.kind));
    for (const kind of [
      'Deployment',
      'Service',
      'ConfigMap',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'NetworkPolicy',
      'Ingress',
    ])
      expect(kinds).toContain(kind);
    // Deployments only: no pod keeps state, and no Secret is ever written here.
    expect(
      [...kinds].filter((k) => ['StatefulSet', 'DaemonSet', 'Secret', 'PersistentVolumeClaim'].includes(k)),
    ).toEqual([]);
  });

  it('are validated for real: a wrong field is refused by the schema, naming its path', () => {
    const [deployment] = manifests(VARIANTS.example!).filter((o) => o.kind === 'Deployment');
    const broken = structuredClone(deployment!) as unknown as ConstructorParameters<typeof Deployment>[0];
    broken!.spec!.template.spec!.containers[0]!.ports![0]!.containerPort = 'http' as unknown as number;
    expect(() => new Deployment(broken).validate()).toThrow(/containers\/0\/ports\/0\/containerPort must be integer/);
    const noSelector = structuredClone(deployment!) as unknown as ConstructorParameters<typeof Deployment>[0];
    delete (noSelector!.spec as { selector?: unknown }).selector;
    expect(() => new Deployment(noSelector).validate()).toThrow(/spec must have required property selector/);
  });

  it('as committed are the example values rendered (deploy/kubernetes/agency.example.yaml)', () => {
    const committed = readFileSync(path.join(ROOT, 'deploy/kubernetes/agency.example.yaml'), 'utf8');
    expect(renderManifests(readFileSync(EXAMPLE_VALUES, 'utf8'), 'values.example.yaml')).toBe(committed);
  });

  it('give the Ingress every brand domain, with and without www, one certificate per brand by cert-manager', () => {
    const ingress = manifests(VARIANTS.example!).find((o) => o.kind === 'Ingress')!;
    expect(ingress.metadata).toMatchObject({ annotations: { 'cert-manager.io/cluster-issuer': 'letsencrypt' } });
    const hosts = ingress.spec.rules.map((r: { host: string }) => r.host);
    expect(hosts).toEqual(
      expect.arrayContaining(['cqempresariamento.com.br', 'www.cqempresariamento.com.br', 'cqcultural.com.br']),
    );
    expect(hosts).toHaveLength(11);
    expect(ingress.spec.tls).toHaveLength(6);
    const own = manifests(VARIANTS['no database, namespace made elsewhere, own domains']!);
    const ownIngress = own.find((o) => o.kind === 'Ingress')!;
    expect(ownIngress.spec.rules.map((r: { host: string }) => r.host)).toContain('jabuticaba.example.com');
    expect(ownIngress.spec.rules.map((r: { host: string }) => r.host)).not.toContain('jabuticabacasting.com.br');
    // The same domains reach the site and the gateway (the brand from Host, the menus' links).
    for (const workload of ['agency-site', 'agency-gateway'])
      expect(own.find((o) => o.kind === 'ConfigMap' && o.metadata.name === workload)!.data).toMatchObject({
        BRAND_DOMAINS_JABUTICABA: 'jabuticaba.example.com',
      });
  });

  it('route each setting of config: to the ConfigMaps of the services that read it', () => {
    const objects = manifests(VARIANTS.example!);
    const data = (name: string) => objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === name)!.data!;
    expect(data('agency-site').MEDIA_HOSTS).toMatch(/^https:\/\/painel/);
    expect(data('agency-gateway').MEDIA_HOSTS).toBe(data('agency-site').MEDIA_HOSTS);
    expect(data('agency-gateway').UPSTREAM_MAIN_URL).toBe('https://painel.cqempresariamento.com.br');
    expect(data('agency-site').UPSTREAM_MAIN_URL).toBeUndefined();
    expect(data('agency-site').GATEWAY_URL).toBe('http://agency-gateway:4000/graphql');
  });
});
