import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Deeper than any input type of the schema could ever need (its deepest input nests 3 levels). */
export const VARIABLES_MAX_DEPTH = 32;
/** Values in all variables together; the largest legitimate list (200 ids) is far below it. */
export const VARIABLES_MAX_VALUES = 10_000;

/**
 * The depth and the number of values of the variables, walked without recursion (a deliberately
 * deep value must not exhaust the stack here either). Stops counting once a limit is passed.
 */
export function variablesShape(variables: unknown): { depth: number; values: number } {
  let depth = 0;
  let values = 0;
  const stack: [unknown, number][] = [[variables, 0]];
  while (stack.length > 0) {
    const [value, level] = stack.pop()!;
    values += 1;
    if (level > depth) depth = level;
    if (depth > VARIABLES_MAX_DEPTH || values > VARIABLES_MAX_VALUES) break;
    if (value !== null && typeof value === 'object') {
      for (const child of Array.isArray(value) ? value : Object.values(value)) stack.push([child, level + 1]);
    }
  }
  return { depth, values };
}

const badRequest = (message: string) =>
  new GraphQLError(message, { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });

/**
 * Refuses variables nested too deep or holding too many values before anything reads them: graphql-js
 * coerces variables recursively, and a 20,000-level array would otherwise end in a stack overflow
 * (a 500, logged as an error). A clear 400 instead, at the cost of one iterative walk.
 */
export function useVariablesShape(): Plugin {
  return {
    onParams({ params }) {
      if (params.variables == null) return;
      const { depth, values } = variablesShape(params.variables);
      if (depth > VARIABLES_MAX_DEPTH) {
        throw badRequest(`Variables nest too deep: at most ${VARIABLES_MAX_DEPTH} levels.`);
      }
      if (values > VARIABLES_MAX_VALUES) {
        throw badRequest(`Variables hold too many values: at most ${VARIABLES_MAX_VALUES}.`);
      }
    },
  };
}
