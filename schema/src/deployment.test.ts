import { describe, expect, it } from 'vitest';
import { productionProblems, sandboxDemo, withFileSecrets } from './deployment.mjs';

describe('withFileSecrets', () => {
  const files: Record<string, string> = { '/run/secrets/salt': 'from-file\n', '/run/secrets/empty': '' };
  const read = (file: string) => {
    if (!(file in files)) throw new Error('ENOENT');
    return files[file]!;
  };

  it('reads NAME_FILE into NAME without its trailing newline', () => {
    expect(withFileSecrets({ PANEL_SALT_FILE: '/run/secrets/salt' }, ['PANEL_SALT'], read).PANEL_SALT).toBe(
      'from-file',
    );
  });

  it('refuses both set, an unreadable file and an empty one, naming the variable', () => {
    expect(() =>
      withFileSecrets({ PANEL_SALT: 'x', PANEL_SALT_FILE: '/run/secrets/salt' }, ['PANEL_SALT'], read),
    ).toThrow(/PANEL_SALT and PANEL_SALT_FILE are both set/);
    expect(() => withFileSecrets({ PANEL_SALT_FILE: '/nope' }, ['PANEL_SALT'], read)).toThrow(
      /PANEL_SALT_FILE: cannot read/,
    );
    expect(() => withFileSecrets({ PANEL_SALT_FILE: '/run/secrets/empty' }, ['PANEL_SALT'], read)).toThrow(/is empty/);
  });

  it('leaves variables without a file alone', () => {
    expect(withFileSecrets({ PANEL_SALT: 'direct' }, ['PANEL_SALT'], read)).toEqual({ PANEL_SALT: 'direct' });
  });
});

describe('sandboxDemo', () => {
  it('is off unless SANDBOX_URL is set, and puts the CDN on the next port', () => {
    expect(sandboxDemo({})).toBeNull();
    expect(sandboxDemo({ SANDBOX_URL: 'http://sandbox:4010/' })).toEqual({
      origin: 'http://sandbox:4010',
      cdnOrigin: 'http://sandbox:4011',
    });
    expect(() => sandboxDemo({ SANDBOX_URL: 'sandbox' })).toThrow(/SANDBOX_URL must be a URL/);
  });
});

describe('productionProblems', () => {
  it('names every missing required variable', () => {
    expect(productionProblems({ A: 'x', B: '' }, { required: ['A', 'B', 'C'] })).toEqual([
      'B is required in production',
      'C is required in production',
    ]);
  });

  it('refuses a URL or a list entry that names the sandbox, whatever its path', () => {
    const problems = productionProblems(
      { UPSTREAM_MAIN_URL: 'http://sandbox:4010/main', MEDIA_HOSTS: 'https://cdn.example.com, http://localhost:4011' },
      { urls: ['UPSTREAM_MAIN_URL', 'MEDIA_HOSTS'] },
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^UPSTREAM_MAIN_URL names the sandbox/);
    expect(problems[1]).toMatch(/^MEDIA_HOSTS names the sandbox \(http:\/\/localhost:4011\)/);
    expect(
      productionProblems({ UPSTREAM_MAIN_URL: 'https://painel.agency.com/main' }, { urls: ['UPSTREAM_MAIN_URL'] }),
    ).toEqual([]);
  });

  it("refuses the sandbox's public credentials", () => {
    expect(productionProblems({ PANEL_SALT: 'sandbox-salt' }, { secrets: ['PANEL_SALT'] })).toEqual([
      "PANEL_SALT is the sandbox's public value: set the agency's own",
    ]);
  });
});
