/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The five brands of the group. */
export type BrandKey =
  /** Main talent agency, key cq-empresariamento. */
  | 'CQ_EMPRESARIAMENTO'
  /** Cultural branch: shows, workshops, lectures, publications. */
  | 'CULTURAL'
  /** Digital influencers, key digital. */
  | 'DIGITAL'
  /** Acting/models branch (the creative agency), key jabuticaba. */
  | 'JABUTICABA'
  /** Music branch: events. */
  | 'MUSIC';

export type HomeBrandQueryVariables = Exact<{
  brand: BrandKey;
}>;


export type HomeBrandQuery = { brand: { key: string, name: string, color: string } };


export const HomeBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brand"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BrandKey"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brand"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<HomeBrandQuery, HomeBrandQueryVariables>;