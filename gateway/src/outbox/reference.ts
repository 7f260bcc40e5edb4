import { createHash, randomInt } from 'node:crypto';

/**
 * The letters a reference is written with: digits and capitals without the ones read or heard as
 * others (0/O, 1/I/L, U/V apart: no O, I, L or U; no 0 or 1). 30 symbols, 8 of them: 6.6 × 10¹¹
 * references, so a clash among a million submissions has a chance below one in a million (and
 * one gateway retries on the unique index).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 8;

/** A new reference, written `XXXX-XXXX` (read aloud in two halves on the phone). */
export function newReference(random: (max: number) => number = randomInt): string {
  let text = '';
  for (let i = 0; i < LENGTH; i += 1) text += REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)];
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

/**
 * A reference as someone typed or read it back: any case, with or without the hyphen or spaces.
 * Null when it cannot be a reference.
 */
export function normalizeReference(typed: string): string | null {
  const text = typed.toUpperCase().replace(/[\s-]/g, '');
  if (text.length !== LENGTH || [...text].some((c) => !REFERENCE_ALPHABET.includes(c))) return null;
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

/**
 * What the outbox keeps of a visitor's e-mail address to find their submissions by it: a hash of
 * the address as typed, trimmed and in lower case, so it outlives the delivery (the address itself
 * is erased then) without keeping the address.
 */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
