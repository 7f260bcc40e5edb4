import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MESSAGES = path.resolve(import.meta.dirname, '../messages');

/** Every message of every catalogue as [locale/file key.path, text]. */
function allMessages(): [string, string][] {
  const found: [string, string][] = [];
  const walk = (prefix: string, node: unknown) => {
    if (typeof node === 'string') found.push([prefix, node]);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(`${prefix}.${k}`, v);
  };
  for (const locale of readdirSync(MESSAGES)) {
    for (const file of readdirSync(path.join(MESSAGES, locale))) {
      walk(`${locale}/${file}`, JSON.parse(readFileSync(path.join(MESSAGES, locale, file), 'utf8')));
    }
  }
  return found;
}

describe('numbers in messages', () => {
  it("are passed already written ({total}), never formatted by ICU's # or {x, number}", () => {
    // Both go through Intl.NumberFormat, whose first use on a page is a 35–180 ms task while it hydrates.
    const messages = allMessages();
    expect(messages.length).toBeGreaterThan(100);
    const formatted = messages.filter(([, text]) => /(^|[^'])#/.test(text) || /,\s*number\b/.test(text));
    expect(formatted).toEqual([]);
  });
});
