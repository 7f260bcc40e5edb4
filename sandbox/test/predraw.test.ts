import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PANELS } from '../src/backends';
import { startSandbox, type RunningSandbox } from '../src/index';

describe('SANDBOX_PREDRAW=home', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-predraw-'));
  let sandbox: RunningSandbox | undefined;
  afterAll(async () => {
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("draws every panel's home photos in the background, so a first visit reads them from disk", async () => {
    sandbox = await startSandbox({ port: 0, dataDir, env: { ...process.env, SANDBOX_PREDRAW: 'home' } });
    const drawn = await sandbox.predrawn;
    const files = PANELS.flatMap((panel) => {
      const dirs = readdirSync(join(dataDir, 'media'));
      return dirs.flatMap((version) => {
        try {
          return readdirSync(join(dataDir, 'media', version, panel, 'home'));
        } catch {
          return [];
        }
      });
    });
    expect(drawn).toBeGreaterThanOrEqual(PANELS.length);
    expect(files.length).toBe(drawn);
  }, 120_000);
});
