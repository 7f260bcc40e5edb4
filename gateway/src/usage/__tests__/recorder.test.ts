import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createUsageRecorder } from '../recorder';
import type { UsageRow, UsageStore } from '../store';

const schema = buildSchema(`
  type Query { talent(id: ID!): Talent, brands: [Brand!]! }
  type Talent { id: ID! name: String! }
  type Brand { key: String! }
`);

function recorderAt(clock: { now: number }) {
  const written: UsageRow[][] = [];
  const store: UsageStore = {
    add: async (rows) => void written.push([...rows]),
    usedSince: async () => [],
    forgetBefore: async () => {},
    close: async () => {},
  };
  const recorder = createUsageRecorder({ store, schema, logger: { warn: () => {} }, now: () => clock.now });
  return { recorder, written };
}

const sorted = (rows: UsageRow[]) =>
  rows.map((r) => `${r.day} ${r.app} ${r.operation} ${r.coordinate} ${r.count}`).sort();

describe('the usage recorder', () => {
  it('counts each coordinate of every recorded document, summed over documents, per day, app and operation', async () => {
    const clock = { now: Date.parse('2026-12-05T23:59:59.000Z') };
    const { recorder, written } = recorderAt(clock);
    const profile = parse('query Profile($id: ID!) { talent(id: $id) { id name } }');
    const short = parse('query Profile($id: ID!) { talent(id: $id) { id } }');
    const brands = parse('{ brands { key } }');
    recorder.record({ app: 'site', operation: 'Profile' }, profile);
    recorder.record({ app: 'site', operation: 'Profile' }, profile);
    recorder.record({ app: 'site', operation: 'Profile' }, short);
    recorder.record({ app: 'crm', operation: 'anonymous' }, brands);
    clock.now += 1000; // past midnight: a new day
    recorder.record({ app: 'site', operation: 'Profile' }, short);
    await recorder.flush();
    expect(written).toHaveLength(1);
    expect(sorted(written[0]!)).toEqual([
      '2026-12-05 crm anonymous Brand.key 1',
      '2026-12-05 crm anonymous Query.brands 1',
      '2026-12-05 site Profile Query.talent 3',
      '2026-12-05 site Profile Query.talent.id 3',
      '2026-12-05 site Profile Talent.id 3',
      '2026-12-05 site Profile Talent.name 2',
      '2026-12-06 site Profile Query.talent 1',
      '2026-12-06 site Profile Query.talent.id 1',
      '2026-12-06 site Profile Talent.id 1',
    ]);
    // What was written is not written again; a clock set back is a day of its own too.
    clock.now = Date.parse('2026-12-04T12:00:00.000Z');
    recorder.record({ app: 'site', operation: 'Profile' }, short);
    await recorder.flush();
    expect(sorted(written[1]!)).toEqual([
      '2026-12-04 site Profile Query.talent 1',
      '2026-12-04 site Profile Query.talent.id 1',
      '2026-12-04 site Profile Talent.id 1',
    ]);
    await recorder.close();
  });
});
