// graphql-js as mercurius loads it. The package ships CommonJS and ES module builds; mercurius (CJS)
// requires the CommonJS one, and a schema built by the other is refused ("from another module or
// realm"). Every server module takes graphql from here.
import { createRequire } from 'node:module';
import type * as GraphqlJs from 'graphql';

const graphql = createRequire(import.meta.url)('graphql') as typeof GraphqlJs;

export const {
  buildSchema,
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isInputObjectType,
  isListType,
  Kind,
  parse,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  valueFromASTUntyped,
} = graphql;
export const GraphQLError = graphql.GraphQLError;
export const GraphQLObjectType = graphql.GraphQLObjectType;
export type GraphQLObjectType = GraphqlJs.GraphQLObjectType;
export const GraphQLEnumType = graphql.GraphQLEnumType;
export type GraphQLEnumType = GraphqlJs.GraphQLEnumType;
export type GraphQLScalarType = GraphqlJs.GraphQLScalarType;
export const GraphQLNonNull = graphql.GraphQLNonNull;
export const GraphQLList = graphql.GraphQLList;
export type GraphQLSchema = GraphqlJs.GraphQLSchema;
