import { SANDBOX_CREDENTIALS } from '@agency/schema/deployment';
import type { Backend } from '../backends';

export type Env = Record<string, string | undefined>;

/**
 * The credentials a back-end accepts, from the same variables the gateway uses to sign in: unset,
 * the sandbox's public ones (SANDBOX_CREDENTIALS), which a production gateway refuses to send.
 */
export function acceptedCredentials(backend: Backend, env: Env): { salt: string; secret: string } {
  if (backend === 'manager') {
    return {
      salt: env.MANAGER_SALT ?? SANDBOX_CREDENTIALS.salt,
      secret: env.MANAGER_API_KEY ?? SANDBOX_CREDENTIALS.managerKey,
    };
  }
  const perBrand = env[`PANEL_API_TOKEN_${backend.toUpperCase()}`];
  return {
    salt: env.PANEL_SALT ?? SANDBOX_CREDENTIALS.salt,
    secret: perBrand ?? env.PANEL_API_TOKEN ?? SANDBOX_CREDENTIALS.panelToken,
  };
}
