import { getOperationAST, Kind, visit, BREAK, type DocumentNode } from 'graphql';
import { SCOPES, type Scope } from './store';

/** Whether a document reads the schema itself (`__schema`, `__type`; `__typename` is data). */
export function introspects(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD](node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * The scopes running an operation takes: a query `read`, a mutation (the forms) `forms`, and
 * `introspection` as well when it reads the schema. An introspection-only query takes
 * `introspection` alone, so a key for GraphiQL's docs need not read data.
 */
export function scopesNeeded(document: DocumentNode, operationName?: string | null): Scope[] {
  const operation = getOperationAST(document, operationName ?? undefined);
  const needed = new Set<Scope>();
  if (introspects(document)) needed.add('introspection');
  if (operation?.operation === 'mutation') needed.add('forms');
  else if (!(needed.has('introspection') && readsOnlySchema(document))) needed.add('read');
  return [...needed];
}

/** A query whose every top-level field is __schema, __type or __typename. */
function readsOnlySchema(document: DocumentNode): boolean {
  return document.definitions.every(
    (definition) =>
      definition.kind !== Kind.OPERATION_DEFINITION ||
      definition.selectionSet.selections.every(
        (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
      ),
  );
}

/** Reads `read,forms` (a CLI flag, a stored column): every name must be a scope. */
export function parseScopes(raw: string): Scope[] {
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(SCOPES as readonly string[]).includes(name)) {
      throw new Error(`unknown scope '${name}' (scopes: ${SCOPES.join(', ')})`);
    }
  }
  if (names.length === 0) throw new Error(`give at least one scope (${SCOPES.join(', ')})`);
  return [...new Set(names)] as Scope[];
}
