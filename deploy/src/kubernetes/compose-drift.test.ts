/*
 * One topology, two descriptions: docker-compose.yml (one host) and the Kubernetes manifests (the
 * example values) may not drift apart silently. Same services and instances, images and commands,
 * ports, required settings, the values the topology fixes, health checks, stop grace, memory
 * ceilings, writable folders and the private network.
 */
import { describe, expect, it } from 'vitest';
import { rowOf } from '@agency/schema/config-variables';
import {
  caddyApiPaths,
  caddyHealthPath,
  composeBytes,
  composeServices,
  healthPath,
  interpolated,
  quantityBytes,
  serviceVariables,
  type ComposeService,
  type Role,
} from '../compose';
import { VARIANTS, manifests } from './fixtures';
import type { Manifest } from './policy';

const values = VARIANTS.example!;
const objects = manifests(values);
const compose = composeServices();
const WORKLOADS = ['site', 'gateway', 'redis'] as const;
type Workload = (typeof WORKLOADS)[number];

const ofRole = (role: Role) => compose.filter((s) => s.role === role);
const first = (role: Role) => ofRole(role)[0]!;
const deployment = (w: Workload) =>
  objects.find((o) => o.kind === 'Deployment' && o.metadata.labels?.['app.kubernetes.io/component'] === w)!;
const pod = (w: Workload) => deployment(w).spec.template.spec;
const container = (w: Workload) => pod(w).containers[0];
const configMap = (w: Workload) =>
  objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === `${values.name}-${w}`)?.data ?? {};
const service = (w: Workload) =>
  objects.find((o) => o.kind === 'Service' && o.metadata.name === `${values.name}-${w}`)!;

/** Everything a workload requires to start: required Secret keys, required config, the image (compose's AGENCY_IMAGE). */
function k8sRequired(w: Workload): string[] {
  const env = (container(w).env ?? []) as { name: string; valueFrom?: { secretKeyRef?: { optional?: boolean } } }[];
  const secrets = env
    .filter((e) => e.valueFrom?.secretKeyRef && e.valueFrom.secretKeyRef.optional !== true)
    .map((e) => e.name);
  const config = Object.keys(configMap(w)).filter((name) => rowOf(name)?.required && rowOf(name)?.setBy === 'deployer');
  const image = w === 'redis' ? [] : ['AGENCY_IMAGE'];
  // REDISCLI_AUTH is the probes' copy of REDIS_PASSWORD.
  return [...new Set([...secrets, ...config, ...image])]
    .filter((n) => n !== 'REDISCLI_AUTH' && !rowOf(n)?.pending)
    .sort();
}

/**
 * What a compose service requires, named as the manifests name it: compose runs PostgreSQL itself and
 * builds the gateways' DATABASE_URL from POSTGRES_PASSWORD, where the manifests are given the URL.
 */
function composeRequired(s: ComposeService): string[] {
  return [...serviceVariables(s)]
    .filter(([, required]) => required)
    .map(([name]) => (name === 'POSTGRES_PASSWORD' ? 'DATABASE_URL' : name))
    .sort();
}

describe('compose and the Kubernetes manifests describe one topology', () => {
  it('run the same services: the site, the gateway and Redis as Deployments, the front as the Ingress, PostgreSQL given', () => {
    expect([...new Set(compose.map((s) => s.role))].sort()).toEqual(['database', 'front', 'gateway', 'redis', 'site']);
    // Compose runs the official PostgreSQL image; the manifests are given one (managed or an
    // operator's) as the Secret's DATABASE_URL, which every gateway pod then requires.
    expect(values.database.enabled).toBe(true);
    expect(k8sRequired('gateway')).toContain('DATABASE_URL');
    const deployed = objects
      .filter((o) => o.kind === 'Deployment')
      .map((o) => o.metadata.labels!['app.kubernetes.io/component']);
    expect(deployed.sort()).toEqual(['gateway', 'redis', 'site']);
    expect(objects.filter((o) => o.kind === 'Ingress')).toHaveLength(1);
    // As many instances at least as compose runs of each.
    for (const w of ['site', 'gateway'] as const) expect(values[w].minReplicas).toBe(ofRole(w).length);
  });

  it('with the same image and commands', () => {
    for (const w of ['site', 'gateway'] as const) {
      for (const s of ofRole(w)) {
        expect(s.image).toMatch(/^\$\{AGENCY_IMAGE:\?/);
        expect(container(w).command, s.name).toEqual(s.command);
      }
      expect(container(w).image).toBe(values.image);
    }
    expect(container('redis').image).toBe(first('redis').image);
  });

  it('opening the same public API host to the gateways, on the same paths only', () => {
    const ingress = objects.find((o) => o.kind === 'Ingress')!;
    const host = /^\$\{FRONT_API_HOSTS:-([^}]+)\}$/.exec(first('front').environment.FRONT_API_HOSTS!)![1]!;
    const rule = ingress.spec.rules.find((r: { host: string }) => r.host === host);
    expect(rule, host).toBeDefined();
    const paths = rule.http.paths as { path: string; pathType: string; backend: { service: { name: string } } }[];
    for (const p of paths) expect(p.backend.service.name).toBe(`${values.name}-gateway`);
    // Caddy's `/graphql /graphql/*` is a Prefix of Kubernetes; a lone path is Exact.
    const caddy = caddyApiPaths();
    const expected = caddy
      .filter((path) => !path.endsWith('/*'))
      .map((path) => ({ path, pathType: caddy.includes(`${path}/*`) ? 'Prefix' : 'Exact' }));
    expect(paths.map(({ path, pathType }) => ({ path, pathType }))).toEqual(expected);
    // The API's callers are the gateways' only other way in, as the front's: the controller may reach them.
    const gatewayPolicy = objects.find(
      (o) => o.kind === 'NetworkPolicy' && o.metadata.name === `${values.name}-gateway`,
    )!;
    expect(gatewayPolicy.spec.ingress[0].from).toContainEqual(
      expect.objectContaining({ namespaceSelector: expect.anything() }),
    );
  });

  it('on the same ports', () => {
    const port = (w: Workload) => container(w).ports[0].containerPort as number;
    expect(port('gateway')).toBe(Number(first('gateway').environment.GATEWAY_PORT));
    expect(healthUrlPort(first('gateway'))).toBe(port('gateway'));
    expect(healthUrlPort(first('site'))).toBe(port('site'));
    const front = first('front').environment;
    expect(new Set(front.SITE_UPSTREAMS!.split(' ').map((u) => Number(u.split(':')[1])))).toEqual(
      new Set([port('site')]),
    );
    expect(new Set(front.GATEWAY_UPSTREAMS!.split(' ').map((u) => Number(u.split(':')[1])))).toEqual(
      new Set([port('gateway')]),
    );
    expect(Number(/@redis:(\d+)/.exec(first('gateway').environment.REDIS_URL!)![1])).toBe(port('redis'));
    for (const w of WORKLOADS) expect(service(w).spec.ports[0].port).toBe(port(w));
    expect(configMap('site').GATEWAY_URL).toBe(`http://${values.name}-gateway:${port('gateway')}/graphql`);
    expect(new URL(first('site').environment.GATEWAY_URL!).pathname).toBe(
      new URL(configMap('site').GATEWAY_URL!).pathname,
    );
    // The front publishes 80 and 443: the Ingress serves TLS for every host it routes.
    expect(first('front').ports!.map(String).join(' ')).toMatch(/80:80.*443:443/);
  });

  it.each(['site', 'gateway', 'redis'] as const)('requiring the same settings (%s)', (w) => {
    for (const s of ofRole(w)) expect(k8sRequired(w), s.name).toEqual(composeRequired(s));
  });

  it('the front’s required settings have their counterpart in the Ingress (FRONT_TLS: cert-manager’s issuer)', () => {
    expect(composeRequired(first('front'))).toEqual(['FRONT_TLS']);
    const ingress = objects.find((o) => o.kind === 'Ingress')! as Manifest & {
      metadata: { annotations: Record<string, string> };
    };
    expect(ingress.metadata.annotations['cert-manager.io/cluster-issuer']).toBe(values.ingress.clusterIssuer);
  });

  it.each(['site', 'gateway'] as const)('fixing the same values for the topology (%s)', (w) => {
    for (const s of ofRole(w)) {
      const literal = Object.entries(s.environment).filter(([, value]) => !value.includes('${'));
      for (const [name, value] of literal) {
        const k8s = configMap(w)[name];
        expect(k8s, `${s.name} ${name}`).toBeDefined();
        // Addresses differ by platform (the front's balancer, a Service); everything else is equal.
        if (name === 'GATEWAY_URL') continue;
        expect(k8s, `${s.name} ${name}`).toBe(value);
      }
      // What compose passes on from the deployer, the values may set too (the demo's SANDBOX_URL aside).
      const passed = interpolated(JSON.stringify(s.environment))
        .map((v) => v.name)
        .filter((n) => rowOf(n)?.setBy === 'deployer' && !rowOf(n)?.secret);
      expect(passed.length).toBeGreaterThan(5);
      for (const name of passed) expect(rowOf(name)!.services, name).toContain(w);
    }
  });

  it('checking health on the same paths as compose and the front', () => {
    expect(container('site').readinessProbe.httpGet.path).toBe(healthPath(first('site')));
    expect(container('gateway').readinessProbe.httpGet.path).toBe(healthPath(first('gateway')));
    expect(caddyHealthPath('SITE_UPSTREAMS')).toBe(container('site').readinessProbe.httpGet.path);
    expect(caddyHealthPath('GATEWAY_UPSTREAMS')).toBe(container('gateway').readinessProbe.httpGet.path);
    expect(first('redis').healthcheck!.test.join(' ')).toContain('redis-cli ping');
    expect(container('redis').readinessProbe.exec.command.join(' ')).toContain('redis-cli ping');
  });

  it('with the same stop grace, memory ceilings and writable folders', () => {
    for (const w of WORKLOADS) {
      const s = first(w);
      if (s.stop_grace_period)
        expect(pod(w).terminationGracePeriodSeconds, w).toBe(Number(s.stop_grace_period.replace(/s$/, '')));
      expect(quantityBytes(container(w).resources.limits.memory), w).toBe(composeBytes(s.mem_limit!));
      const volumes = new Map<string, string>(
        pod(w).volumes.map((v: { name: string; emptyDir: { sizeLimit: string } }) => [v.name, v.emptyDir.sizeLimit]),
      );
      const mounts = new Map<string, string>(
        container(w).volumeMounts.map((m: { name: string; mountPath: string }) => [m.mountPath, volumes.get(m.name)!]),
      );
      for (const tmpfs of s.tmpfs ?? []) {
        const [target, options] = tmpfs.split(':');
        const size = /size=(\w+)/.exec(options ?? '')![1]!;
        expect(mounts.get(target!), `${w} ${target}`).toBeDefined();
        expect(quantityBytes(mounts.get(target!)!), `${w} ${target}`).toBe(composeBytes(size));
      }
    }
  });

  it('and the same private network: only the gateways and the sites (their shared page cache) reach Redis, which reaches nothing', () => {
    const back = compose.filter((s) => s.networks.includes('back')).map((s) => s.role);
    const reachers = [...new Set(back)].filter((role) => role !== 'redis').sort();
    expect(reachers).toEqual(['gateway', 'site']);
    const redis = objects.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === `${values.name}-redis`)!;
    const from = redis.spec.ingress.flatMap(
      (rule: { from: { podSelector: { matchLabels: Record<string, string> } }[] }) => rule.from,
    );
    expect(
      from
        .map(
          (peer: { podSelector: { matchLabels: Record<string, string> } }) =>
            peer.podSelector.matchLabels['app.kubernetes.io/component'],
        )
        .sort(),
    ).toEqual(reachers);
    expect(redis.spec.egress).toEqual([]);
  });

  it('where only the gateways reach PostgreSQL', () => {
    const data = compose.filter((s) => s.networks.includes(first('database').networks[0]!));
    expect(first('database').networks).toHaveLength(1);
    expect([...new Set(data.map((s) => s.role))].sort()).toEqual(['database', 'gateway']);
    // The manifests: a PostgreSQL in the namespace is opened to the gateways only (its operator aside).
    const inNamespace = VARIANTS['in-namespace PostgreSQL']!;
    const policy = manifests(inNamespace).find(
      (o) => o.kind === 'NetworkPolicy' && o.metadata.name === `${inNamespace.name}-database`,
    )!;
    const from = policy.spec.ingress[0].from as { podSelector: { matchLabels: Record<string, string> } }[];
    expect(from.map((peer) => peer.podSelector.matchLabels['app.kubernetes.io/component'])).toEqual(['gateway']);
  });
});

function healthUrlPort(s: ComposeService): number {
  return Number(/https?:\/\/[^/:'"]+:(\d+)\//.exec(s.healthcheck!.test.join(' '))![1]);
}
