import { describe, expect, it } from 'vitest';
import { VARIANTS, manifests, variant } from './fixtures';
import { policyProblems, type Manifest } from './policy';

const example = () => manifests(VARIANTS.example!);
const deployment = (objects: Manifest[], name: string) =>
  objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name)!;
const container = (objects: Manifest[], name: string) => deployment(objects, name).spec.template.spec.containers[0];

describe('the rendered objects keep the rules', () => {
  it.each(Object.entries(VARIANTS))(
    'every container probed, limited, non-root on a read-only root with no capability; every Deployment a budget, an autoscaler or one pod, a rolling update that keeps capacity, a NetworkPolicy; every secret from the existing Secret (%s)',
    (_, values) => {
      expect(policyProblems(manifests(values), values.existingSecret)).toEqual([]);
    },
  );

  it('name a container without probes, limits or hardening', () => {
    const objects = example();
    const site = container(objects, 'agency-site');
    delete site.readinessProbe;
    delete site.resources.limits.memory;
    site.securityContext.readOnlyRootFilesystem = false;
    site.securityContext.capabilities = { add: ['NET_ADMIN'] };
    site.image = 'ghcr.io/example/agency:latest';
    const gatewayPod = deployment(objects, 'agency-gateway').spec.template.spec;
    gatewayPod.securityContext.seccompProfile = { type: 'Unconfined' };
    gatewayPod.securityContext.runAsNonRoot = false;
    gatewayPod.containers[0].securityContext.runAsNonRoot = false;
    gatewayPod.volumes.push({ name: 'host', hostPath: { path: '/var/run' } });
    expect(policyProblems(objects, 'agency')).toEqual([
      'Deployment agency-site container site: no readiness probe',
      'Deployment agency-site container site: no memory limits',
      'Deployment agency-site container site: writable root file system',
      'Deployment agency-site container site: capabilities not all dropped',
      'Deployment agency-site container site: adds capabilities',
      'Deployment agency-site container site: image not pinned to a tag or digest (ghcr.io/example/agency:latest)',
      'Deployment agency-gateway: seccomp not RuntimeDefault',
      'Deployment agency-gateway: hostPath volume host',
      'Deployment agency-gateway container gateway: may run as root',
    ]);
  });

  it('name a Deployment without its budget, its autoscaler, its NetworkPolicy, or with a rolling update that lowers capacity', () => {
    const objects = example().filter(
      (o) =>
        !(o.kind === 'PodDisruptionBudget' && o.metadata.name === 'agency-gateway') &&
        !(o.kind === 'HorizontalPodAutoscaler' && o.metadata.name === 'agency-site') &&
        !(o.kind === 'NetworkPolicy' && o.metadata.name === 'agency-redis'),
    );
    deployment(objects, 'agency-gateway').spec.strategy.rollingUpdate.maxUnavailable = 1;
    expect(policyProblems(objects, 'agency')).toEqual([
      'Deployment agency-site: no autoscaler',
      'Deployment agency-gateway: a rolling update may lower capacity (maxUnavailable must be 0)',
      'Deployment agency-gateway: 0 PodDisruptionBudgets (one expected)',
      'Deployment agency-redis: no NetworkPolicy says who may reach it',
    ]);
  });

  it('name a secret written into the manifests or a ConfigMap, or taken from another Secret', () => {
    const objects = example();
    const gateway = container(objects, 'agency-gateway');
    gateway.env.find((e: { name: string }) => e.name === 'MANAGER_API_KEY').valueFrom.secretKeyRef.name = 'other';
    gateway.env.push({ name: 'PANEL_SALT', value: 'written-here' });
    gateway.env.push({
      name: 'GATEWAY_APP_KEYS',
      valueFrom: { configMapKeyRef: { name: 'agency-gateway', key: 'KEYS' } },
    });
    gateway.env.push({ name: 'REDIS_URL', value: 'redis://:$(NOT_A_SECRET)@agency-redis:6379' });
    objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === 'agency-site')!.data!.SITE_GATEWAY_SECRET = 'x';
    objects.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'agency-inline' } });
    expect(policyProblems(objects, 'agency')).toEqual([
      "Secret agency-inline: secrets come from 'agency', never rendered",
      'ConfigMap agency-site: secret SITE_GATEWAY_SECRET in a ConfigMap',
      "Deployment agency-gateway container gateway: MANAGER_API_KEY from Secret 'other', not 'agency'",
      'Deployment agency-gateway container gateway: secret PANEL_SALT written in the manifest',
      "Deployment agency-gateway container gateway: secret GATEWAY_APP_KEYS not from the Secret 'agency'",
      'Deployment agency-gateway container gateway: secret REDIS_URL written in the manifest',
    ]);
  });

  it('name a Service, an Ingress rule or a namespace that does not hold', () => {
    const objects = example();
    objects.find((o) => o.kind === 'Service' && o.metadata.name === 'agency-gateway')!.spec.ports[0].targetPort = 'web';
    objects.find((o) => o.kind === 'Ingress')!.spec.tls.pop();
    delete objects.find((o) => o.kind === 'Namespace')!.metadata.labels!['pod-security.kubernetes.io/enforce'];
    expect(policyProblems(objects, 'agency')).toEqual([
      'Namespace agency: does not enforce the restricted Pod Security level',
      'Service agency-gateway: port http targets no container port',
      'Ingress agency: api.cqempresariamento.com.br without TLS',
    ]);
  });
});

describe('the NetworkPolicies reproduce compose’s networks', () => {
  const policies = () => example().filter((o) => o.kind === 'NetworkPolicy');
  const allowedFrom = (name: string) => policies().find((p) => p.metadata.name === name)!.spec.ingress;

  it('refuse by default, let only the ingress controller reach the sites and only the sites the gateways', () => {
    const deny = policies().find((p) => p.metadata.name === 'agency-default-deny')!;
    expect(deny.spec).toEqual({
      podSelector: { matchLabels: { 'app.kubernetes.io/part-of': 'agency' } },
      policyTypes: ['Ingress'],
    });
    expect(allowedFrom('agency-site')).toEqual([
      {
        from: [
          {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'traefik' } },
            podSelector: { matchLabels: { 'app.kubernetes.io/name': 'traefik' } },
          },
        ],
        ports: [{ protocol: 'TCP', port: 3000 }],
      },
    ]);
    // The sites, and the ingress controller for the public API host (compose's front does both).
    const site = {
      podSelector: { matchLabels: { 'app.kubernetes.io/instance': 'agency', 'app.kubernetes.io/component': 'site' } },
    };
    expect(allowedFrom('agency-gateway')[0].from).toEqual([
      site,
      {
        namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'traefik' } },
        podSelector: { matchLabels: { 'app.kubernetes.io/name': 'traefik' } },
      },
    ]);
    // No public API: the sites only, and the scraper the values name.
    const monitoring = { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } };
    const noApi = manifests(variant({ ingress: { apiHosts: [] }, monitoring: { from: [monitoring] } }));
    const gateway = noApi.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'agency-gateway')!;
    expect(gateway.spec.ingress[0].from).toEqual([site, monitoring]);
    const hosts = noApi.find((o) => o.kind === 'Ingress')!.spec.rules.map((r: { host: string }) => r.host);
    expect(hosts).not.toContain('api.cqempresariamento.com.br');
  });

  it('let only the gateways and the sites reach Redis, only the gateways PostgreSQL, and Redis reach nothing (compose’s internal back network)', () => {
    const redis = policies().find((p) => p.metadata.name === 'agency-redis')!;
    expect(redis.spec.ingress[0].from).toEqual(
      ['gateway', 'site'].map((component) => ({
        podSelector: {
          matchLabels: { 'app.kubernetes.io/instance': 'agency', 'app.kubernetes.io/component': component },
        },
      })),
    );
    expect(redis.spec.policyTypes).toEqual(['Ingress', 'Egress']);
    expect(redis.spec.egress).toEqual([]);
    const database = manifests(VARIANTS['in-namespace PostgreSQL']!).find(
      (o) => o.metadata.name === 'agency-database',
    )!;
    expect(database.spec.podSelector).toEqual({ matchLabels: { 'cnpg.io/cluster': 'agency-db' } });
    expect(database.spec.ingress[0]).toEqual({
      from: [
        {
          podSelector: {
            matchLabels: { 'app.kubernetes.io/instance': 'agency', 'app.kubernetes.io/component': 'gateway' },
          },
        },
      ],
      ports: [{ protocol: 'TCP', port: 5432 }],
    });
  });
});
