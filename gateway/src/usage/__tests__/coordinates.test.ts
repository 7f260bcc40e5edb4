import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaCoordinates } from '../coordinates';

const schema = buildSchema(`
  enum Locale { PT EN }
  type Query { talent(id: ID!, locale: Locale): Talent, brands: [Brand!]! }
  type Talent { id: ID! name: String! measures(kind: String): [String!]! }
  type Brand { key: String! }
`);

describe('schemaCoordinates', () => {
  it('names every field, argument and enum value a document uses, through fragments too', () => {
    const document = parse(`
      query T($id: ID!) { talent(id: $id, locale: EN) { ...Card measures(kind: "x") } brands { __typename key } }
      fragment Card on Talent { id name }
    `);
    expect([...schemaCoordinates(schema, document)].sort()).toEqual([
      'Brand.key',
      'Locale.EN',
      'Query.brands',
      'Query.talent',
      'Query.talent.id',
      'Query.talent.locale',
      'Talent.id',
      'Talent.measures',
      'Talent.measures.kind',
      'Talent.name',
    ]);
  });

  it('leaves introspection out', () => {
    expect([...schemaCoordinates(schema, parse('{ __schema { queryType { name } } }'))]).toEqual([]);
  });
});
