import { z } from 'zod';
import { readOnOff } from '@agency/schema/forwarded';

/** The environment as given (strings or absent). */
export type RawEnv = Record<string, string | undefined>;

const unset = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(unset, z.string().optional());
const wholeNumber = (fallback: number) => z.preprocess(unset, z.coerce.number().int().nonnegative().default(fallback));
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
 * by next.config.ts, SITE_CACHE_MAX_BYTES by lib/cache/memory-cache-handler.mjs.)
 */
const siteEnvSchema = z.object({
  GATEWAY_URL: z.preprocess(unset, z.url().default('http://localhost:4000/graphql')),
  SITE_REVALIDATE_SECONDS: wholeNumber(60),
  SITE_GATEWAY_SECRET: optionalText,
  TRUST_PROXY: onOff('TRUST_PROXY'),
  TRUST_FORWARDED_HOST: onOff('TRUST_FORWARDED_HOST'),
  NODE_ENV: z.preprocess(unset, z.enum(['development', 'production', 'test']).default('development')),
  OTEL_SERVICE_NAME: z.preprocess(unset, z.string().default('site')),
});

/** The names of the variables above (the README test reads them). */
export const SITE_VARIABLES = Object.keys(siteEnvSchema.shape);

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
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Site configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    gatewayUrl: values.GATEWAY_URL,
    revalidateSeconds: values.SITE_REVALIDATE_SECONDS,
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
