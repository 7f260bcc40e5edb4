// The deprecation policy of the published schema, as pure rules the schema check applies:
// - a deprecation says when the element goes: `@deprecated(reason: "… Removal after YYYY-MM-DD")`,
//   at least NOTICE_DAYS after the day it is first published;
// - an element is removed only after that date, once it was published deprecated, and only when no
//   registered app used it in the last USAGE_WINDOW_DAYS (the usage the gateways record per app and
//   operation: gateway/src/usage/).
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';

/** Days between a deprecation's publication and its removal date, at least. */
export const NOTICE_DAYS = 90;
/** A removal is refused while an app used the element within this many days. */
export const USAGE_WINDOW_DAYS = 30;
/** Callers that are not registered apps: their usage does not hold a removal back. */
export const UNREGISTERED = new Set(['anonymous']);

const REMOVAL_DATE = /Removal after (\d{4}-\d{2}-\d{2})\.?$/;

/** graphql-inspector's change types that take something away from apps. */
const REMOVALS = new Set([
  'FIELD_REMOVED',
  'TYPE_REMOVED',
  'ENUM_VALUE_REMOVED',
  'FIELD_ARGUMENT_REMOVED',
  'INPUT_FIELD_REMOVED',
  'UNION_MEMBER_REMOVED',
]);

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Every deprecated element of a schema: coordinate -> its reason (fields, arguments, input fields, enum values). */
export function deprecations(sdl) {
  const schema = buildSchema(sdl);
  const found = new Map();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.deprecationReason) found.set(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of field.args ?? []) {
          if (arg.deprecationReason) found.set(`${type.name}.${field.name}.${arg.name}`, arg.deprecationReason);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (value.deprecationReason) found.set(`${type.name}.${value.name}`, value.deprecationReason);
      }
    }
  }
  return found;
}

/** The removal date a deprecation reason states, or null. */
export const removalDate = (reason) => REMOVAL_DATE.exec(reason ?? '')?.[1] ?? null;

/**
 * What breaks the policy between the published SDL and the current one, as readable lines (empty:
 * the change may be published). `changes` are schemaChanges()' (with their graphql-inspector
 * `type`), `used` the usage of the last USAGE_WINDOW_DAYS (`[{ coordinate, app, lastDay, operations }]`,
 * or null when no usage could be read), `today` yyyy-mm-dd.
 */
export function policyProblems({ publishedSdl, currentSdl, changes, used, today }) {
  const problems = [];
  const before = deprecations(publishedSdl);
  for (const [coordinate, reason] of deprecations(currentSdl)) {
    const date = removalDate(reason);
    if (!date) {
      problems.push(`${coordinate}: its @deprecated reason must end with "Removal after YYYY-MM-DD" (got "${reason}")`);
    } else if (!before.has(coordinate) && date < addDays(today, NOTICE_DAYS)) {
      problems.push(
        `${coordinate}: a new deprecation gives apps ${NOTICE_DAYS} days at least: Removal after ${addDays(today, NOTICE_DAYS)} or later (got ${date})`,
      );
    }
  }
  for (const change of changes.filter((c) => REMOVALS.has(c.type))) {
    const coordinate = change.path;
    const owner = change.type === 'TYPE_REMOVED' ? null : coordinate;
    const date = owner ? removalDate(before.get(owner)) : null;
    if (owner && !before.has(owner)) {
      problems.push(
        `${coordinate} is removed but was never published deprecated: deprecate it first ("… Removal after ${addDays(today, NOTICE_DAYS)}") and publish that`,
      );
    } else if (owner && (!date || today <= date)) {
      problems.push(`${coordinate} is removed before its announced date (${date ?? 'none'}): keep it until after then`);
    }
    if (used === null) {
      problems.push(
        `${coordinate} is removed, and no usage could be read to show that no app uses it (--usage <file>)`,
      );
      continue;
    }
    const users = used.filter(
      (u) =>
        !UNREGISTERED.has(u.app) &&
        (u.coordinate === coordinate || (change.type === 'TYPE_REMOVED' && u.coordinate.startsWith(`${coordinate}.`))),
    );
    for (const user of users) {
      problems.push(
        `${coordinate} is removed, but app '${user.app}' used it on ${user.lastDay} (operations: ${user.operations.join(', ')}): wait until no app has used it for ${USAGE_WINDOW_DAYS} days`,
      );
    }
  }
  return problems;
}
