import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Panel } from '../backends';
import type { Db } from '../db/open';
import type { Lang } from '../types';

export type SubmissionKind = 'scouting' | 'favorites' | 'contact';

export interface UploadedPhoto {
  field: string;
  originalName: string;
  /** Detected from magic bytes, used as the stored extension. */
  kind: string;
  data: Buffer;
}

export interface StoredSubmission {
  id: number;
  backend: string;
  kind: SubmissionKind;
  lang: Lang;
  created_at: string;
  /** The Idempotency-Key of the delivery that stored it (null when none was sent). */
  idempotency_key: string | null;
  fields: Record<string, unknown>;
  photos: { field: string; file: string; path: string; original_name: string; size: number; kind: string }[];
}

async function writeDurably(path: string, data: Buffer): Promise<void> {
  const handle = await open(path, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Form submissions. Photos are written and fsynced first, then the row goes in
 * one transaction (WAL, synchronous=FULL): when save() resolves, a crash cannot lose it.
 * If anything fails, the written photos are removed again.
 */
export class SubmissionStore {
  private readonly uploadDir: string;

  constructor(
    private readonly db: Db,
    dataDir: string,
  ) {
    this.uploadDir = join(dataDir, 'uploads');
    mkdirSync(this.uploadDir, { recursive: true });
  }

  /** The submission an earlier delivery with this Idempotency-Key created, if any. */
  findByIdempotencyKey(panel: Panel, key: string): number | null {
    const row = this.db
      .prepare('SELECT id FROM submissions WHERE backend = ? AND idempotency_key = ?')
      .get(panel, key) as { id: number } | undefined;
    return row?.id ?? null;
  }

  /**
   * Stores a submission once per idempotency key: `replayed` is true when a concurrent delivery
   * with the same key won the race (the unique index decides), and nothing new is kept.
   */
  async save(
    panel: Panel,
    kind: SubmissionKind,
    lang: Lang,
    fields: Record<string, unknown>,
    photos: UploadedPhoto[],
    idempotencyKey: string | null = null,
  ): Promise<{ id: number; replayed: boolean }> {
    const written: string[] = [];
    try {
      const files: { photo: UploadedPhoto; file: string }[] = [];
      for (const photo of photos) {
        const file = `${randomBytes(16).toString('hex')}.${photo.kind === 'jpeg' ? 'jpg' : photo.kind}`;
        const path = join(this.uploadDir, file);
        await writeDurably(path, photo.data);
        written.push(path);
        files.push({ photo, file });
      }
      if (files.length) await syncDir(this.uploadDir);
      const insertFile = this.db.prepare(
        'INSERT INTO submission_files (submission_id, field, file, original_name, size, kind) VALUES (?, ?, ?, ?, ?, ?)',
      );
      const saved = this.db.transaction(() => {
        const earlier = idempotencyKey ? this.findByIdempotencyKey(panel, idempotencyKey) : null;
        if (earlier !== null) return { id: earlier, replayed: true };
        const result = this.db
          .prepare(
            'INSERT INTO submissions (backend, kind, lang, fields, created_at, idempotency_key) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .run(panel, kind, lang, JSON.stringify(fields), new Date().toISOString(), idempotencyKey);
        const id = Number(result.lastInsertRowid);
        for (const { photo, file } of files) {
          insertFile.run(id, photo.field, `uploads/${file}`, photo.originalName, photo.data.length, photo.kind);
        }
        return { id, replayed: false };
      })();
      // Lost the race to an earlier delivery of the same key: its photos are the ones kept.
      if (saved.replayed) await Promise.all(written.map((path) => unlink(path).catch(() => undefined)));
      return saved;
    } catch (error) {
      await Promise.all(written.map((path) => unlink(path).catch(() => undefined)));
      throw error;
    }
  }

  list(kind?: SubmissionKind): StoredSubmission[] {
    const rows = (
      kind
        ? this.db.prepare('SELECT * FROM submissions WHERE kind = ? ORDER BY id').all(kind)
        : this.db.prepare('SELECT * FROM submissions ORDER BY id').all()
    ) as {
      id: number;
      backend: string;
      kind: SubmissionKind;
      lang: Lang;
      fields: string;
      created_at: string;
      idempotency_key: string | null;
    }[];
    const filesOf = this.db.prepare('SELECT * FROM submission_files WHERE submission_id = ? ORDER BY field');
    return rows.map((row) => ({
      id: row.id,
      backend: row.backend,
      kind: row.kind,
      lang: row.lang,
      created_at: row.created_at,
      idempotency_key: row.idempotency_key,
      fields: JSON.parse(row.fields) as Record<string, unknown>,
      photos: (
        filesOf.all(row.id) as { field: string; file: string; original_name: string; size: number; kind: string }[]
      ).map((f) => ({
        field: f.field,
        file: f.file,
        path: join(this.uploadDir, '..', f.file),
        original_name: f.original_name,
        size: f.size,
        kind: f.kind,
      })),
    }));
  }
}
