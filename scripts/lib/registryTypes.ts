// The shape of src/generated/registry.ts, emitted verbatim at its top so that the console and the
// server read one self-contained module (neither imports the other's code). PropertyHints and the
// widget names are not here: the generator writes them from schemas/meta/x-admin.schema.json
// (propertyHintsModule), so a new widget is one meta-schema entry.
export const REGISTRY_TYPES = `
export type ServiceName = 'order' | 'vendor' | 'fleet-planning' | 'vehicle' | 'vsms' | 'user';
export type Tenancy = 'company' | 'platform' | 'company-record';
export type Action = 'read' | 'create' | 'update' | 'delete';
export type Operation = 'list' | 'read' | 'create' | 'update' | 'delete';
export type FilterOperator = 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte' | 'in';

/** A JSON Schema (2020-12) subschema as stored in the registry. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: (string | number | boolean | null)[];
  const?: unknown;
  format?: string;
  default?: unknown;
  readOnly?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  'x-admin'?: PropertyHints;
  [keyword: string]: unknown;
}

export interface ResourceDef {
  /** Singular kebab-case name: schema file, $id, <Resource name>, API segment, i18n key. */
  name: string;
  title: string;
  /** The schema's description; not in the console's copy (registry.browser.ts), which nothing reads it in. */
  description?: string;
  service: ServiceName;
  /** Whose rows these are: one company's (row-level security), the platform's shared catalogue, or the company table itself (docs/tenancy.md). */
  tenancy: Tenancy;
  /** Base path of the service, e.g. /order/api/web/v1. */
  basePath: string;
  /** Path under basePath; a nested resource has one {parent_field} placeholder. */
  path: string;
  parent?: { resource: string; field: string };
  /** Every scope listed for an action is needed for it. */
  scopes: Record<Action, string[]>;
  operations: Operation[];
  bulkDelete?: { path: string; method: 'DELETE' | 'POST' };
  /** The i18n key of the resource's name: resources.<name>.name. */
  label: string;
  recordRepresentation: string;
  list: {
    columns: string[];
    search: string[];
    sort: { field: string; order: 'ASC' | 'DESC' };
    filters: Record<string, FilterOperator[]>;
    defaultFilters: string[];
  };
  menu: false | { group: MenuGroup; icon?: string; order?: number };
  groups: string[];
  dataProvider: { type: 'order' } | { type: 'simple-rest'; url: string } | { type: 'graphql' };
  /** Top-level property -> referenced resource. */
  references: Record<string, string>;
  /** Fields no two records may share: within one company (company tenancy), or across every company when also in uniqueAcrossCompanies. */
  unique: string[];
  /** Unique fields whose values are unique on the whole platform (x-admin unique: "platform"): usernames. */
  uniqueAcrossCompanies: string[];
  /** Top-level property -> the scopes (all of them) a caller needs to receive it; without them it is left out. */
  readScopes: Record<string, string[]>;
  /** Audit history (docs/audit.md): whether writes are recorded, and the top-level fields the diff never holds (x-admin audit). */
  audit?: { enabled: boolean; exclude: string[] };
  /** Resources nested under this one, with the field that points back. */
  children: { resource: string; field: string }[];
  /** Whether the API lists its externally linked records (src/domain/list/externalList.ts's rule, applied at generation). */
  externalList: boolean;
  /**
   * Labels from the schema's title and x-admin label hints, fallback applied (docs/schema-authoring.md,
   * Labels), by language: flat keys under resources.<name>. (name, fields.<path>, enums.<path>.<value>,
   * groups.<group>). The i18n provider merges them with the console's own messages.
   */
  messages: Record<'id' | 'en', Record<string, string>>;
  /** The normalized schema: system properties (id, version, created_on, updated_on) added, label hints removed (see messages). */
  schema: JsonSchema & { properties: Record<string, JsonSchema> };
}

/**
 * A resource's schema and all its labels. The console's build (registry.browser.ts) carries them per
 * resource in registry.details/<name>.ts, loaded when a page needs them (src/resources/resourceDetails.ts).
 */
export type ResourceDetails = Pick<ResourceDef, 'schema' | 'messages'>;
`;
