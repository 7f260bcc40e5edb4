import {
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
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
  type GraphQLOutputType,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Arguments that say how many items a field returns. */
const PAGE_SIZE_ARGUMENTS = ['first', 'last', 'limit', 'pageSize', 'perPage'];

/**
 * Fields one answer may hold. The site's largest read is a sitemap page of 200 talent cards
 * (about 4800 fields); 6000 leaves it room to grow a little, and two such pages in one request do
 * not fit.
 */
export const QUERY_COST_MAX = 6000;

function returnsList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/**
 * How many items a field stands for: its page size (first, last, limit, pageSize, perPage) with the
 * value it will really run with (a literal, a variable's value or default, or the schema's
 * default); for a list field, the length of a list argument (talentsByIds' ids); else 1.
 */
function itemsOf(field: GraphQLField<unknown, unknown>, values: Record<string, unknown>): number {
  let items = 1;
  for (const name of PAGE_SIZE_ARGUMENTS) {
    const value = values[name];
    if (typeof value === 'number' && Number.isFinite(value)) items = Math.max(items, value);
  }
  if (returnsList(field.type)) {
    for (const arg of field.args) {
      const value = values[arg.name];
      if (Array.isArray(value)) items = Math.max(items, value.length);
    }
  }
  return items;
}

/**
 * The fields an operation's answer may hold: each selected field counts once per item of every
 * list around it, with page sizes as they will run (variables included: graphql-armor's cost
 * reads only literals, so `first: $n` with n = 100000 passed it at the cost of one). Fragments
 * count where they are spread; every branch of an abstract type counts (an upper bound).
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
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  if (coerced.errors) return null;
  const variables = coerced.coerced;
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
        const items = itemsOf(field, getArgumentValues(field, selection, variables));
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

/**
 * Refuses an operation whose answer could hold more than `maxCost` fields, counting page sizes
 * with the values the operation runs with. It runs before execution (no resolver, no back-end
 * call), not as a validation rule: yoga caches validation per document, and this depends on the
 * variables of each request.
 */
export function useQueryCost(options: { maxCost?: number } = {}): Plugin {
  const maxCost = options.maxCost ?? QUERY_COST_MAX;
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const cost = operationCost(
        args.schema,
        args.document,
        args.operationName,
        args.variableValues as Record<string, unknown> | undefined,
      );
      if (cost === null || cost <= maxCost) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(
            `Query cost limit of ${maxCost} exceeded, found ${cost} (fields times page sizes, variables included): ask for smaller pages or fewer fields.`,
            { extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost, http: { status: 400 } } },
          ),
        ],
      });
    },
  };
}
