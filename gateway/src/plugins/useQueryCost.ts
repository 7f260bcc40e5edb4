import {
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type GraphQLError,
  type GraphQLOutputType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { API_LIMITS } from '@agency/schema/api-limits';
import { codedError } from '../errors';

/** Arguments that say how many items a field returns. */
const PAGE_SIZE_ARGUMENTS = ['first', 'last', 'limit', 'pageSize', 'perPage'];

/** The one cost ceiling (API_LIMITS.cost: the numbers and why are there). */
export const QUERY_COST_MAX = API_LIMITS.cost;

/** What a list nothing in the request sizes counts for (API_LIMITS.unpagedListItems). */
export const UNPAGED_LIST_ITEMS = API_LIMITS.unpagedListItems;

/** A page of a paged list (TalentConnection): its lists hold the page, already counted by the page size. */
const CONNECTION = /Connection$/;

function returnsList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/**
 * How many items a field stands for: its page size (first, last, limit, pageSize, perPage) with the
 * value it will really run with (a literal, a variable's value or default, or the schema's
 * default); for a list field, the length of a list argument (talentsByIds' ids); else 1.
 */
function itemsOf(
  field: GraphQLField<unknown, unknown>,
  values: Record<string, unknown>,
  parent: GraphQLCompositeType,
): number {
  let sized = false;
  let items = 1;
  for (const name of PAGE_SIZE_ARGUMENTS) {
    const value = values[name];
    if (typeof value === 'number' && Number.isFinite(value)) [items, sized] = [Math.max(items, value), true];
  }
  if (!returnsList(field.type)) return items;
  for (const arg of field.args) {
    const value = values[arg.name];
    if (Array.isArray(value)) [items, sized] = [Math.max(items, value.length), true];
  }
  if (sized || CONNECTION.test(parent.name)) return items;
  return UNPAGED_LIST_ITEMS;
}

/** What an operation's variables come to: their coerced values, or why they do not coerce. */
type Coerced = { variables: Record<string, unknown> } | { errors: readonly GraphQLError[] };

function coerce(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown> | null | undefined,
): Coerced {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  return coerced.errors ? { errors: coerced.errors } : { variables: coerced.coerced };
}

/**
 * The fields an operation's answer may hold: each selected field counts once per item of every
 * list around it, with page sizes as they will run (variables included: a cost read from literals
 * only, as graphql-armor's, let `first: $n` with n = 100000 pass at the cost of one), lists of ids
 * by their length and other lists as UNPAGED_LIST_ITEMS (the lists inside a page of a connection
 * count once: the page size counted them). Fragments count where they are spread; every branch of
 * an abstract type counts (an upper bound).
 * Introspection fields count nothing, so GraphiQL keeps working. Returns null when the variables
 * do not coerce (execution reports that itself).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Record<string, unknown> | null | undefined,
): number | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const coerced = coerce(schema, operation, rawVariables);
  if ('errors' in coerced) return null;
  return costWith(schema, document, operation, coerced.variables);
}

function costWith(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }

  function costOf(
    selectionSet: SelectionSetNode,
    parent: GraphQLCompositeType,
    multiplier: number,
    seen: string[],
  ): number {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__')) continue;
        const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
        if (!field) continue;
        cost += multiplier;
        if (!selection.selectionSet) continue;
        const items = itemsOf(field, getArgumentValues(field, selection, variables), parent);
        const type = getNamedType(field.type) as GraphQLCompositeType;
        cost += costOf(selection.selectionSet, type, multiplier * items, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition
          ? (schema.getType(selection.typeCondition.name.value) as GraphQLCompositeType | undefined)
          : parent;
        cost += costOf(selection.selectionSet, condition ?? parent, multiplier, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // Validation refuses fragment cycles; the guard keeps this function total anyway.
        if (!fragment || seen.includes(name)) continue;
        const condition = schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType | undefined;
        cost += costOf(fragment.selectionSet, condition ?? parent, multiplier, [...seen, name]);
      }
    }
    return cost;
  }

  const root = schema.getRootType(operation.operation);
  try {
    return root ? costOf(operation.selectionSet, root, 1, []) : null;
  } catch {
    // An argument that does not coerce: execution answers it with its own error.
    return null;
  }
}

/** The cost an answer reports in `extensions.cost`, and a refusal past the ceiling. */
export interface OperationCost {
  /** Fields the answer may hold (fields times page sizes, variables included). */
  value: number;
  /** The ceiling: QUERY_COST_MAX. */
  limit: number;
}

/**
 * Before execution (no resolver, no back-end call), from the values each request really runs
 * with (not a validation rule: yoga caches validation per document, and these depend on the
 * variables):
 * - variables that do not coerce to their declared types are refused, BAD_USER_INPUT (400);
 * - an operation whose answer could hold more than `maxCost` fields is refused, QUERY_TOO_COSTLY
 *   (400), its cost and the ceiling in `extensions.cost`;
 * - any other answer reports its cost in `extensions.cost` ({ value, limit }), so an app sees how
 *   close an operation is to the ceiling before it meets it. The cost depends on the document and
 *   variables only, so a cached answer carries the same.
 */
export function useQueryCost(options: { maxCost?: number } = {}): Plugin {
  const maxCost = options.maxCost ?? QUERY_COST_MAX;
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      const coerced = coerce(args.schema, operation, args.variableValues as Record<string, unknown> | undefined);
      if ('errors' in coerced) {
        setResultAndStopExecution({
          errors: coerced.errors.map((error) =>
            codedError('BAD_USER_INPUT', error.message, {}, { nodes: error.nodes ?? undefined }),
          ),
        });
        return;
      }
      const value = costWith(args.schema, args.document, operation, coerced.variables);
      if (value === null) return;
      const cost: OperationCost = { value, limit: maxCost };
      if (value > maxCost) {
        setResultAndStopExecution({
          errors: [
            codedError(
              'QUERY_TOO_COSTLY',
              `Query cost limit of ${maxCost} exceeded, found ${value} (fields times page sizes, variables included): ask for smaller pages or fewer fields.`,
              { cost },
            ),
          ],
        });
        return;
      }
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return;
          setResult({ ...result, extensions: { ...result.extensions, cost } });
        },
      };
    },
  };
}
