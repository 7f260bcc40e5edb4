import { describe, expect, it } from 'vitest';
import { parseCompCardRequest, SHORTLIST_MAX_TALENTS, type CompCardRequest, type Refusal } from '../request';

const parse = (path: string, query = '') => parseCompCardRequest(path, new URLSearchParams(query));
const refusal = (value: CompCardRequest | Refusal) => ('error' in value ? value.status : null);

describe('comp card URLs', () => {
  it('reads a card and a shortlist', () => {
    expect(parse('/comp-cards/digital/en/30001.pdf')).toMatchObject({ kind: 'card', locale: 'en', id: '30001' });
    expect(parse('/comp-cards/jabuticaba/pt/shortlist.pdf', 'ids=3,1,2')).toMatchObject({
      kind: 'shortlist',
      ids: ['1', '2', '3'],
    });
  });

  it('answers every permutation, repetition and zero-padding of one shortlist with one canonical list', () => {
    const lists = ['ids=3,1,20', 'ids=20,3,1', 'ids=1,20,3,3,1', 'ids=003,1,0020'].map(
      (query) => (parse('/comp-cards/jabuticaba/pt/shortlist.pdf', query) as { ids: string[] }).ids,
    );
    for (const ids of lists) expect(ids).toEqual(['1', '3', '20']);
    expect(parse('/comp-cards/digital/pt/0030001.pdf')).toMatchObject({ id: '30001' });
  });

  it(`takes up to ${SHORTLIST_MAX_TALENTS} ids`, () => {
    const ids = (n: number) => `ids=${Array.from({ length: n }, (_, i) => i + 1).join(',')}`;
    expect(refusal(parse('/comp-cards/digital/pt/shortlist.pdf', ids(SHORTLIST_MAX_TALENTS)))).toBeNull();
    expect(refusal(parse('/comp-cards/digital/pt/shortlist.pdf', ids(SHORTLIST_MAX_TALENTS + 1)))).toBe(400);
  });

  it.each([['ids=1,x'], ['ids=1,'], ['ids=,1'], ['ids=1;2'], ['ids=-1'], ['ids=1e3'], ['ids=0x10'], [''], ['ids=']])(
    'refuses the shortlist %s with 400',
    (query) => {
      expect(refusal(parse('/comp-cards/digital/pt/shortlist.pdf', query))).toBe(400);
    },
  );

  it.each([
    ['/comp-cards/acme/pt/1.pdf', 404],
    ['/comp-cards/cultural/pt/1.pdf', 404],
    ['/comp-cards/digital/es/1.pdf', 404],
    ['/comp-cards/digital/pt/1.png', 404],
    ['/comp-cards/digital/pt/1.pdf/x', 404],
    ['/comp-cards/digital/1.pdf', 404],
    ['/comp-cards/digital/pt/one.pdf', 400],
    ['/comp-cards/digital/pt/.pdf', 400],
  ])('%s is %i', (path, status) => {
    expect(refusal(parse(path))).toBe(status);
  });
});
