import { readdirSync, readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, brandConstantName } from '@agency/schema/brands';
import * as operations from '@/lib/gql/graphql';
import { PostDetailDocument, TalentListDocument } from '@/lib/gql/graphql';
import { RESULT_ENUM_FIELDS, tableData, wireVariables } from './wire-enums';

const SCHEMA_DIR = new URL('../../../schema/graphql/', import.meta.url);
const schema = buildSchema(
  readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(new URL(file, SCHEMA_DIR), 'utf8'))
    .join('\n'),
);
const documents = Object.entries(operations).filter(([name]) => name.endsWith('Document')) as [string, DocumentNode][];

describe('wire enums: the site speaks the tables, the wire the enum names', () => {
  it('sends every brand key and locale variable as its enum name, leaving the rest and the input alone', () => {
    for (const key of BRAND_KEYS) {
      const variables = { brand: key, first: 24 };
      expect(wireVariables({ query: TalentListDocument, variables })).toEqual({
        brand: brandConstantName(key),
        first: 24,
      });
      expect(variables.brand).toBe(key);
    }
    expect(
      wireVariables({
        query: PostDetailDocument,
        variables: { brand: 'music', kind: 'EVENT', slug: 'a', locale: 'en' },
      }),
    ).toEqual({ brand: 'MUSIC', kind: 'EVENT', slug: 'a', locale: 'EN' });
    expect(
      wireVariables({ query: PostDetailDocument, variables: { brand: 'music', kind: 'EVENT', locale: null } }),
    ).toEqual({ brand: 'MUSIC', kind: 'EVENT', locale: null });
  });

  it('reads the enum names of a result back as the tables’ forms, at any depth', () => {
    const wire = {
      brand: { code: 'CQ_EMPRESARIAMENTO', name: 'CQ' },
      brands: [{ code: 'JABUTICABA' }, { code: 'DIGITAL' }],
      post: { locale: 'EN', kind: 'EVENT', translations: [{ locale: 'PT', path: '/eventos/1/a' }] },
    };
    expect(tableData(wire)).toEqual({
      brand: { code: 'cq-empresariamento', name: 'CQ' },
      brands: [{ code: 'jabuticaba' }, { code: 'digital' }],
      post: { locale: 'en', kind: 'EVENT', translations: [{ locale: 'pt', path: '/eventos/1/a' }] },
    });
    expect(wire.brand.code).toBe('CQ_EMPRESARIAMENTO');
  });

  it('covers every site document: a BrandKey or Locale field is named as RESULT_ENUM_FIELDS says, and only such fields are', () => {
    const seen = new Set<string>();
    for (const [name, document] of documents) {
      const typeInfo = new TypeInfo(schema);
      visit(
        document,
        visitWithTypeInfo(typeInfo, {
          Field(node) {
            const type = getNamedType(typeInfo.getType())?.name;
            const responseName = node.alias?.value ?? node.name.value;
            const expected = RESULT_ENUM_FIELDS[responseName];
            if (type === 'BrandKey' || type === 'Locale' || expected) {
              expect(`${name}: ${responseName} is ${type}`).toBe(`${name}: ${responseName} is ${expected}`);
              seen.add(type!);
            }
          },
        }),
      );
    }
    // The documents do read both (Shell the brands' codes, PostDetail the translations' locales).
    expect(seen).toEqual(new Set(['BrandKey', 'Locale']));
    expect(documents.map(([name]) => name)).toEqual(expect.arrayContaining(['ShellDocument', 'PostDetailDocument']));
  });

  it('has no BrandKey or Locale inside an input object (only top-level variables are converted)', () => {
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isInputObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        expect(`${type.name}.${field.name}: ${getNamedType(field.type).name}`).not.toMatch(/: (BrandKey|Locale)$/);
      }
    }
  });
});
