import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contract, getJson, login, testSandbox, type TestSandbox } from './helpers';

const contract = new Contract();
let sandbox: TestSandbox;
let token: string;

async function photo(format: 'jpeg' | 'png', seed: number): Promise<Buffer> {
  const img = sharp({
    create: { width: 60 + seed, height: 80, channels: 3, background: { r: 40 * seed, g: 90, b: 120 } },
  });
  return format === 'jpeg' ? img.jpeg().toBuffer() : img.png().toBuffer();
}

let photos: { name: string; data: Buffer; type: string }[];

function scoutingFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    id_country: '31',
    country: 'Brasil',
    id_city: '1',
    city: 'São Paulo',
    name: 'Ágata Teste',
    gender: 'female',
    phone: '+55 (11) 91234-5678',
    birthdate: '1999-04-12',
    email: 'agata@example.com',
    experience: 'Teatro amador por 3 anos.',
    actingLink: 'https://example.com/reel',
    digitalCastLink: '',
    instagram: '@agata',
    drt: '1',
    category: JSON.stringify({ label: 'Atriz', value: 2 }),
    drt_number: '12345/SP',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}

function form(
  fields: Record<string, string>,
  files: { field: string; name: string; data: Buffer; type: string }[],
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files)
    body.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return body;
}

const fourPhotos = () => photos.map((p, i) => ({ field: `image_${i + 1}`, ...p }));

async function send(path: string, body: FormData, panel: 'main' | 'jabuticaba' | 'digital' = 'main') {
  const auth = panel === 'main' ? token : await login(sandbox.baseUrls[panel], panel);
  return getJson(`${sandbox.baseUrls[panel]}${path}`, auth, { method: 'POST', body });
}

async function stored(kind?: string) {
  const res = await getJson(`${sandbox.url}/__admin/submissions${kind ? `?kind=${kind}` : ''}`);
  return (
    res.body as {
      data: {
        id: number;
        backend: string;
        fields: Record<string, unknown>;
        photos: { path: string; size: number; field: string }[];
      }[];
    }
  ).data;
}

const uploads = () => readdirSync(join(sandbox.dataDir, 'uploads'));

beforeAll(async () => {
  sandbox = await testSandbox();
  token = await login(sandbox.baseUrls.main, 'main');
  photos = [
    { name: 'rosto.jpg', data: await photo('jpeg', 1), type: 'image/jpeg' },
    { name: 'perfil.JPEG', data: await photo('jpeg', 2), type: 'image/jpeg' },
    { name: 'corpo.png', data: await photo('png', 3), type: 'image/png' },
    { name: 'natural.jpg', data: await photo('jpeg', 4), type: 'image/jpeg' },
  ];
});
afterAll(() => sandbox.destroy());

describe('get-scouted', () => {
  it('stores a valid application with four photos durably: it survives a restart', async () => {
    const res = await send('/api/get-scouted/pt', form(scoutingFields(), fourPhotos()));
    expect(res.status).toBe(201);
    contract.check('/api/get-scouted/{lang}', 'post', 201, res.body);
    const id = (res.body as { data: { id: number } }).data.id;

    await sandbox.restart();
    const rows = await stored('scouting');
    contract.check('/__admin/submissions', 'get', 200, { data: rows });
    const row = rows.find((r) => r.id === id)!;
    expect(row.backend).toBe('main');
    expect(row.fields).toMatchObject({
      name: 'Ágata Teste',
      id_country: '31',
      drt: true,
      category: { value: '2', label: 'Atriz' },
    });
    expect(row.photos.map((p) => p.field)).toEqual(['image_1', 'image_2', 'image_3', 'image_4']);
    for (const [i, p] of row.photos.entries()) expect(readFileSync(p.path).equals(photos[i]!.data)).toBe(true);
    token = await login(sandbox.baseUrls.main, 'main');
  });

  it('is accepted by jabuticaba and digital too', async () => {
    for (const panel of ['jabuticaba', 'digital'] as const) {
      const res = await send(
        '/api/get-scouted/en',
        form(scoutingFields({ drt: '0', category: undefined, drt_number: undefined }), fourPhotos()),
        panel,
      );
      expect(res.status, panel).toBe(201);
    }
  });

  const bad: [string, () => FormData, Record<string, string[]>][] = [
    [
      'a text file renamed .jpg',
      () =>
        form(scoutingFields(), [
          ...fourPhotos().slice(0, 3),
          { field: 'image_4', name: 'foto.jpg', data: Buffer.from('just some text, not an image'), type: 'image/jpeg' },
        ]),
      { image_4: ['validation.photo_type'] },
    ],
    ['three photos', () => form(scoutingFields(), fourPhotos().slice(0, 3)), { image_4: ['validation.required'] }],
    [
      'a photo over 8 MB',
      () => {
        const big = Buffer.alloc(8 * 1024 * 1024 + 10);
        big.set([0xff, 0xd8, 0xff, 0xe0]);
        return form(scoutingFields(), [
          ...fourPhotos().slice(0, 3),
          { field: 'image_4', name: 'big.jpg', data: big, type: 'image/jpeg' },
        ]);
      },
      { image_4: ['validation.photo_size'] },
    ],
    [
      'five photos',
      () =>
        form(scoutingFields(), [
          ...fourPhotos(),
          { field: 'image_5', name: 'extra.jpg', data: photos[0]!.data, type: 'image/jpeg' },
        ]),
      { images: ['validation.photos_count'] },
    ],
    [
      'a bad phone',
      () => form(scoutingFields({ phone: '11 91234-5678' }), fourPhotos()),
      { phone: ['validation.phone'] },
    ],
    [
      'a 601-character experience',
      () => form(scoutingFields({ experience: 'x'.repeat(601) }), fourPhotos()),
      { experience: ['validation.too_long'] },
    ],
    [
      'a missing email',
      () => form(scoutingFields({ email: undefined }), fourPhotos()),
      { email: ['validation.required'] },
    ],
    [
      'a missing city',
      () => form(scoutingFields({ id_city: undefined, city: undefined }), fourPhotos()),
      { id_city: ['validation.option'] },
    ],
    [
      'DRT yes without number',
      () => form(scoutingFields({ drt_number: '' }), fourPhotos()),
      { drt_number: ['validation.required'] },
    ],
    [
      'a future birthdate',
      () => form(scoutingFields({ birthdate: '2999-01-01' }), fourPhotos()),
      { birthdate: ['validation.date'] },
    ],
    [
      'a non-http acting link',
      () => form(scoutingFields({ actingLink: 'ftp://x.y' }), fourPhotos()),
      { actingLink: ['validation.url'] },
    ],
  ];

  for (const [label, body, expected] of bad) {
    it(`rejects ${label} with 422 field errors and stores nothing`, async () => {
      const before = { rows: (await stored()).length, files: uploads().length };
      const res = await send('/api/get-scouted/pt', body());
      expect(res.status).toBe(422);
      contract.check('/api/get-scouted/{lang}', 'post', 422, res.body);
      expect((res.body as { errors: Record<string, string[]> }).errors).toMatchObject(expected);
      expect({ rows: (await stored()).length, files: uploads().length }).toEqual(before);
    });
  }

  it('answers 415 for a non-multipart body and 404 for an unknown language', async () => {
    const json = await getJson(`${sandbox.baseUrls.main}/api/get-scouted/pt`, token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    contract.check('/api/get-scouted/{lang}', 'post', 415, json.body);
    const lang = await send('/api/get-scouted/fr', form(scoutingFields(), fourPhotos()));
    expect(lang.status).toBe(404);
  });
});

describe('favorites and contact', () => {
  const favorites = JSON.stringify([
    { id: 10001, name: 'Mateo Cunha' },
    { id: 10002, name: 'Giovana Fernandes' },
  ]);
  const base = {
    name: 'Casting X',
    email: 'casting@example.com',
    phone: '+55 (21) 99876-5432',
    message: 'Orçamento para campanha.',
  };

  it('stores a favourites request', async () => {
    const res = await send('/api/favorites/pt', form({ ...base, favorites }, []));
    expect(res.status).toBe(201);
    contract.check('/api/favorites/{lang}', 'post', 201, res.body);
    const row = (await stored('favorites')).at(-1)!;
    expect(row.fields.favorites).toEqual([
      { id: '10001', name: 'Mateo Cunha' },
      { id: '10002', name: 'Giovana Fernandes' },
    ]);
  });

  it('rejects an empty favourites list and a 256-character message', async () => {
    const before = (await stored()).length;
    const empty = await send('/api/favorites/pt', form({ ...base, favorites: '[]' }, []));
    expect(empty.status).toBe(422);
    contract.check('/api/favorites/{lang}', 'post', 422, empty.body);
    expect(empty.body).toMatchObject({ errors: { favorites: ['validation.favorites_empty'] } });
    const long = await send('/api/favorites/en', form({ ...base, message: 'x'.repeat(256), favorites }, []));
    expect(long.body).toMatchObject({ errors: { message: ['validation.too_long'] } });
    expect((await stored()).length).toBe(before);
  });

  it('stores a contact message on main only', async () => {
    const res = await send('/api/contact/pt', form(base, []));
    expect(res.status).toBe(201);
    contract.check('/api/contact/{lang}', 'post', 201, res.body);
    const invalid = await send('/api/contact/pt', form({ ...base, email: 'not-an-email' }, []));
    expect(invalid.status).toBe(422);
    contract.check('/api/contact/{lang}', 'post', 422, invalid.body);
    expect(invalid.body).toMatchObject({ errors: { email: ['validation.email'] } });
    const elsewhere = await send('/api/contact/pt', form(base, []), 'jabuticaba');
    expect(elsewhere.status).toBe(404);
  });
});

describe("an empty post (how a preflight learns a form's fields)", () => {
  const required = {
    '/api/get-scouted/pt': [
      'name',
      'gender',
      'id_country',
      'id_city',
      'phone',
      'birthdate',
      'email',
      'image_1',
      'image_4',
    ],
    '/api/favorites/pt': ['name', 'email', 'phone', 'favorites'],
    '/api/contact/pt': ['name', 'email', 'phone', 'message'],
  };
  for (const [path, fields] of Object.entries(required)) {
    it(`${path} answers 422 naming every required field, Laravel-style, and stores nothing`, async () => {
      const before = { rows: (await stored()).length, files: uploads().length };
      const res = await send(path, new FormData());
      expect(res.status).toBe(422);
      contract.check(path.replace(/\/pt$/, '/{lang}'), 'post', 422, res.body);
      const errors = (res.body as { errors: Record<string, string[]> }).errors;
      expect(Object.keys(errors)).toEqual(expect.arrayContaining(fields));
      for (const messages of Object.values(errors)) expect(messages.length).toBeGreaterThan(0);
      expect({ rows: (await stored()).length, files: uploads().length }).toEqual(before);
    });
  }
});

describe("a panel's own field names (formFieldNames fault)", () => {
  const contact = { name: 'Casting X', phone: '+55 (21) 99876-5432', message: 'Orçamento.' };
  const setNames = (formFieldNames: object) =>
    getJson(`${sandbox.url}/__admin/faults/main`, undefined, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ formFieldNames }),
    });
  afterAll(() => setNames({}));

  it("requires and reads the panel's name, ignoring ours, and names it in the 422", async () => {
    await setNames({ contact: { email: 'Email' } });
    const before = (await stored('contact')).length;
    const ours = await send('/api/contact/pt', form({ ...contact, email: 'casting@example.com' }, []));
    expect(ours.status).toBe(422);
    expect((ours.body as { errors: Record<string, string[]> }).errors).toEqual({ Email: ['validation.required'] });
    const empty = await send('/api/contact/pt', new FormData());
    expect(Object.keys((empty.body as { errors: object }).errors)).toContain('Email');
    expect((await stored('contact')).length).toBe(before);
    const theirs = await send('/api/contact/pt', form({ ...contact, Email: 'casting@example.com' }, []));
    expect(theirs.status).toBe(201);
    expect((await stored('contact')).at(-1)!.fields).toMatchObject({ email: 'casting@example.com' });
    await setNames({});
    expect((await send('/api/contact/pt', form({ ...contact, email: 'casting@example.com' }, []))).status).toBe(201);
  });
});

describe('Idempotency-Key: a repeated delivery is answered, never stored twice', () => {
  const contactFields = { name: 'Ana Lima', email: 'ana@example.com', phone: '+55 (11) 91234-5678', message: 'Olá' };
  const withKey = (key: string, body: FormData) =>
    getJson(`${sandbox.baseUrls.main}/api/contact/pt`, token, {
      method: 'POST',
      body,
      headers: { 'idempotency-key': key },
    });

  it('answers a repeat with the first id and stores one row', async () => {
    const before = (await stored('contact')).length;
    const first = await withKey('outbox-entry-1', form(contactFields, []));
    const again = await withKey('outbox-entry-1', form({ ...contactFields, message: 'changed' }, []));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((again.body as { data: { id: number } }).data.id).toBe((first.body as { data: { id: number } }).data.id);
    const rows = await stored('contact');
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)!.fields.message).toBe('Olá');
  });

  it('keeps one submission and its photos when the same scouting delivery races itself', async () => {
    const before = { rows: (await stored('scouting')).length, files: uploads().length };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        getJson(`${sandbox.baseUrls.main}/api/get-scouted/pt`, token, {
          method: 'POST',
          body: form(scoutingFields(), fourPhotos()),
          headers: { 'idempotency-key': 'outbox-entry-race' },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => (a.body as { data: { id: number } }).data.id)).size).toBe(1);
    expect((await stored('scouting')).length).toBe(before.rows + 1);
    expect(uploads().length).toBe(before.files + 4);
  });

  it('refuses a malformed key with 400 and stores nothing', async () => {
    const before = (await stored('contact')).length;
    const bad = await withKey('x'.repeat(129), form(contactFields, []));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: expect.stringMatching(/Idempotency-Key/) });
    expect((await stored('contact')).length).toBe(before);
  });
});
