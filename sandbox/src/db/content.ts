import { createHash } from 'node:crypto';
import { PANELS, type Panel } from '../backends';
import type { Dataset, Lang, ManagerContent, Post } from '../types';
import type { Db } from './open';

/** A fingerprint of the generated content: a changed generator or scale reseeds an old data dir. */
export function seedStamp(dataset: Dataset): string {
  return createHash('sha256').update(JSON.stringify(dataset)).digest('hex');
}

/**
 * Writes the generated demo content into SQLite unless the data dir already
 * holds exactly this content. Submissions are never touched.
 */
export function storeDataset(db: Db, dataset: Dataset): void {
  const stamp = seedStamp(dataset);
  const row = db.prepare(`SELECT value FROM meta WHERE key = 'seed'`).get() as { value: string } | undefined;
  if (row?.value === stamp) return;
  const insertTalent = db.prepare('INSERT INTO talents (backend, id, albums, doc) VALUES (?, ?, ?, ?)');
  const insertPost = db.prepare(
    'INSERT INTO posts (backend, id, type, lang, slug, category, created_at, doc) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertDoc = db.prepare('INSERT INTO documents (backend, key, doc) VALUES (?, ?, ?)');
  db.transaction(() => {
    db.exec('DELETE FROM talents; DELETE FROM posts; DELETE FROM documents;');
    for (const panel of PANELS) {
      const content = dataset.panels[panel];
      for (const t of content.talents) insertTalent.run(panel, t.id, JSON.stringify(t.albums), JSON.stringify(t));
      for (const p of content.posts) {
        insertPost.run(panel, p.id, p.type, p.lang, p.slug, p.category, p.created_at, JSON.stringify(p));
      }
      const docs: Record<string, unknown> = {
        staff: content.staff,
        logos: content.logos,
        socialMedias: content.socialMedias,
        contactInfos: content.contactInfos,
        about: content.about,
        customHome: content.customHome,
      };
      for (const [key, doc] of Object.entries(docs)) insertDoc.run(panel, key, JSON.stringify(doc));
    }
    insertDoc.run('manager', 'attributes', JSON.stringify(dataset.manager));
    db.prepare(
      `INSERT INTO meta (key, value) VALUES ('seed', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
    ).run(stamp);
  })();
}

/** Read access to the seeded content, one prepared statement per question. */
export class ContentStore {
  private readonly talentsByAlbum;
  private readonly allTalents;
  private readonly talentById;
  private readonly talentsByAlbumAnywhere;
  private readonly everyTalent;
  private readonly talentByIdAnywhere;
  private readonly postList;
  private readonly postListByCategory;
  private readonly postById;
  private readonly postBySlug;
  private readonly doc;

  constructor(db: Db) {
    this.talentsByAlbum = db.prepare(
      `SELECT doc FROM talents WHERE backend = ? AND EXISTS (
         SELECT 1 FROM json_each(talents.albums) a WHERE a.value IN (SELECT value FROM json_each(?))) ORDER BY id`,
    );
    this.allTalents = db.prepare('SELECT doc FROM talents WHERE backend = ? ORDER BY id');
    this.talentById = db.prepare('SELECT doc FROM talents WHERE backend = ? AND id = ?');
    this.talentsByAlbumAnywhere = db.prepare(
      `SELECT doc FROM talents WHERE EXISTS (
         SELECT 1 FROM json_each(talents.albums) a WHERE a.value IN (SELECT value FROM json_each(?))) ORDER BY id`,
    );
    this.everyTalent = db.prepare('SELECT doc FROM talents ORDER BY id');
    this.talentByIdAnywhere = db.prepare('SELECT doc FROM talents WHERE id = ? LIMIT 1');
    this.postList = db.prepare(
      'SELECT doc FROM posts WHERE backend = ? AND type = ? AND lang = ? ORDER BY created_at DESC, id DESC',
    );
    this.postListByCategory = db.prepare(
      'SELECT doc FROM posts WHERE backend = ? AND type = ? AND lang = ? AND category = ? ORDER BY created_at DESC, id DESC',
    );
    this.postById = db.prepare('SELECT doc FROM posts WHERE backend = ? AND id = ?');
    this.postBySlug = db.prepare('SELECT doc FROM posts WHERE backend = ? AND slug = ?');
    this.doc = db.prepare('SELECT doc FROM documents WHERE backend = ? AND key = ?');
  }

  /** Raw talent documents (the seed shape), ordered by id; all of them when albums is empty. */
  talents(panel: Panel, albums: readonly number[]): unknown[] {
    const rows = (
      albums.length ? this.talentsByAlbum.all(panel, JSON.stringify(albums)) : this.allTalents.all(panel)
    ) as { doc: string }[];
    return rows.map((r) => JSON.parse(r.doc));
  }

  /** The integration service's view: one talent database across every brand, ordered by id. */
  talentsAcross(albums: readonly number[]): unknown[] {
    const rows = (albums.length ? this.talentsByAlbumAnywhere.all(JSON.stringify(albums)) : this.everyTalent.all()) as {
      doc: string;
    }[];
    return rows.map((r) => JSON.parse(r.doc));
  }

  talentAnywhere(id: number): unknown | null {
    const row = this.talentByIdAnywhere.get(id) as { doc: string } | undefined;
    return row ? JSON.parse(row.doc) : null;
  }

  talent(panel: Panel, id: number): unknown | null {
    const row = this.talentById.get(panel, id) as { doc: string } | undefined;
    return row ? JSON.parse(row.doc) : null;
  }

  posts(panel: Panel, type: string, lang: Lang, category?: string): Post[] {
    const rows = (
      category !== undefined
        ? this.postListByCategory.all(panel, type, lang, category)
        : this.postList.all(panel, type, lang)
    ) as { doc: string }[];
    return rows.map((r) => JSON.parse(r.doc) as Post);
  }

  post(panel: Panel, slugOrId: string): Post | null {
    const row = (
      /^\d+$/.test(slugOrId) ? this.postById.get(panel, Number(slugOrId)) : this.postBySlug.get(panel, slugOrId)
    ) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as Post) : null;
  }

  document<T>(backend: Panel | 'manager', key: string): T {
    const row = this.doc.get(backend, key) as { doc: string } | undefined;
    if (!row) throw new Error(`Missing seeded document ${backend}/${key}`);
    return JSON.parse(row.doc) as T;
  }

  manager(): ManagerContent {
    return this.document<ManagerContent>('manager', 'attributes');
  }
}
