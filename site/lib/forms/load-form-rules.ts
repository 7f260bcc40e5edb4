type FormRules = typeof import('./form-rules');

let loading: Promise<FormRules> | undefined;

/**
 * The forms' validation rules, fetched once per tab apart from the page: a
 * form starts the load when it mounts, and its first validation awaits it
 * (long done by the time a visitor has typed anything).
 */
export function loadFormRules(): Promise<FormRules> {
  loading ??= import('./form-rules');
  return loading;
}
