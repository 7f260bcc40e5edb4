import { LIST_PAGE } from '@agency/schema/lists';
import { buildASTSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../src/gateway';

describe('list page sizes', () => {
  it("the talents query's `first` defaults to the first screen of LIST_PAGE, the size the site asks for", () => {
    const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
    const first = schema
      .getQueryType()!
      .getFields()
      .talents!.args.find((a) => a.name === 'first')!;
    expect(first.defaultValue).toBe(LIST_PAGE.first);
  });
});
