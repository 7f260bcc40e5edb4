import { describe, expect, it, vi } from 'vitest';
import { createContractSampler } from '../contract-sampler';
import { createDriftRecorder, type DriftKind } from '../drift';
import { unwrap } from '../envelope';
import { MAX_PAGES, readPages } from '../paging';

function noted() {
  const kinds: DriftKind[] = [];
  return { note: (kind: DriftKind) => void kinds.push(kind), kinds };
}

describe('reading the family paginators', () => {
  it('reads to last_page when the paginator names it', async () => {
    const pages = [
      { data: [1, 2], last_page: 2 },
      { data: [3], last_page: 2 },
    ];
    const fetchPage = vi.fn(async (page: number) => pages[page - 1]!);
    const { note, kinds } = noted();
    expect(await readPages(fetchPage, note)).toEqual([1, 2, 3]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(kinds).toEqual([]);
  });

  it("reads Laravel's simplePaginate until next_page_url is null", async () => {
    const pages = [
      { data: [1], next_page_url: '?page=2' },
      { data: [2], next_page_url: null },
    ];
    const fetchPage = vi.fn(async (page: number) => pages[page - 1]!);
    const { note, kinds } = noted();
    expect(await readPages(fetchPage, note)).toEqual([1, 2]);
    expect(kinds).toEqual([]);
  });

  it('without last_page (the bare { current_page, data }), reads until an empty page and notes it once', async () => {
    // A back-end that caps the page size below what was asked: short pages are not the end.
    const pages = [
      { current_page: 1, data: [1, 2] },
      { current_page: 2, data: [3] },
      { current_page: 3, data: [] },
    ];
    const fetchPage = vi.fn(async (page: number) => pages[page - 1]!);
    const { note, kinds } = noted();
    expect(await readPages(fetchPage, note)).toEqual([1, 2, 3]);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(kinds).toEqual(['paginator_without_last_page']);
  });

  it('stops at the page ceiling and notes what it did not read', async () => {
    const fetchPage = vi.fn(async () => ({ data: [1] }));
    const { note, kinds } = noted();
    expect(await readPages(fetchPage, note)).toHaveLength(MAX_PAGES);
    expect(kinds).toEqual(['paginator_without_last_page', 'paging_capped']);
  });

  it('reads a bare array as the whole list, noted', async () => {
    const { note, kinds } = noted();
    expect(await readPages(async () => [1, 2], note)).toEqual([1, 2]);
    expect(kinds).toEqual(['envelope_mismatch']);
  });
});

describe('reading single records with or without { data }', () => {
  it('reads both shapes and notes the one the contract does not name', () => {
    const post = { id: 1, slug: 's', title: 't' };
    const bare = noted();
    expect(unwrap(post, bare.note)).toEqual(post);
    expect(unwrap({ data: post }, bare.note)).toEqual(post);
    expect(bare.kinds).toEqual(['envelope_mismatch']);
    const wrapped = noted();
    expect(unwrap({ data: post }, wrapped.note, false)).toEqual(post);
    expect(unwrap(post, wrapped.note, false)).toEqual(post);
    expect(wrapped.kinds).toEqual(['envelope_mismatch']);
  });
});

describe('the drift recorder', () => {
  it('counts every event and logs each backend/call/kind once, with its first sample', () => {
    const warn = vi.fn();
    const counted: string[] = [];
    const recorder = createDriftRecorder({ warn }, (e) => counted.push(`${e.backend} ${e.call} ${e.kind}`));
    const note = recorder.note('manager', 'talents.list');
    note('item_type_inferred', 'a.jpg');
    note('item_type_inferred', 'b.jpg');
    note('item_dropped', 'c.pdf');
    expect(counted).toHaveLength(3);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatchObject({ drift: { sample: 'a.jpg' }, effect: 'defaulted' });
    expect(warn.mock.calls[1]![0]).toMatchObject({ drift: { kind: 'item_dropped' }, effect: 'dropped' });
  });
});

describe('the contract sampler', () => {
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  it('notes a sampled answer whose field was renamed, naming the field; extra fields are not drift', async () => {
    const kinds: { kind: DriftKind; sample?: string }[] = [];
    const sampler = createContractSampler(1, () => (kind, sample) => kinds.push({ kind, sample }));
    sampler.sample('manager', 'talents.profile', {
      id: 1,
      full_name: 'Ana',
      cover: 'x',
      categories: [],
      video: [],
      book: [],
      compo: [],
    });
    await flush();
    expect(kinds).toHaveLength(1);
    expect(kinds[0]!.kind).toBe('contract_mismatch');
    expect(kinds[0]!.sample).toMatch(/required property 'name'/);
    sampler.sample('manager', 'talents.profile', {
      id: 1,
      name: 'Ana',
      cover: 'x',
      categories: [],
      video: [],
      book: [],
      compo: [],
      a_new_field: 1,
    });
    await flush();
    expect(kinds).toHaveLength(1);
  });

  it('validates the first answer of each call, then one in N', async () => {
    const kinds: DriftKind[] = [];
    const sampler = createContractSampler(3, () => (kind) => kinds.push(kind));
    for (let i = 0; i < 6; i++) sampler.sample('main', 'site.staff', { nope: true });
    await flush();
    expect(kinds).toEqual(['contract_mismatch', 'contract_mismatch']);
  });
});
