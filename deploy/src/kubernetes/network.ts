/**
 * The way in and the private network. The Ingress (cert-manager issues each brand's certificate)
 * takes the front's place: the brands' domains, with and without www, to the sites. NetworkPolicies
 * reproduce compose's networks: nothing reaches a pod of ours unless allowed; only the ingress
 * controller reaches the sites, only the sites (and the controller, for the public API host, and
 * the scraper the values name) the gateways, only the gateways Redis (and the PostgreSQL the values
 * name), and Redis reaches nothing (compose's `back` network is internal).
 */
import { BRANDS, MAIN_BRAND, brandDomains } from '@agency/schema/brands';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PART_OF, metadata, selectorLabels } from './labels';
import type { Values } from './values';
import { PORTS, serviceName } from './variables';

/** A brand's hosts: its domains (the values' or the brand table's), each also with www. when asked. */
export function brandHosts(values: Values): { brand: string; hosts: string[] }[] {
  return BRANDS.map((brand) => {
    const domains = values.brands[brand.key] ?? brandDomains(brand);
    const hosts = domains.flatMap((d) => (values.ingress.www && !d.startsWith('www.') ? [d, `www.${d}`] : [d]));
    return { brand: brand.key, hosts: [...new Set(hosts)] };
  });
}

/** The gateway's public host(s) for other apps: the values', else api.<the main brand's first domain>. */
export function apiHosts(values: Values): string[] {
  const main = values.brands[MAIN_BRAND.key] ?? brandDomains(MAIN_BRAND);
  return values.ingress.apiHosts ?? [`api.${main[0]!.replace(/^www\./, '')}`];
}

/** What the API host serves, as the front's `@api` matcher: GraphQL (and its SDL), GraphiQL, the liveness answer. */
export const API_PATHS = [
  { path: '/graphql', pathType: 'Prefix' },
  { path: '/graphiql', pathType: 'Prefix' },
  { path: '/healthz', pathType: 'Exact' },
] as const;

export function ingress(values: Values): Ingress {
  const brands = brandHosts(values);
  const api = apiHosts(values);
  return new Ingress({
    metadata: {
      ...metadata(values, 'ingress', values.name),
      annotations: { ...values.ingress.annotations, 'cert-manager.io/cluster-issuer': values.ingress.clusterIssuer },
    },
    spec: {
      ingressClassName: values.ingress.className,
      // One certificate per brand: a domain not yet pointed here holds up only its own brand.
      tls: [
        ...brands.map(({ brand, hosts }) => ({ hosts, secretName: `${values.name}-tls-${brand}` })),
        ...(api.length > 0 ? [{ hosts: api, secretName: `${values.name}-tls-api` }] : []),
      ],
      rules: [
        ...brands.flatMap(({ hosts }) =>
          hosts.map((host) => ({
            host,
            http: {
              paths: [
                {
                  path: '/',
                  pathType: 'Prefix' as const,
                  backend: { service: { name: serviceName(values, 'site'), port: { name: 'http' } } },
                },
              ],
            },
          })),
        ),
        // Anything else on the API host is the controller's 404: metrics, hooks and readiness stay private.
        ...api.map((host) => ({
          host,
          http: {
            paths: API_PATHS.map(({ path, pathType }) => ({
              path,
              pathType,
              backend: { service: { name: serviceName(values, 'gateway'), port: { name: 'http' } } },
            })),
          },
        })),
      ],
    },
  });
}

const pods = (values: Values, component: string): INetworkPolicyPeer => ({
  podSelector: { matchLabels: selectorLabels(values, component) },
});

function allowOnly(values: Values, component: string, port: number, from: INetworkPolicyPeer[], noEgress = false) {
  if (from.length === 0) throw new Error(`${component}: a NetworkPolicy that admits no one`);
  return new NetworkPolicy({
    metadata: metadata(values, component),
    spec: {
      podSelector: { matchLabels: selectorLabels(values, component) },
      policyTypes: noEgress ? ['Ingress', 'Egress'] : ['Ingress'],
      ingress: [{ from, ports: [{ protocol: 'TCP', port }] }],
      ...(noEgress ? { egress: [] } : {}),
    },
  });
}

export function networkPolicies(values: Values): NetworkPolicy[] {
  const controller: INetworkPolicyPeer = {
    namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': values.ingress.controller.namespace } },
    podSelector: { matchLabels: values.ingress.controller.podLabels },
  };
  const policies = [
    // Every pod of ours refuses what no policy below allows.
    new NetworkPolicy({
      metadata: metadata(values, 'default', `${values.name}-default-deny`),
      spec: { podSelector: { matchLabels: { [PART_OF]: values.name } }, policyTypes: ['Ingress'] },
    }),
    allowOnly(values, 'site', PORTS.site, [controller]),
    allowOnly(values, 'gateway', PORTS.gateway, [
      pods(values, 'site'),
      ...(apiHosts(values).length > 0 ? [controller] : []),
      ...(values.monitoring.from as INetworkPolicyPeer[]),
    ]),
  ];
  if (values.redis.enabled) {
    policies.push(allowOnly(values, 'redis', PORTS.redis, [pods(values, 'gateway'), pods(values, 'site')], true));
  }
  const database = values.database;
  if (database.enabled && database.podSelector) {
    policies.push(
      new NetworkPolicy({
        metadata: metadata(values, 'database'),
        spec: {
          podSelector: { matchLabels: database.podSelector },
          policyTypes: ['Ingress'],
          ingress: [
            { from: [pods(values, 'gateway')], ports: [{ protocol: 'TCP', port: database.port }] },
            // Its own pods (replication) and what its operator names.
            {
              from: [
                { podSelector: { matchLabels: database.podSelector } },
                ...(database.allowFrom as INetworkPolicyPeer[]),
              ],
            },
          ],
        },
      }),
    );
  }
  return policies;
}
