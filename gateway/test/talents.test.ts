import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

interface Card {
  id: string;
  name: string;
  slug: string;
  gender: string;
  cover: { url: string };
  cover2: { url: string } | null;
  measures: { key: string; metric: string; imperial: string | null }[];
}
interface Connection {
  totalCount: number;
  letters: string[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: Card[];
}

const CARD = 'id name slug gender cover { url } cover2 { url } measures { key metric imperial }';
const TALENTS = `query($brand: BrandKey!, $category: String, $search: String, $letter: String, $first: Int, $after: String) {
  talents(brand: $brand, category: $category, search: $search, letter: $letter, first: $first, after: $after) {
    totalCount letters pageInfo { hasNextPage endCursor } nodes { ${CARD} } } }`;

async function talents(variables: Record<string, unknown>): Promise<Connection> {
  const answer = await stack.gql<{ talents: Connection }>(TALENTS, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.talents;
}

async function everyTalent(variables: Record<string, unknown>): Promise<Card[]> {
  const all: Card[] = [];
  let after: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const connection: Connection = await talents({ ...variables, first: 16, after });
    all.push(...connection.nodes);
    if (!connection.pageInfo.hasNextPage) return all;
    after = connection.pageInfo.endCursor;
  }
  throw new Error('pagination did not end');
}

/** The raw panel answer, straight from the sandbox, to compare with what the gateway lists. */
async function rawMainList(): Promise<{ id: number; name: string; cover: string; book: unknown[] }[]> {
  const base = `${stack.sandboxUrl}/manager`;
  const login = await fetch(`${base}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'sandbox-salt', api_key: 'sandbox-manager-key' }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const list = await fetch(
    `${base}/api/talents_by_album?paginate=1000&page=1&language=pt&cover2=1&other_skills=1&galleries=${encodeURIComponent('["book"]')}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ filters: { albums: [498, 497, 501, 499] } }),
    },
  );
  return ((await list.json()) as { data: { id: number; name: string; cover: string; book: unknown[] }[] }).data;
}

describe('talent lists', () => {
  it('applies the list rule: the fixtures with empty cover, placeholder cover, empty name or empty book are absent', async () => {
    const raw = await rawMainList();
    const hidden = raw.filter(
      (t) => t.cover === '' || t.cover.endsWith('/image/upload/.jpg') || t.name === '' || (t.book ?? []).length === 0,
    );
    expect(hidden.length).toBeGreaterThanOrEqual(4);
    const listed = await everyTalent({ brand: 'CQ_EMPRESARIAMENTO' });
    const ids = new Set(listed.map((t) => Number(t.id)));
    for (const fixture of hidden) expect(ids.has(fixture.id)).toBe(false);
    expect(listed).toHaveLength(raw.length - hidden.length);
    expect(
      listed.every(
        (t) => t.name.trim() !== '' && /^http:\/\/localhost:\d+\/cq-agency\/image\/upload\//.test(t.cover.url),
      ),
    ).toBe(true);
  });

  it('orders by name, starts with 8 and walks every page to the end with cursors', async () => {
    const first = await talents({ brand: 'CQ_EMPRESARIAMENTO' });
    expect(first.nodes).toHaveLength(8);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const all = await everyTalent({ brand: 'CQ_EMPRESARIAMENTO' });
    expect(all).toHaveLength(first.totalCount);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    const names = all.map((t) => t.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt', { sensitivity: 'base' }).compare));
  });

  it('searches by name, case-insensitively (contains)', async () => {
    const all = await everyTalent({ brand: 'CQ_EMPRESARIAMENTO' });
    const sample = all[3]!.name.split(' ')[0]!;
    const found = await talents({ brand: 'CQ_EMPRESARIAMENTO', search: sample.toUpperCase(), first: 100 });
    const expected = all.filter((t) => t.name.toLowerCase().includes(sample.toLowerCase()));
    expect(found.nodes.map((t) => t.id).sort()).toEqual(expected.map((t) => t.id).sort());
    expect(found.totalCount).toBe(expected.length);
    expect((await talents({ brand: 'CQ_EMPRESARIAMENTO', search: 'zzzz-nobody' })).totalCount).toBe(0);
  });

  it('filters by first letter and reports the letters of the unfiltered list', async () => {
    const first = await talents({ brand: 'CQ_EMPRESARIAMENTO' });
    const letter = first.letters[1]!;
    const filtered = await talents({ brand: 'CQ_EMPRESARIAMENTO', letter, first: 100 });
    expect(filtered.totalCount).toBeGreaterThan(0);
    expect(filtered.nodes.every((t) => t.name.normalize('NFD').charAt(0).toUpperCase() === letter)).toBe(true);
    expect(filtered.letters).toEqual(first.letters);
  });

  it('reads a category from its albums and refuses categories the brand does not have', async () => {
    const actresses = await everyTalent({ brand: 'JABUTICABA', category: 'atrizes' });
    const actors = await everyTalent({ brand: 'JABUTICABA', category: 'atores' });
    const root = await talents({ brand: 'JABUTICABA', first: 1 });
    expect(actresses.length).toBeGreaterThan(0);
    expect(actors.length).toBeGreaterThan(0);
    expect(root.totalCount).toBe(actresses.length + actors.length);
    expect(actresses.every((t) => t.gender !== 'MAN')).toBe(true);
    const unknown = await stack.gql(TALENTS, { brand: 'JABUTICABA', category: 'jornalistas' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const music = await talents({ brand: 'MUSIC' });
    expect(music.totalCount).toBe(0);
  });

  it('formats measures per gender', async () => {
    const all = await everyTalent({ brand: 'CQ_EMPRESARIAMENTO' });
    const woman = all.find((t) => t.gender === 'WOMAN' && t.measures.length === 5)!;
    const man = all.find((t) => t.gender === 'MAN' && t.measures.length === 5)!;
    expect(woman.measures.map((m) => m.key)).toEqual(['height', 'bust', 'hips', 'waist', 'jeans']);
    expect(man.measures.map((m) => m.key)).toEqual(['height', 'suit', 'hips', 'waist', 'jeans']);
    expect(woman.measures[0]!.metric).toMatch(/^\d+cm$/);
    expect(woman.measures[0]!.imperial).toMatch(/^\d'\d{1,2}"$/);
    for (const m of [...woman.measures, ...man.measures]) expect(m.metric).not.toMatch(/[/x ]/);
  });
});

describe('talent profile', () => {
  const PROFILE = `query($brand: BrandKey!, $id: ID!, $category: String) { talent(brand: $brand, id: $id, category: $category) {
    id name slug path gender cover { url } book { url } gallery { url }
    videos { __typename ... on YoutubeVideo { embedUrl } ... on VimeoVideo { embedUrl hash } ... on HostedVideo { url } }
    measures { key metric } socials { network handle url followers } about nationality languages { name flag }
    career { title author year description image { url } } previous { id name path } next { id name path } } }`;

  it('shows gallery (book slides 2 to 6), career, languages, socials and neighbours in the category list', async () => {
    const list = await everyTalent({ brand: 'CQ_EMPRESARIAMENTO', category: 'jornalistas' });
    const answer = await stack.gql<{ talent: Record<string, never> }>(PROFILE, {
      brand: 'CQ_EMPRESARIAMENTO',
      id: list[0]!.id,
      category: 'jornalistas',
    });
    expect(answer.errors).toBeUndefined();
    const talent = answer.data!.talent as unknown as {
      path: string;
      book: { url: string }[];
      gallery: { url: string }[];
      career: { title: string; year: string | null }[];
      languages: { flag: string | null }[];
      previous: { id: string; path: string };
      next: { id: string };
      about: string | null;
      measures: { key: string; metric: string }[];
      gender: string;
    };
    expect(talent.path).toBe(`/jornalistas/${list[0]!.id}/${list[0]!.slug}`);
    expect(talent.gallery).toEqual(talent.book.slice(1, 6));
    expect(talent.career.length).toBeGreaterThan(0);
    expect(talent.career[0]!.title).toBeTruthy();
    expect(talent.languages.some((l) => l.flag !== null)).toBe(true);
    // previous wraps around to the end of the list
    expect(talent.previous.id).toBe(list.at(-1)!.id);
    expect(talent.previous.path).toBe(`/jornalistas/${list.at(-1)!.id}/${list.at(-1)!.slug}`);
    expect(talent.next.id).toBe(list[1]!.id);
    expect(talent.about ?? '').not.toMatch(/<script/i);
    const expectedKeys: Record<string, string[]> = {
      WOMAN: ['height', 'bust', 'hips', 'waist', 'jeans'],
      MAN: ['height', 'suit', 'hips', 'waist', 'jeans'],
      UNDEFINED: [],
    };
    for (const m of talent.measures) expect(expectedKeys[talent.gender]).toContain(m.key);
    expect(talent.measures.map((m) => m.metric)).toEqual(list[0]!.measures.map((m) => m.metric));
  });

  it('answers null for an unknown id and keeps the root path without a category', async () => {
    const unknown = await stack.gql<{ talent: null }>(PROFILE, { brand: 'CQ_EMPRESARIAMENTO', id: '999999' });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.talent).toBeNull();
    const root = await talents({ brand: 'DIGITAL', first: 2 });
    const profile = await stack.gql<{ talent: { path: string; next: { id: string } } }>(PROFILE, {
      brand: 'DIGITAL',
      id: root.nodes[0]!.id,
    });
    expect(profile.data!.talent.path).toBe(`/${root.nodes[0]!.id}/${root.nodes[0]!.slug}`);
    expect(profile.data!.talent.next.id).toBe(root.nodes[1]!.id);
  });

  it('gives the path in a list that holds the talent when the category asked does not', async () => {
    const LISTED = `query($id: ID!, $category: String) { talent(brand: CQ_EMPRESARIAMENTO, id: $id, category: $category) {
      path listedPath } }`;
    const fashion = new Set((await everyTalent({ brand: 'CQ_EMPRESARIAMENTO', category: 'moda' })).map((t) => t.id));
    const journalist = (await everyTalent({ brand: 'CQ_EMPRESARIAMENTO', category: 'jornalistas' })).find(
      (t) => !fashion.has(t.id),
    )!;
    const listed = async (category: string | null) =>
      (await stack.gql<{ talent: { path: string; listedPath: string } }>(LISTED, { id: journalist.id, category })).data!
        .talent;
    const inList = await listed('jornalistas');
    expect(inList.listedPath).toBe(inList.path);
    const root = await listed(null);
    expect(root.listedPath).toBe(`/${journalist.id}/${journalist.slug}`);
    const wrong = await listed('moda');
    expect(wrong.path).toBe(`/moda/${journalist.id}/${journalist.slug}`);
    expect(wrong.listedPath).toMatch(new RegExp(`^/(?!moda/)[a-z_-]+/${journalist.id}/${journalist.slug}$`));
    const [, category] = /^\/([^/]+)\//.exec(wrong.listedPath)!;
    expect((await everyTalent({ brand: 'CQ_EMPRESARIAMENTO', category })).some((t) => t.id === journalist.id)).toBe(
      true,
    );
  });

  it('returns favourites by id in the order asked, skipping unknown ids', async () => {
    const some = await talents({ brand: 'CQ_EMPRESARIAMENTO', first: 3 });
    const ids = [some.nodes[2]!.id, '424242', some.nodes[0]!.id];
    const answer = await stack.gql<{ talentsByIds: { id: string }[] }>(
      'query($ids: [ID!]!) { talentsByIds(brand: CQ_EMPRESARIAMENTO, ids: $ids) { id } }',
      { ids },
    );
    expect(answer.data!.talentsByIds.map((t) => t.id)).toEqual([some.nodes[2]!.id, some.nodes[0]!.id]);
  });

  it('serves the measure option tables', async () => {
    const answer = await stack.gql<{ measureOptions: { key: string; options: { value: string; label: string }[] }[] }>(
      '{ measureOptions { key options { value label } } }',
    );
    const tables = answer.data!.measureOptions;
    expect(tables.map((t) => t.key)).toEqual([
      'height',
      'bust',
      'waist',
      'hips',
      'chest',
      'weight',
      'jeans',
      'shirt',
      'suit',
      'shoes',
      'hair',
      'eyes',
      'gender',
      'category',
    ]);
    expect(tables[0]!.options.find((o) => o.value.startsWith('170/'))).toEqual({
      value: '170/5.7',
      label: `170 cm / 5'7"`,
    });
    const byKey = Object.fromEntries(tables.map((t) => [t.key, t.options]));
    expect(byKey.weight!.at(-1)).toEqual({ value: '200+/440.9+', label: '200+ kg / 440.9+ lb' });
    expect(byKey.jeans!.map((o) => o.value).slice(0, 3)).toEqual(['34', '34.5', '35']);
    expect(byKey.jeans!.at(-1)!.value).toBe('60');
    for (const key of ['shirt', 'suit', 'shoes']) {
      expect(byKey[key]!).toHaveLength(119);
      expect(byKey[key]![1]!.value).toBe('1.5');
    }
    expect(byKey.hair).toHaveLength(25);
    expect(byKey.eyes).toHaveLength(17);
    expect(byKey.eyes!.find((o) => o.value === 'Hazel')!.label).toBe('Avelã');
    expect(byKey.gender!.map((o) => o.value)).toEqual(['woman', 'man', 'undefined']);
    expect(byKey.category!.map((o) => o.value)).toEqual(
      expect.arrayContaining(['new_faces', 'comercial', 'celebrities']),
    );
  });
});

describe('casting filters', () => {
  interface Facets {
    gender: { gender: string; count: number }[];
    hair: { value: string; count: number }[];
    eyes: { value: string; count: number }[];
    age: { min: number; max: number } | null;
    height: { min: number; max: number } | null;
  }
  const CASTING = `query($brand: BrandKey!, $casting: CastingFilter, $first: Int) {
    talents(brand: $brand, casting: $casting, first: $first) {
      totalCount nodes { id gender measures { key metric } instagramFollowers tiktokFollowers } }
    talentFacets(brand: $brand, casting: $casting) {
      gender { gender count } hair { value count } eyes { value count } age { min max } height { min max } } }`;
  type CastingCard = Card & { instagramFollowers: number | null; tiktokFollowers: number | null };
  type Answer = { talents: { totalCount: number; nodes: CastingCard[] }; talentFacets: Facets };
  const casting = (filter: Record<string, unknown> | null, brand = 'JABUTICABA') =>
    stack.gql<Answer>(CASTING, { brand, casting: filter, first: 200 });
  const ok = async (filter: Record<string, unknown> | null, brand?: string) => {
    const answer = await casting(filter, brand);
    expect(answer.errors).toBeUndefined();
    return { ...answer.data!.talents, facets: answer.data!.talentFacets };
  };

  it('offers the attribute lists as colours, labelled in the language asked', async () => {
    const answer = await stack.gql<{ pt: { hair: { value: string; label: string }[]; eyes: unknown[] } }>(
      '{ pt: castingOptions(locale: PT) { hair { value label } eyes { value label } } en: castingOptions(locale: EN) { hair { value label } } }',
    );
    const data = answer.data as unknown as Record<
      'pt' | 'en',
      { hair: { value: string; label: string }[]; eyes: unknown[] }
    >;
    expect(data.pt.hair).toHaveLength(25);
    expect(data.pt.eyes).toHaveLength(17);
    expect(data.pt.hair).toContainEqual({ value: 'Dark Brown', label: 'Castanho Escuro' });
    expect(data.en.hair).toContainEqual({ value: 'Dark Brown', label: 'Dark Brown' });
  });

  it('filters by gender, and the counts per choice add up to what each choice lists', async () => {
    const all = await ok(null);
    const women = await ok({ gender: 'WOMAN' });
    expect(women.totalCount).toBeGreaterThan(0);
    expect(women.totalCount).toBeLessThan(all.totalCount);
    expect(women.nodes.every((t) => t.gender === 'WOMAN')).toBe(true);
    const counted = Object.fromEntries(all.facets.gender.map((g) => [g.gender, g.count]));
    expect(counted.WOMAN).toBe(women.totalCount);
    expect(all.facets.gender.reduce((sum, g) => sum + g.count, 0)).toBe(all.totalCount);
    // A gender's own counts keep the other genders (the visitor can switch).
    expect(women.facets.gender).toEqual(all.facets.gender);
  });

  it('filters by height range and colour, any case and accents; counts match the filtered lists', async () => {
    const all = await ok(null);
    const colour = all.facets.hair.find((h) => h.count > 0)!;
    const byColour = await ok({ hair: colour.value.toUpperCase() });
    expect(byColour.totalCount).toBe(colour.count);
    const eye = all.facets.eyes.find((e) => e.count > 0)!;
    const labels = await stack.gql<{ castingOptions: { eyes: { value: string; label: string }[] } }>(
      '{ castingOptions { eyes { value label } } }',
    );
    const label = labels.data!.castingOptions.eyes.find((e) => e.value === eye.value)!.label;
    const folded = label.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    expect((await ok({ eyes: folded })).totalCount).toBe(eye.count);

    const { min, max } = all.facets.height!;
    const middle = Math.round((min + max) / 2);
    const tall = await ok({ heightMin: middle });
    expect(tall.totalCount).toBeGreaterThan(0);
    expect(tall.totalCount).toBeLessThan(all.totalCount);
    for (const talent of tall.nodes) {
      // Talents of undefined gender show no measures, though their height is read.
      const height = talent.measures.find((m) => m.key === 'height');
      if (height) expect(Number.parseInt(height.metric, 10)).toBeGreaterThanOrEqual(middle);
    }
    const short = await ok({ heightMax: middle - 1 });
    expect(short.totalCount).toBeGreaterThan(0);
    // Talents without a height are in neither.
    expect(tall.totalCount + short.totalCount).toBeLessThanOrEqual(all.totalCount);
    expect(tall.facets.height).toEqual(all.facets.height);
  });

  it('filters by age range from the birth dates, the span reported', async () => {
    const all = await ok(null);
    const { min, max } = all.facets.age!;
    expect(min).toBeGreaterThanOrEqual(16);
    expect(max).toBeGreaterThan(min);
    const young = await ok({ ageMax: Math.round((min + max) / 2) });
    const old = await ok({ ageMin: Math.round((min + max) / 2) + 1 });
    expect(young.totalCount).toBeGreaterThan(0);
    expect(old.totalCount).toBeGreaterThan(0);
    // Talents without a birth date are in neither.
    expect(young.totalCount + old.totalCount).toBeLessThan(all.totalCount);
    expect(young.facets.age).toEqual(all.facets.age);
  });

  it('carries the accounts and follower counts on the cards', async () => {
    const digital = await ok(null, 'DIGITAL');
    expect(digital.nodes.some((t) => (t.instagramFollowers ?? 0) > 0 && (t.tiktokFollowers ?? 0) > 0)).toBe(true);
  });

  it.each([
    [{ ageMin: -5 }, /age filter/],
    [{ ageMax: 999 }, /age filter/],
    [{ ageMin: 50, ageMax: 20 }, /minimum is at most/],
    [{ heightMin: 0 }, /height filter/],
    [{ heightMax: 2147483647 }, /height filter/],
    [{ hair: 'a'.repeat(10_000) }, /at most 40/],
    [{ hair: '../../etc/passwd' }, /in letters/],
    [{ eyes: 'Violet' }, /not one of the eye colours/],
  ])('refuses a hostile value with BAD_USER_INPUT (%#)', async (filter, message) => {
    const answer = await casting(filter);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toMatch(message);
  });

  it('refuses a gender outside the enum and a range end that is not an integer (GraphQL validation)', async () => {
    for (const filter of [{ gender: 'ROBOT' }, { ageMin: 20.5 }, { heightMin: '170' }]) {
      const answer = await casting(filter);
      expect(answer.errors?.length).toBeGreaterThan(0);
    }
  });
});
