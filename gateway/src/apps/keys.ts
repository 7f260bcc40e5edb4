import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * An app key as the registry issues it: `agk_<id>_<secret>`. The id (16 hex digits) is not secret:
 * it finds the key's row (and names the key in `apps list` and the logs); the secret is 32 random
 * bytes (base64url), so the sha256 of the whole key is all the store keeps: with 256 bits of
 * entropy a fast hash is enough, and a leaked store holds no working key.
 */
const KEY = /^agk_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export interface IssuedKey {
  /** Shown once, to the operator who creates it. */
  key: string;
  id: string;
  /** sha256 of the whole key, hex: what the store keeps. */
  hash: string;
}

export function issueKey(): IssuedKey {
  const id = randomBytes(8).toString('hex');
  const key = `agk_${id}_${randomBytes(32).toString('base64url')}`;
  return { key, id, hash: keyHash(key) };
}

export function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The id of a key of the registry's shape, or null (a key of GATEWAY_APP_KEYS, or anything else). */
export function keyIdOf(key: string): string | null {
  return KEY.exec(key)?.[1] ?? null;
}

/** Whether `key` hashes to `hash` (hex), compared in constant time. */
export function keyMatches(key: string, hash: string): boolean {
  const expected = Buffer.from(hash, 'hex');
  const presented = createHash('sha256').update(key).digest();
  return expected.length === presented.length && timingSafeEqual(expected, presented);
}
