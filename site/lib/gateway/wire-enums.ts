import { makeOperation, mapExchange, type AnyVariables, type Exchange, type Operation } from '@urql/core';
import { brandConstantName, brandKeyOfConstantName, isBrandKey } from '@agency/schema/brands';
import { isSiteLocale } from '@agency/schema/locales';

/**
 * The site works with the tables' forms of a brand and a locale ('cq-empresariamento', 'pt'); the
 * GraphQL wire names them as enum values (CQ_EMPRESARIAMENTO, PT). This exchange is the one place
 * that converts: variables declared as BrandKey or Locale go out as their enum names, and the
 * result fields that return them come back in the tables' forms.
 */

type WireEnum = 'BrandKey' | 'Locale';

const TO_WIRE: Record<WireEnum, (value: string) => string> = {
  BrandKey: (value) => (isBrandKey(value) ? brandConstantName(value) : value),
  Locale: (value) => (isSiteLocale(value) ? value.toUpperCase() : value),
};

/**
 * The result fields, by response name, that return BrandKey (Brand.code) or Locale (Post.locale,
 * PostTranslation.locale). wire-enums.test.ts checks every site document against the schema: a
 * field of either type is named so, and a field so named is of that type.
 */
export const RESULT_ENUM_FIELDS: Readonly<Record<string, WireEnum>> = { code: 'BrandKey', locale: 'Locale' };

const FROM_WIRE: Record<WireEnum, (value: string) => string> = {
  BrandKey: (value) => brandKeyOfConstantName(value) ?? value,
  Locale: (value) => value.toLowerCase(),
};

interface TypeNode {
  kind: string;
  type?: TypeNode;
  name?: { value: string };
}

function namedType(type: TypeNode): string | undefined {
  return type.type ? namedType(type.type) : type.name?.value;
}

function isWireEnum(name: string | undefined): name is WireEnum {
  return name === 'BrandKey' || name === 'Locale';
}

function convertValue(value: unknown, convert: (value: string) => string): unknown {
  if (typeof value === 'string') return convert(value);
  if (Array.isArray(value)) return value.map((item) => convertValue(item, convert));
  return value;
}

/** An operation's variables with its BrandKey and Locale ones as the wire's enum names. */
export function wireVariables(operation: Pick<Operation, 'query' | 'variables'>): AnyVariables {
  const variables = operation.variables as Record<string, unknown> | undefined;
  if (!variables) return variables;
  let converted: Record<string, unknown> | undefined;
  for (const definition of operation.query.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const type = namedType(variable.type as TypeNode);
      const name = variable.variable.name.value;
      if (!isWireEnum(type) || variables[name] == null) continue;
      converted ??= { ...variables };
      converted[name] = convertValue(variables[name], TO_WIRE[type]);
    }
  }
  return converted ?? variables;
}

/** A result's data with its BrandKey and Locale fields in the tables' forms (a new tree; the input is left as is). */
export function tableData(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(tableData);
  if (data === null || typeof data !== 'object') return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const type = RESULT_ENUM_FIELDS[key];
    out[key] = type ? convertValue(value, FROM_WIRE[type]) : tableData(value);
  }
  return out;
}

/** Place it before persistedDocumentExchange, which drops the document's variable definitions. */
export const wireEnumExchange: Exchange = mapExchange({
  onOperation(operation) {
    if (operation.kind === 'teardown') return operation;
    const variables = wireVariables(operation);
    if (variables === operation.variables) return operation;
    return makeOperation(operation.kind, { ...operation, variables }, operation.context);
  },
  onResult(result) {
    return result.data == null ? result : { ...result, data: tableData(result.data) };
  },
});
