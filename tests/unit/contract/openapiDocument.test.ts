// The OpenAPI document against two validators: the OpenAPI 3.1 JSON Schema
// (@seriousme/openapi-schema-validator) and Redocly's linter (the engine under openapi-typescript,
// through tools/openapi-types), with no error. And what the document now says: every operation
// declares its error answers, PATCH bodies are typed changes with a required version.
import { Validator } from '@seriousme/openapi-schema-validator';
import { lintOpenapi } from '@armada/openapi-types';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/generated/registry.ts';
import { buildOpenApi } from '../../../server/openapi.ts';
import { routeTable } from '../../../server/routes/table.ts';

type Json = Record<string, any>;
const doc = buildOpenApi(resources) as Json;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (the specification JSON Schema)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it("passes Redocly's linter with no error", async () => {
    const problems = await lintOpenapi(structuredClone(doc));
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('declares the error answers of every operation, field-keyed', () => {
    for (const [path, item] of Object.entries<Json>(doc.paths))
      for (const [method, op] of Object.entries<Json>(item)) {
        const at = `${method.toUpperCase()} ${path}`;
        const statuses = Object.keys(op.responses);
        expect(
          statuses.some((s) => /^[23]/.test(s) || s === '101'),
          at,
        ).toBe(true);
        for (const status of statuses.filter((s) => /^[45]/.test(s))) {
          const schema = op.responses[status].content?.['application/json']?.schema;
          expect(schema, `${at} ${status}`).toBeDefined();
        }
      }
    for (const route of routeTable(resources)) {
      const op = doc.paths[route.path.replace(/\/\*$/, '/{token}')][route.method.toLowerCase()];
      const at = `${route.method} ${route.path}`;
      const errors = ['400', '404', '500', ...(route.custom?.public ? [] : ['401', '403'])];
      for (const status of errors) expect(op.responses[status], `${at} ${status}`).toBeDefined();
      if (route.method !== 'GET') expect(op.responses['409'], at).toBeDefined();
      expect(op.responses['403']?.content['application/json'].schema ?? ref('Errors')).toEqual(
        ref('Errors'),
      );
    }
  });

  it('types a PATCH body as the changes of the record plus a required version', () => {
    const patch = doc.paths['/order/api/web/v1/customer/{id}'].patch;
    expect(patch.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/CustomerPatch',
    );
    const changes = doc.components.schemas.CustomerPatch;
    expect(changes.required).toEqual(['version']);
    expect(changes.properties.city).toEqual(doc.components.schemas.Customer.properties.city);
    expect(changes.properties.version).toMatchObject({ type: 'integer', minimum: 1 });
    expect(changes.additionalProperties).toBe(false);
    // The simple dialect's PUT: the same changes, the version optional.
    expect(doc.components.schemas.CustomerPut.required).toBeUndefined();
    // A conditional schema's whole-record rules are the create's, not a change's.
    expect(doc.components.schemas.DeliveryOrderPatch.if).toBeUndefined();
    expect(doc.components.schemas.DeliveryOrder.if).toBeDefined();
  });

  it('declares what fleet-task reads and delivery-order lists really carry', () => {
    const task = doc.components.schemas.FleetTaskServed;
    expect(task.properties.orders.items.required).toContain('shipped_customer_name');
    expect(task.properties.activities.items.properties.address.required).toEqual([
      'id',
      'name',
      'city',
      'address',
    ]);
    expect(
      doc.paths['/fleet-planning/api/web/v1/fleet-task/{id}'].get.responses['200'].content[
        'application/json'
      ].schema.properties.data,
    ).toEqual(ref('FleetTaskServed'));
    const item = doc.components.schemas.DeliveryOrderListItem;
    expect(item.additionalProperties).toMatchObject({ type: ['string', 'number', 'null'] });
    expect(
      doc.paths['/api/simple/delivery-order'].get.responses['200'].content['application/json']
        .schema.items,
    ).toEqual(ref('DeliveryOrderListItem'));
  });
});

function ref(name: string) {
  return { $ref: `#/components/schemas/${name}` };
}
