import type { Backend } from '../backends';

export type Env = Record<string, string | undefined>;

/**
 * The credentials a back-end accepts, from the same variables the gateway uses
 * to sign in (see /tmp/plan/rest.md): the sandbox defaults match the gateway defaults.
 */
export function acceptedCredentials(backend: Backend, env: Env): { salt: string; secret: string } {
  if (backend === 'manager') {
    return { salt: env.MANAGER_SALT ?? 'sandbox-salt', secret: env.MANAGER_API_KEY ?? 'sandbox-manager-key' };
  }
  const perBrand = env[`PANEL_API_TOKEN_${backend.toUpperCase()}`];
  return { salt: env.PANEL_SALT ?? 'sandbox-salt', secret: perBrand ?? env.PANEL_API_TOKEN ?? 'sandbox-panel-token' };
}
