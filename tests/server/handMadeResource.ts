// Resource definitions made by hand for tests below the registry (the migrator, the generic store):
// what those read, and nothing the generator adds for the console.
import type { FilterOperator, JsonSchema, ResourceDef } from '../../src/generated/registry.ts';

/** The system properties the generator adds to every schema. */
export const SYSTEM_PROPERTIES: Record<string, JsonSchema> = {
  id: { type: 'integer', readOnly: true },
  version: { type: 'integer', readOnly: true },
  created_on: { type: 'string', format: 'date-time', readOnly: true },
  updated_on: { type: 'string', format: 'date-time', readOnly: true },
};

export interface HandMadeShape {
  properties: Record<string, JsonSchema>;
  references?: Record<string, string>;
  unique?: string[];
  search?: string[];
  /** The default sort field (ascending); id unless given. */
  sort?: string;
  filters?: Record<string, FilterOperator[]>;
  /** One scope per action (list, show, create, edit, delete); `<name>:<action>` unless given. */
  scopes?: string[];
  parent?: ResourceDef['parent'];
  readScopes?: ResourceDef['readScopes'];
}

export function handMadeResource(name: string, shape: HandMadeShape): ResourceDef {
  const scopes =
    shape.scopes ??
    ['list', 'show', 'create', 'edit', 'delete'].map((action) => `${name}:${action}`);
  return {
    name,
    // No additionalProperties: false, so a server-built record may carry keys that are not columns.
    schema: { type: 'object', properties: { ...SYSTEM_PROPERTIES, ...shape.properties } },
    references: shape.references ?? {},
    unique: shape.unique ?? [],
    readScopes: shape.readScopes ?? {},
    scopes: {
      list: [scopes[0]],
      show: [scopes[1]],
      create: [scopes[2]],
      edit: [scopes[3]],
      delete: [scopes[4]],
    },
    list: {
      columns: [],
      search: shape.search ?? [],
      sort: { field: shape.sort ?? 'id', order: 'ASC' },
      filters: shape.filters ?? {},
      defaultFilters: [],
    },
    ...(shape.parent ? { parent: shape.parent } : {}),
  } as unknown as ResourceDef;
}
