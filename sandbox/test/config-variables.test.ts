import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIABLES } from '@agency/schema/config-variables';
import { readMatchesRow, variablesReadBy } from '@agency/schema/env-reads';

const SOURCES = path.resolve(import.meta.dirname, '../src');
const sandboxRows = VARIABLES.filter((r) => r.services.includes('sandbox'));

describe("the sandbox's variables", () => {
  it('are every one in the variable table', () => {
    const read = variablesReadBy(SOURCES);
    expect(read).toEqual(expect.arrayContaining(['SANDBOX_PORT', 'SANDBOX_FAULT_<*>', 'MANAGER_SALT']));
    expect(read.filter((name) => !sandboxRows.some((r) => readMatchesRow(name, r)))).toEqual([]);
  });

  it('and the table names none the sandbox does not read', () => {
    const read = variablesReadBy(SOURCES, { withSchema: true });
    expect(sandboxRows.filter((r) => !read.some((name) => readMatchesRow(name, r))).map((r) => r.name)).toEqual([]);
  });
});
