import { createHash } from 'node:crypto';

/**
 * The browser tests' own app key: specs that read the gateway directly with documents of their
 * own (not the site's persisted ones) send it, as any app with a key would. The test stack is
 * configured with its hash (GATEWAY_APP_KEYS), never with the key.
 */
export const E2E_APP_KEY = 'e2e-tests-app-key-7c1f0b2d9a8e4f6b3c5d';
export const E2E_APP_KEYS_SETTING = `e2e-tests:${createHash('sha256').update(E2E_APP_KEY).digest('hex')}`;
