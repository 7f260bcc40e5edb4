/**
 * docker-compose.yml and deploy/Caddyfile as data, for the tests that keep the variable table and
 * the Kubernetes manifests in step with them: each service of a plain `up` with its role (the
 * site, the gateway, Redis, PostgreSQL, the front), its environment, health check, memory, tmpfs and networks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');
export const CADDYFILE = path.join(ROOT, 'deploy/Caddyfile');

export type Role = 'site' | 'gateway' | 'redis' | 'database' | 'front';

export interface ComposeService {
  readonly name: string;
  readonly role: Role;
  readonly image: string;
  readonly command?: string[];
  readonly environment: Record<string, string>;
  readonly healthcheck?: { test: string[] };
  readonly mem_limit?: string;
  readonly stop_grace_period?: string;
  readonly tmpfs?: string[];
  readonly networks: string[];
  readonly ports?: string[];
}

function roleOf(service: { image: string; command?: string[] }): Role | null {
  const command = (service.command ?? []).join(' ');
  if (command.includes('gateway/dist/main.mjs')) return 'gateway';
  if (command.includes('serve-brands.mjs')) return 'site';
  if (service.image.startsWith('redis:')) return 'redis';
  if (service.image.startsWith('postgres:')) return 'database';
  if (service.image.startsWith('caddy:')) return 'front';
  return null;
}

export const composeText = () => readFileSync(COMPOSE_FILE, 'utf8');

/** The services a plain `docker compose up` runs (no profile), each with its role. */
export function composeServices(text = composeText()): ComposeService[] {
  const config = parse(text, { merge: true }) as { services: Record<string, Record<string, unknown>> };
  return Object.entries(config.services)
    .filter(([, s]) => !(s.profiles as string[] | undefined)?.length)
    .map(([name, s]) => {
      const role = roleOf(s as { image: string; command?: string[] });
      if (!role) throw new Error(`compose service ${name}: no role (site, gateway, redis, database, front)`);
      const networks = Array.isArray(s.networks) ? (s.networks as string[]) : Object.keys(s.networks ?? {});
      return {
        ...(s as object),
        name,
        role,
        networks,
        environment: (s.environment ?? {}) as Record<string, string>,
      } as ComposeService;
    });
}

/** `${NAME:?…}` (required), `${NAME:-…}` (optional) and `${NAME}` in a compose value. */
export function interpolated(value: string): { name: string; required: boolean }[] {
  return [...value.matchAll(/\$\{([A-Z][A-Z0-9_]*)(:?[?-])?/g)].map((m) => ({
    name: m[1]!,
    required: m[2]?.endsWith('?') ?? false,
  }));
}

/** Every variable a service's definition takes from the deployer's environment, with whether it is required. */
export function serviceVariables(service: ComposeService): Map<string, boolean> {
  const found = new Map<string, boolean>();
  const text = JSON.stringify({ image: service.image, environment: service.environment });
  for (const { name, required } of interpolated(text)) found.set(name, (found.get(name) ?? false) || required);
  return found;
}

/** The URL path a compose health check fetches, or the command it runs. */
export function healthPath(service: ComposeService): string | null {
  const test = (service.healthcheck?.test ?? []).join(' ');
  return /https?:\/\/[^/'"]+(\/[^'"]*)/.exec(test)?.[1] ?? null;
}

/** A compose size (`64m`, `1g`) in bytes. */
export function composeBytes(size: string): number {
  const match = /^(\d+)([kmg]?)b?$/i.exec(size.trim());
  if (!match) throw new Error(`not a compose size: ${size}`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[match[2]!.toLowerCase() as '' | 'k' | 'm' | 'g'];
  return Number(match[1]) * unit;
}

/** A Kubernetes quantity of bytes (`64Mi`, `1Gi`) in bytes. */
export function quantityBytes(quantity: string): number {
  const match = /^(\d+)(Ki|Mi|Gi)?$/.exec(quantity);
  if (!match) throw new Error(`not a byte quantity: ${quantity}`);
  return Number(match[1]) * { '': 1, Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3 }[match[2] ?? '']!;
}

/** The Caddyfile's `{$NAME}` placeholders. */
export function caddyVariables(text = readFileSync(CADDYFILE, 'utf8')): string[] {
  const body = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
  return [...new Set([...body.matchAll(/\{\$([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!))];
}

/** The health_uri of the Caddyfile's balancer over `{$<upstreams>}`. */
export function caddyHealthPath(upstreams: string, text = readFileSync(CADDYFILE, 'utf8')): string | null {
  const start = text.indexOf(`reverse_proxy {$${upstreams}}`);
  if (start < 0) return null;
  return /health_uri (\S+)/.exec(text.slice(start, text.indexOf('\n\t}', start)))?.[1] ?? null;
}

/** The paths the Caddyfile's public API host serves (its `@api path` matcher). */
export function caddyApiPaths(text = readFileSync(CADDYFILE, 'utf8')): string[] {
  return /@api path ([^\n]+)/.exec(text)?.[1]!.trim().split(/\s+/) ?? [];
}
