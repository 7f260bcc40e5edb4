import { z } from 'zod';
import { readOnOff } from '@agency/schema/forwarded';
import { readCacheSettings } from './cache/cache-settings.mjs';

/** The environment as given (strings or absent). */
export type RawEnv = Record<string, string | undefined>;

const unset = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(unset, z.string().optional());
/** The on/off rule the gateway and the site's entry script apply too (@agency/schema/forwarded). */
const onOff = (name: string) =>
  z
    .string()
    .optional()
    .transform((raw, context) => {
      try {
        return readOnOff(name, raw);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });

/**
 * The site app's variables, checked once at start: a wrong value stops the process with the
 * variable's name and what it must be. Every variable is in the root README's configuration table.
 * (The server's own, read before the app loads: lib/shell/start-settings.mjs; NEXT_DIST_DIR is read
 * by next.config.ts; the cache's, SITE_REVALIDATE_SECONDS among them, by lib/cache/cache-settings.mjs,
 * whose reading this takes.)
 */
const siteEnvSchema = z.object({
  GATEWAY_URL: z.preprocess(unset, z.url().default('http://localhost:4000/graphql')),
  SITE_GATEWAY_SECRET: optionalText,
  TRUST_PROXY: onOff('TRUST_PROXY'),
  TRUST_FORWARDED_HOST: onOff('TRUST_FORWARDED_HOST'),
  NODE_ENV: z.preprocess(unset, z.enum(['development', 'production', 'test']).default('development')),
  OTEL_SERVICE_NAME: z.preprocess(unset, z.string().default('site')),
});

/** The names of the variables read here (the README test reads them). */
export const SITE_VARIABLES = [...Object.keys(siteEnvSchema.shape), 'SITE_REVALIDATE_SECONDS'];

export interface SiteConfig {
  gatewayUrl: string;
  revalidateSeconds: number;
  siteSecret: string | null;
  /** TRUST_PROXY: a proxy of ours in front appends to X-Forwarded-For (its last entry is the visitor). */
  trustProxy: boolean;
  /** TRUST_FORWARDED_HOST: that proxy also writes X-Forwarded-Host (believed only for brand-table hosts). */
  trustForwardedHost: boolean;
  production: boolean;
  otelServiceName: string;
  /** The environment as read at start, for the brand table's overrides (BRAND_DOMAINS_*, SITE_PORT_BASE) and OTLP's own variables. */
  env: Readonly<RawEnv>;
}

export function parseSiteConfig(env: RawEnv): SiteConfig {
  const parsed = siteEnvSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  let revalidateSeconds = 0;
  try {
    revalidateSeconds = readCacheSettings(env).revalidateSeconds;
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (!parsed.success || problems.length > 0) throw new Error(`Site configuration: ${problems.join('; ')}`);
  const values = parsed.data;
  return {
    gatewayUrl: values.GATEWAY_URL,
    revalidateSeconds,
    siteSecret: values.SITE_GATEWAY_SECRET ?? null,
    trustProxy: values.TRUST_PROXY,
    trustForwardedHost: values.TRUST_FORWARDED_HOST,
    production: values.NODE_ENV === 'production',
    otelServiceName: values.OTEL_SERVICE_NAME,
    env: Object.freeze({ ...env }),
  };
}

/** Read once, when the server starts. */
export const siteConfig: SiteConfig = parseSiteConfig(process.env);
