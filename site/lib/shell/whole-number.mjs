// The one reader of the site's numeric variables (lib/config.ts, lib/shell/start-settings.mjs,
// lib/cache/cache-settings.mjs). Plain JavaScript: the cache handler Next imports at run time reads
// it too. Its defaults are the variable table's (schema/src/config-variables.ts), which
// start-settings.test.ts keeps in step.

/**
 * A variable's whole number of at least `min` (of `unit`: 'seconds', 'bytes'), or `fallback` when
 * it is unset or empty; anything else stops the start naming the variable.
 */
export function wholeNumber(name, raw, fallback, { min = 0, unit = '', minLabel = String(min) } = {}) {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number${unit ? ` of ${unit}` : ''}, at least ${minLabel}; got '${raw}'`);
  }
  return value;
}
