// What the delivery-order module declares (server/resources/delivery-order/index.ts) for the route table
// and the OpenAPI document: the routes, their actions and the documented bodies and responses,
// and the expanded-object filter aliases. The handlers are exercised over HTTP in
// tests/server/deliveryOrder*.test.ts.
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/generated/registry.ts';
import { deliveryOrder } from '../../../server/resources/delivery-order/index.ts';
import type { CustomRoute } from '../../../server/resources/types.ts';

/** The body schema a route documents: enforced (`body`) or, for a hand-parsed body, `bodyDoc`. */
const documentedBody = (r: CustomRoute) => r.body ?? r.bodyDoc;

const def = resources['delivery-order'];
const routes = deliveryOrder.routes!(def, resources);
const route = (method: string, path: string) => {
  const found = routes.find((r) => r.method === method && r.path === path);
  expect(found, `${method} ${path}`).toBeDefined();
  return found!;
};
const order = { $ref: '#/components/schemas/DeliveryOrder' };

describe('the delivery-order routes', () => {
  it('the order routes come first, with their actions, then the integration routes', () => {
    expect(
      routes.slice(0, 8).map((r) => [r.method, r.path, r.action, r.listParameters ?? false]),
    ).toEqual([
      ['POST', '/delivery-order/{id}/transition', 'update', false],
      ['GET', '/delivery-order/vendor-requests', 'read', false],
      ['POST', '/delivery-order/duplicate', 'create', false],
      ['POST', '/delivery-order/bulk', 'create', false],
      ['POST', '/delivery-order/{id}', 'update', false],
      ['GET', '/delivery-order/external', 'read', true],
      ['GET', '/delivery-order/track/{id}', 'read', false],
      ['GET', '/delivery-order/{id}/pdf', 'read', false],
    ]);
    expect(routes.length).toBeGreaterThan(8);
  });

  it('transition: the status enum from the schema, reason ids, a version of at least 1; 200 and 409 documented', () => {
    const transition = route('POST', '/delivery-order/{id}/transition');
    expect(transition.summary).toBe(
      'Change the status by a manual transition (delivery-order.md §4); a refused transition is 409 invalid-status',
    );
    expect(documentedBody(transition)).toEqual({
      type: 'object',
      required: ['status'],
      properties: {
        status: { type: 'string', enum: def.schema.properties.status.properties!.name.enum },
        fields: {
          type: 'object',
          properties: {
            rescheduled_reason_id: { type: 'integer' },
            canceled_reason_id: { type: 'integer' },
          },
        },
        version: { type: 'integer', minimum: 1 },
      },
    });
    expect(def.schema.properties.status.properties!.name.enum).toContain('CANCELED');
    expect(transition.responses).toEqual({
      '200': {
        description: 'The order after the transition',
        schema: { type: 'object', properties: { data: order } },
      },
      '409': { description: 'invalid-status or version conflict' },
    });
  });

  it('vendor-requests: read, the side and status query documented, 200', () => {
    const list = route('GET', '/delivery-order/vendor-requests');
    expect(list.action).toBe('read');
    expect(list.query).toEqual([
      { name: 'side', schema: { type: 'string', enum: ['shipper', 'vendor'] } },
      { name: 'status', schema: { type: 'string' } },
    ]);
    expect(Object.keys(list.responses ?? {})).toEqual(['200']);
  });

  it('duplicate and bulk: 1 to 100 ids or orders', () => {
    const duplicate = route('POST', '/delivery-order/duplicate');
    expect(duplicate.summary).toBe(
      'Duplicate orders: each copy is a new Draf with a new number and the same loads, without history',
    );
    expect(documentedBody(duplicate)).toEqual({
      type: 'object',
      required: ['ids'],
      properties: {
        ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 100 },
      },
    });
    expect(duplicate.responses).toEqual({
      '200': {
        description:
          'data.ids: the copies; status.failed: how many could not be copied (with failed_ids)',
        schema: {
          type: 'object',
          properties: {
            data: {
              type: 'object',
              properties: { ids: { type: 'array', items: { type: 'integer' } } },
            },
            status: { type: 'object' },
          },
        },
      },
    });
    const bulk = route('POST', '/delivery-order/bulk');
    expect(bulk.summary).toBe(
      'Create several orders at once, all or none; errors are keyed <row>.<field>',
    );
    expect(documentedBody(bulk)).toEqual({
      type: 'object',
      required: ['data'],
      properties: { data: { type: 'array', items: order, minItems: 1, maxItems: 100 } },
    });
    expect(bulk.responses).toEqual({
      '201': {
        description: 'Created: ids and numbers in the order sent',
        schema: { type: 'object' },
      },
    });
  });

  it('update by POST, external list, track and PDF', () => {
    const update = route('POST', '/delivery-order/{id}');
    expect(update.summary).toBe(
      'Change an order (the same as PATCH: only the fields sent; version checked when sent)',
    );
    expect(documentedBody(update)).toEqual({ type: 'object' });
    expect(update.responses).toEqual({
      '200': {
        description: 'The changed order',
        schema: { type: 'object', properties: { data: order } },
      },
    });
    const external = route('GET', '/delivery-order/external');
    expect(external.summary).toBe(
      'Orders linked to the accounting integration (external reference set, or known to it)',
    );
    expect(external.responses).toEqual({
      '200': { description: 'The list contract envelope', schema: { type: 'object' } },
    });
    const track = route('GET', '/delivery-order/track/{id}');
    expect(track.summary).toBe(
      'Tracking summary: status, route, targets, fleet task, status timeline and completed activities',
    );
    expect(track.responses).toEqual({
      '200': { description: 'The tracking summary', schema: { type: 'object' } },
    });
    const pdf = route('GET', '/delivery-order/{id}/pdf');
    expect(pdf.summary).toBe('The order as a printable PDF (refused in Draf: 409 invalid-status)');
    expect(pdf.responses).toEqual({
      '200': {
        description: 'application/pdf',
        contentType: 'application/pdf',
        schema: { type: 'string', format: 'binary' },
      },
      '409': { description: 'invalid-status (Draf)' },
    });
  });

  it('filters on expanded objects map to their id fields', () => {
    expect(deliveryOrder.filterAliases).toEqual({
      'shipped_customer.id': 'customer_id',
      'billed_customer.id': 'billed_customer_id',
      'vendor.id': 'vendor_id',
      'origin_address.id': 'origin_address_id',
      'destination_address.id': 'destination_address_id',
      'box_type.id': 'box_type_id',
      'marketing_user.id': 'marketing_user_id',
    });
  });
});
