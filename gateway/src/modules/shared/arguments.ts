import { LIMITS, NUMERIC_ID_PATTERN, SLUG_PATTERN } from '@agency/schema/validation';
import { GraphQLError } from 'graphql';

/**
 * Arguments are checked before anything is loaded: a value that cannot name anything is refused
 * with BAD_USER_INPUT and a message that says the rule, and never reaches a back-end, a store key
 * or a back-end path. The bounds are the shared limits (schema/src/validation/limits.ts), and the
 * SDL states each of them where the argument is declared.
 */
export function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** A record id of the back-ends (talent, post): digits only. */
export function recordId(value: string, what: string): string {
  if (!NUMERIC_ID_PATTERN.test(value)) throw badInput(`A ${what} id is a number of up to 12 digits.`);
  return value;
}

/** A post slug: letters, digits, '-' and '_' (no '.', '/', '%', '?'), at most LIMITS.slugMax characters. */
export function postSlug(value: string): string {
  if (value.length > LIMITS.slugMax || !SLUG_PATTERN.test(value)) {
    throw badInput(
      `A slug is made of letters, digits, '-' and '_' (at most ${LIMITS.slugMax} characters), starting with a letter or digit.`,
    );
  }
  return value;
}

/** A host name with its port, as a Host header carries it: at most LIMITS.hostMax characters. */
export function hostArgument(value: string): string {
  if (value.length > LIMITS.hostMax) throw badInput(`A host is at most ${LIMITS.hostMax} characters.`);
  return value;
}

/** The filters and page of a list query. */
export interface ListArguments {
  search?: string | null;
  letter?: string | null;
  first?: number | null;
  after?: string | null;
}

/** Longest cursor we hand out is a dozen characters; anything much longer is not one of ours. */
const CURSOR_MAX = 64;

/** Search at most LIMITS.searchMax characters, letter one A-Z (or none), page size 0..LIMITS.pageSizeMax. */
export function checkListArguments(args: ListArguments): void {
  if (args.search && args.search.length > LIMITS.searchMax) {
    throw badInput(`A search is at most ${LIMITS.searchMax} characters.`);
  }
  const letter = args.letter?.trim();
  if (letter && !/^[A-Za-z]$/.test(letter)) {
    throw badInput('A letter filter is one letter, A to Z.');
  }
  if (args.first !== null && args.first !== undefined && (args.first < 0 || args.first > LIMITS.pageSizeMax)) {
    throw badInput(`A page holds 0 to ${LIMITS.pageSizeMax} items (first).`);
  }
  if (args.after && args.after.length > CURSOR_MAX) throw badInput('Invalid cursor.');
}
