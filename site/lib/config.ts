import { z } from 'zod';

/** The environment as given (strings or absent). */
export type RawEnv = Record<string, string | undefined>;

const unset = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(unset, z.string().optional());
const wholeNumber = (fallback: number) => z.preprocess(unset, z.coerce.number().int().nonnegative().default(fallback));
const flag = z.preprocess(unset, z.enum(['0', '1']).default('0')).transform((value) => value === '1');

/**
 * The site server's variables, checked once at start: a wrong value stops the process with the
 * variable's name and what it must be. Every variable is in the root README's configuration table.
 * (next.config.ts reads MEDIA_HOSTS, ALLOW_LOCAL_MEDIA and NEXT_DIST_DIR at build time, and
 * lib/cache/memory-cache-handler.mjs SITE_CACHE_MAX_BYTES, both outside the app's bundle.)
 */
const siteEnvSchema = z.object({
  GATEWAY_URL: z.preprocess(unset, z.url().default('http://localhost:4000/graphql')),
  SITE_REVALIDATE_SECONDS: wholeNumber(60),
  SITE_GATEWAY_SECRET: optionalText,
  TRUST_PROXY: z.preprocess(
    unset,
    z
      .union([z.enum(['true', 'false']), z.coerce.number().int().min(0).max(10)])
      .default(0)
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : value)),
  ),
  NODE_ENV: z.preprocess(unset, z.enum(['development', 'production', 'test']).default('development')),
  DISABLE_HSTS: flag,
  NEXT_RUNTIME: optionalText,
  OTEL_SERVICE_NAME: z.preprocess(unset, z.string().default('site')),
});

export interface SiteConfig {
  gatewayUrl: string;
  revalidateSeconds: number;
  siteSecret: string | null;
  /** Proxies of ours in front of the site (TRUST_PROXY): 0 believes no forwarded header. */
  trustProxyHops: number;
  production: boolean;
  disableHsts: boolean;
  nextRuntime: string | null;
  otelServiceName: string;
  /** The environment as read at start, for the brand table's overrides (BRAND_DOMAINS_*, SITE_PORT_BASE) and OTLP's own variables. */
  env: Readonly<RawEnv>;
}

export function parseSiteConfig(env: RawEnv): SiteConfig {
  const parsed = siteEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Site configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    gatewayUrl: values.GATEWAY_URL,
    revalidateSeconds: values.SITE_REVALIDATE_SECONDS,
    siteSecret: values.SITE_GATEWAY_SECRET ?? null,
    trustProxyHops: values.TRUST_PROXY,
    production: values.NODE_ENV === 'production',
    disableHsts: values.DISABLE_HSTS,
    nextRuntime: values.NEXT_RUNTIME ?? null,
    otelServiceName: values.OTEL_SERVICE_NAME,
    env: Object.freeze({ ...env }),
  };
}

/** Read once, when the server starts. */
export const siteConfig: SiteConfig = parseSiteConfig(process.env);
