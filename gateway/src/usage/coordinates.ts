import {
  getNamedType,
  isEnumType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';

/**
 * The parts of the schema a document uses, named as graphql-inspector names what a change removes:
 * `Type.field` for every field it selects (introspection apart), `Type.field.argument` for every
 * argument it passes, `Enum.VALUE` for every enum value it writes. The schema check
 * (scripts/schema-registry.mjs) refuses to remove one an app used lately. Values passed in
 * variables are not seen; the argument that carries them is.
 */
export function schemaCoordinates(schema: GraphQLSchema, document: DocumentNode): Set<string> {
  const used = new Set<string>();
  const info = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(info, {
      Field(node) {
        const parent = info.getParentType();
        if (!parent || node.name.value.startsWith('__') || parent.name.startsWith('__')) return;
        used.add(`${parent.name}.${node.name.value}`);
      },
      Argument(node) {
        const parent = info.getParentType();
        const field = info.getFieldDef();
        if (parent && field) used.add(`${parent.name}.${field.name}.${node.name.value}`);
      },
      EnumValue(node) {
        const type = info.getInputType();
        const named = type && getNamedType(type);
        if (named && isEnumType(named)) used.add(`${named.name}.${node.value}`);
      },
    }),
  );
  return used;
}
