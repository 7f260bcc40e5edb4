import { constants } from 'node:fs';
import { access, chmod, mkdir, open, readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxFile } from './types';

/** fsync of a directory makes a created or removed entry in it survive a power cut, not only the data. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeDurably(path: string, data: Buffer): Promise<void> {
  // Owner-only: these are visitors' photos.
  const handle = await open(path, 'wx', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The photos of one entry live in `<root>/<id>/<fileName>`; file names are random, never the visitor's. */
export class OutboxFiles {
  constructor(private readonly root: string) {}

  async init(): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: 0o700 });
    // mkdir's mode does not touch a folder that already existed (made by an older version).
    await chmod(this.root, 0o700);
  }

  private dir(id: string): string {
    return join(this.root, id);
  }

  /** Writes and fsyncs every file and the directories, so a committed row never points at lost files. */
  async write(id: string, files: readonly OutboxFile[]): Promise<void> {
    if (files.length === 0) return;
    const dir = this.dir(id);
    await mkdir(dir, { mode: 0o700 });
    await Promise.all(files.map((f) => writeDurably(join(dir, f.fileName), f.data)));
    await syncDirectory(dir);
    await syncDirectory(this.root);
  }

  /** Throws when the photo folder cannot be written. */
  async checkWritable(): Promise<void> {
    await access(this.root, constants.W_OK);
  }

  async read(id: string, fileName: string): Promise<Buffer> {
    return readFile(join(this.dir(id), fileName));
  }

  async remove(id: string): Promise<void> {
    await rm(this.dir(id), { recursive: true, force: true });
  }

  /**
   * Directories of entries that no longer exist (a crash between writing files and the row). Recent
   * ones are left alone: they may belong to a submission being written right now.
   */
  async orphans(isKnown: (id: string) => boolean, olderThan: number): Promise<string[]> {
    const names = await readdir(this.root);
    const candidates = names.filter((name) => !isKnown(name));
    const ages = await Promise.all(candidates.map(async (name) => (await stat(join(this.root, name))).mtimeMs));
    return candidates.filter((_, i) => ages[i]! < olderThan);
  }
}
