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

  it("draws every panel's home photos and posts' covers in the background, so a first visit reads them from disk", async () => {
    sandbox = await startSandbox({ port: 0, dataDir, env: { ...process.env, SANDBOX_PREDRAW: 'home' } });
    const drawn = await sandbox.predrawn;
    const files = readdirSync(join(dataDir, 'media'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
    const home = files.filter((file) => /\/home\/[^/]+$/.test(file));
    const covers = files.filter((file) => /\/posts\/\d+\/cover-[^/]+$/.test(file));
    expect(home.length).toBeGreaterThanOrEqual(PANELS.length);
    expect(covers.length).toBeGreaterThan(0);
    // Only those: nothing else is drawn ahead.
    expect(files.length).toBe(drawn);
    expect(home.length + covers.length).toBe(drawn);
  }, 240_000);
});
