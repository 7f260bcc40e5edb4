import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { PANELS, type Panel } from '../src/backends';
import { HOME_PHOTOS, predraw, type PredrawProgress } from '../src/images/predraw';
import { imageJob } from '../src/images/work';
import { startSandbox, type RunningSandbox } from '../src/index';

const fresh = (): PredrawProgress => ({ total: 0, drawn: 0, failed: 0, done: false });

/** A media store that records what it was asked to draw, in order. */
function recordingMedia(paths: string[]) {
  const asked: string[] = [];
  return {
    asked,
    paths: (_panel: Panel) => paths,
    get: async (panel: Panel, path: string) => {
      asked.push(`${panel}:${path}`);
      return { body: Buffer.alloc(0), contentType: 'image/jpeg' as const };
    },
  };
}

describe('predraw', () => {
  it("wants the homes' photos and the posts' covers, nothing else", () => {
    expect(HOME_PHOTOS('home/main-intro-1-3x4.jpg')).toBe(true);
    expect(HOME_PHOTOS('posts/23/cover-4x5.jpg')).toBe(true);
    expect(HOME_PHOTOS('posts/23/gallery-1-4x5.jpg')).toBe(false);
    expect(HOME_PHOTOS('talents/10061/photo-1-3x4.jpg')).toBe(false);
  });

  it("draws every panel's home photos before any cover, and only what it wants", async () => {
    const media = recordingMedia(['posts/1/cover-1x1.jpg', 'talents/1/a-3x4.jpg', 'home/intro-1-3x4.jpg']);
    const progress = fresh();
    expect(await predraw(media, HOME_PHOTOS, progress)).toBe(PANELS.length * 2);
    expect(media.asked.slice(0, PANELS.length)).toEqual(PANELS.map((panel) => `${panel}:home/intro-1-3x4.jpg`));
    expect(media.asked.slice(PANELS.length)).toEqual(PANELS.map((panel) => `${panel}:posts/1/cover-1x1.jpg`));
    expect(progress).toEqual({ total: PANELS.length * 2, drawn: PANELS.length * 2, failed: 0, done: true });
  });

  it('waits while a photo a visitor asked for is being drawn', async () => {
    const media = recordingMedia(['home/intro-1-3x4.jpg']);
    let release!: () => void;
    const visitor = imageJob(() => new Promise<void>((resolve) => (release = resolve)));
    const drawing = predraw(media, HOME_PHOTOS, fresh());
    await sleep(200);
    expect(media.asked).toEqual([]);
    release();
    await visitor;
    await drawing;
    expect(media.asked).toHaveLength(PANELS.length);
  });

  it('counts a failed drawing and goes on', async () => {
    const media = recordingMedia(['home/intro-1-3x4.jpg']);
    media.get = async () => {
      throw new Error('no renderer');
    };
    const progress = fresh();
    expect(await predraw(media, HOME_PHOTOS, progress)).toBe(0);
    expect(progress).toMatchObject({ failed: PANELS.length, done: true });
  });
});

describe('SANDBOX_PREDRAW=home', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-predraw-'));
  let sandbox: RunningSandbox | undefined;
  afterAll(async () => {
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('draws in the background, reports its progress on /__admin/predraw, and stops when the sandbox closes', async () => {
    sandbox = await startSandbox({ port: 0, dataDir, env: { ...process.env, SANDBOX_PREDRAW: 'home' } });
    const progress = async () => (await (await fetch(`${sandbox!.url}/__admin/predraw`)).json()) as PredrawProgress;
    let seen = await progress();
    while (seen.drawn === 0) {
      await sleep(100);
      seen = await progress();
    }
    // Hundreds of photos: the whole set takes minutes, which the browser tests wait for.
    expect(seen.total).toBeGreaterThan(PANELS.length);
    expect(seen.done).toBe(false);
    await sandbox.close();
    const drawn = await sandbox.predrawn;
    sandbox = undefined;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(seen.total);
  }, 60_000);
});
