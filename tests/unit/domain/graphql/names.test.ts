// The names and shapes the server's generated GraphQL schema and the console's GraphQL provider
// share (src/domain/graphql/names.ts): table-driven, so a drift between the two shows here.
import { describe, expect, it } from 'vitest';
import {
  camelCase,
  camelPath,
  fromGraphql,
  graphqlNames,
  inputOf,
  pascalCase,
  plural,
  selectionOf,
  shapeOf,
  snakePath,
  toGraphql,
} from '../../../../src/domain/graphql/names.ts';
import { resources, type JsonSchema } from '../../../../src/generated/registry.ts';

const rule = resources['alert-rule'].schema.properties;

describe('names', () => {
  it.each([
    ['alert-rule', 'AlertRule', 'alertRule', 'alertRules'],
    ['address', 'Address', 'address', 'addresses'],
    [
      'delivery-order-history',
      'DeliveryOrderHistory',
      'deliveryOrderHistory',
      'deliveryOrderHistories',
    ],
    ['box-type', 'BoxType', 'boxType', 'boxTypes'],
  ])('%s → %s, %s, %s', (name, type, single, list) => {
    expect(pascalCase(name)).toBe(type);
    expect(camelCase(name)).toBe(single);
    expect(plural(single)).toBe(list);
    expect(graphqlNames(name)).toEqual({
      type,
      single,
      list,
      create: `create${type}`,
      update: `update${type}`,
      remove: `delete${type}`,
    });
  });

  it('error paths go to camelCase and back by the schema', () => {
    expect(camelPath('geofences.0.fence_name')).toBe('geofences.0.fenceName');
    expect(snakePath('geofences.0.fenceName', rule)).toBe('geofences.0.fence_name');
    expect(snakePath('contactRecipients.2.phoneNumber', rule)).toBe(
      'contact_recipients.2.phone_number',
    );
    expect(snakePath('scope', rule)).toBe('scope');
  });
});

describe('shapes', () => {
  it.each<[JsonSchema, ReturnType<typeof shapeOf>]>([
    // A string enum is a GraphQL enum (null among the values leaves the field nullable) ...
    [
      { type: 'string', enum: ['A'] },
      { kind: 'enum', values: ['A'] },
    ],
    [
      { type: ['string', 'null'], enum: ['PICKUP', 'DROP', null] },
      { kind: 'enum', values: ['PICKUP', 'DROP'] },
    ],
    // ... unless a value is not a GraphQL name (a dotted event name) or is one GraphQL keeps.
    [
      { type: 'string', enum: ['FleetPlanning.Picked'] },
      { kind: 'scalar', name: 'String' },
    ],
    [
      { type: 'string', enum: ['true', 'false'] },
      { kind: 'scalar', name: 'String' },
    ],
    // date-time and date strings have scalars of their own; other formats stay String.
    [
      { type: ['string', 'null'], format: 'date-time' },
      { kind: 'scalar', name: 'DateTime' },
    ],
    [
      { type: 'string', format: 'date' },
      { kind: 'scalar', name: 'Date' },
    ],
    [
      { type: 'string', format: 'email' },
      { kind: 'scalar', name: 'String' },
    ],
    [
      { type: 'object', required: ['a'], properties: { a: { type: 'integer' } } },
      { kind: 'object', properties: { a: { type: 'integer' } }, required: ['a'] },
    ],
    [{ type: ['integer', 'null'] }, { kind: 'scalar', name: 'Int' }],
    [
      { type: 'integer', maximum: 1e12 },
      { kind: 'scalar', name: 'Float' },
    ],
    [{ type: ['number', 'null'] }, { kind: 'scalar', name: 'Float' }],
    [{ type: 'object' }, { kind: 'json' }],
    [{ type: ['string', 'number'] }, { kind: 'json' }],
    // Only a declared type counts: an untyped enum or const stays JSON.
    [{ enum: ['A', 'B'] }, { kind: 'json' }],
    [{ const: 1 }, { kind: 'json' }],
    [
      { type: 'array', items: { type: 'string' } },
      { kind: 'list', of: { kind: 'scalar', name: 'String' } },
    ],
  ])('%j', (schema, shape) => expect(shapeOf(schema)).toEqual(shape));

  it('selects every property, nested objects with their fields', () => {
    const selection = selectionOf(rule);
    expect(selection).toContain('alertCode');
    expect(selection).toContain('geofences { geofenceId fenceName address type serviceLocType }');
    expect(selection).toContain(
      'contactRecipients { contactId label email phoneNumber userId user { fullname } }',
    );
  });
});

describe('values', () => {
  it('a record to GraphQL and an input back, free-form JSON untouched', () => {
    const record = {
      id: 1,
      alert_code: 8,
      geofences: [{ geofence_id: 3, fence_name: 'Tol' }],
      day_of_week: ['MONDAY'],
    };
    const object = toGraphql(record, rule);
    expect(object).toEqual({
      id: 1,
      alertCode: 8,
      geofences: [{ geofenceId: 3, fenceName: 'Tol' }],
      dayOfWeek: ['MONDAY'],
    });
    expect(fromGraphql(object, rule)).toEqual(record);
  });

  it('an input leaves out readOnly properties and keys the schema lacks, at every level', () => {
    expect(
      inputOf(
        {
          label: 'A',
          total_vehicles: 3,
          extra: 1,
          contact_recipients: [{ email: 'a@b.co', user: { fullname: 'X' }, stray: true }],
          version: 2,
        },
        rule,
      ),
    ).toEqual({
      label: 'A',
      contactRecipients: [{ email: 'a@b.co' }],
    });
  });

  it("an input sends a cleared enum select ('') as null, which a GraphQL enum accepts", () => {
    expect(
      inputOf({ alert_urgency_type: '', geofences: [{ type: '', fence_name: '' }] }, rule),
    ).toEqual({ alertUrgencyType: null, geofences: [{ type: null, fenceName: '' }] });
  });
});
