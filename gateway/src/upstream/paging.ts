import type { DriftNote } from './drift';

/** A Laravel paginator as the family sends it: rows in `data`; the other fields may be missing. */
export interface LaravelPage<T> {
  data?: T[] | null;
  current_page?: number | null;
  last_page?: number | null;
  next_page_url?: string | null;
}

/**
 * The most pages read of one list: with the largest page size the back-ends allow (1000) that is
 * 50,000 rows, far beyond any roster; past it the rest is not read and noted as `paging_capped`.
 */
export const MAX_PAGES = 50;

/**
 * Every row of a paged list. A paginator with `last_page` is read to that page; one with
 * `next_page_url` (Laravel's simplePaginate) until that is null; one with neither (the family's bare
 * `{ current_page, data }`) until a page comes back empty (noted once per list as
 * `paginator_without_last_page`), so a back-end that caps the page size below what was asked still
 * gives every row. `onAnswer` sees each page (contract sampling).
 */
export async function readPages<T>(
  fetchPage: (page: number) => Promise<LaravelPage<T> | T[] | null>,
  note: DriftNote,
  onAnswer?: (answer: unknown) => void,
): Promise<T[]> {
  const rows: T[] = [];
  let notedMissingLastPage = false;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await fetchPage(page);
    onAnswer?.(answer);
    // A bare array is one unpaged list.
    if (Array.isArray(answer)) {
      note('envelope_mismatch', 'a bare array where a paginator was expected');
      return [...rows, ...answer];
    }
    const data = answer?.data ?? [];
    rows.push(...data);
    if (typeof answer?.last_page === 'number') {
      if (page >= answer.last_page) return rows;
      continue;
    }
    if (answer && 'next_page_url' in answer) {
      if (!answer.next_page_url || data.length === 0) return rows;
      continue;
    }
    if (data.length === 0) return rows;
    if (!notedMissingLastPage) {
      note('paginator_without_last_page', `page ${page} had ${data.length} rows`);
      notedMissingLastPage = true;
    }
  }
  note('paging_capped', `stopped after ${MAX_PAGES} pages, ${rows.length} rows`);
  return rows;
}
