// The delivery order's integrations (delivery-order.md §1, §2, §6, §7 '/shell', §9; master-data.md
// §7 'Delivery-order calls used by administration'):
//
//   POST   /delivery-order/{id}/shell                  push an energy-company status event
//   POST   /delivery-order/accurate/sync-bulk          send unsynced orders to the accounting system
//   DELETE /delivery-order/{id}/remove-invoice         remove the order's invoice there and here
//   POST   /delivery-order/external/validate-geocode   check address coordinates (server-side only)
//   POST   /delivery-order/accurate/webhook            inbound: the accounting system says an order
//                                                      changed or was deleted there (signed, no token)
//
// Outbound calls go through server/integrations/webhook.ts to config.integrations.energy and
// .accounting; an unset URL answers 400 integration-not-configured, a receiver that fails or cannot
// be reached 502 integration-failed. The call is made BEFORE the transaction that records it, so
// no row stays locked while a remote system thinks, and the attempt can be committed whatever the
// answer. The spec names no wire format for these systems: the payloads below are ours.
import { SIGNATURE_HEADER } from '../../../integrations/webhook.ts';
import type { CustomRoute } from '../../types.ts';
import { ACCOUNTING_INTEGRATION_SCOPES } from '../../../../src/domain/access/featureScopes.ts';
import { ACCOUNTING_STATES, GEOCODE_LIMIT, SYNC_BULK_LIMIT } from './common.ts';
import { ENERGY_INTEGRATION_SCOPES } from '../../../../src/domain/delivery-order/editability.ts';
import { ENERGY_EVENT_BODY, pushEnergyEvent, type EnergyEventRequest } from './energy.ts';
import { syncBulk, removeInvoice, accountingNotice } from './accounting.ts';
import { validateGeocode } from './geocode.ts';

const errors = { $ref: '#/components/schemas/Errors' };
const orderEnvelope = {
  type: 'object',
  properties: { data: { $ref: '#/components/schemas/DeliveryOrder' } },
};

/** The integration routes of the delivery-order module (paths under the order service's base path). */
export function integrationRoutes(): CustomRoute[] {
  const accounting = [...ACCOUNTING_INTEGRATION_SCOPES];
  return [
    {
      method: 'POST',
      path: '/delivery-order/{id}/shell',
      action: 'update',
      extraScopes: [...ENERGY_INTEGRATION_SCOPES],
      summary:
        'Push an energy-integration event (§9) to the energy company. Allowed in STARTED, PICKED, TRANSITED and DELIVERED (else 409 invalid-status). The attempt is recorded in history (ENERGY_INTEGRATION) whatever the outcome; on success the order keeps event and event_time.',
      body: ENERGY_EVENT_BODY,
      responses: {
        '200': {
          description: 'Sent; the order with event and event_time set',
          schema: orderEnvelope,
        },
        '400': {
          description:
            'event / event_time required, invalid-value or invalid-format; or integration-not-configured',
          schema: errors,
        },
        '409': { description: 'status: invalid-status', schema: errors },
        '502': {
          description: 'integration: integration-failed (the failed attempt is in history)',
          schema: errors,
        },
      },
      handler: ({ server, account, params, body }) =>
        pushEnergyEvent(server, account, params.id, body as EnergyEventRequest),
    },
    {
      method: 'POST',
      path: '/delivery-order/accurate/sync-bulk',
      action: 'update',
      extraScopes: accounting,
      summary: `Send every order that is not DRAFT or CANCELED and not yet SYNCED (at most ${SYNC_BULK_LIMIT}, oldest first) to the accounting system in one batch; on success they become SYNCED (ACCOUNTING_SYNC in history). No body.`,
      responses: {
        '200': {
          description:
            'synced: how many were sent and marked; ids: which. Nothing to send: synced 0, no call made.',
          schema: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  synced: { type: 'integer' },
                  ids: { type: 'array', items: { type: 'integer' } },
                },
              },
            },
          },
        },
        '400': { description: 'integration: integration-not-configured', schema: errors },
        '502': {
          description: 'integration: integration-failed; nothing was marked',
          schema: errors,
        },
      },
      handler: ({ server, account }) => syncBulk(server, account),
    },
    {
      method: 'DELETE',
      path: '/delivery-order/{id}/remove-invoice',
      action: 'update',
      extraScopes: accounting,
      summary:
        "Ask the accounting system to remove the order's invoice; on success the order's invoice becomes null (INVOICE_REMOVED in history).",
      responses: {
        '200': { description: 'The order without invoice', schema: orderEnvelope },
        '400': { description: 'integration: integration-not-configured', schema: errors },
        '409': {
          description: 'invoice: invalid-status (the order has no invoice)',
          schema: errors,
        },
        '502': {
          description: 'integration: integration-failed; nothing was changed',
          schema: errors,
        },
      },
      handler: ({ server, account, params }) => removeInvoice(server, account, params.id),
    },
    {
      method: 'POST',
      path: '/delivery-order/external/validate-geocode',
      action: 'read',
      extraScopes: accounting,
      summary:
        "Check addresses' coordinates before they are sent on: present, and inside Indonesia's bounding box (latitude −11..6, longitude 95..141). A server-side check of stored data; no external geocoder is called.",
      bodyDoc: {
        type: 'object',
        additionalProperties: false,
        oneOf: [{ required: ['address_ids'] }, { required: ['delivery_order_id'] }],
        properties: {
          address_ids: {
            type: 'array',
            items: { type: 'integer', minimum: 1 },
            minItems: 1,
            maxItems: GEOCODE_LIMIT,
          },
          delivery_order_id: {
            type: 'integer',
            minimum: 1,
            description: "Instead of address_ids: the order's origin and destination",
          },
        },
      },
      responses: {
        '200': {
          description:
            'One result per distinct address, in the order asked; reason: not-found, missing-coordinates or outside-indonesia',
          schema: {
            type: 'object',
            properties: {
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['address_id', 'valid'],
                  properties: {
                    address_id: { type: 'integer' },
                    valid: { type: 'boolean' },
                    reason: { enum: ['not-found', 'missing-coordinates', 'outside-indonesia'] },
                  },
                },
              },
            },
          },
        },
        '404': { description: 'delivery_order_id: not-found (no such order)', schema: errors },
      },
      handler: ({ server, body }) => validateGeocode(server, body),
    },
    {
      method: 'POST',
      path: '/delivery-order/accurate/webhook',
      action: 'update',
      public: 'signature',
      summary:
        'Inbound from the accounting system: an order changed or was deleted there. No bearer token: X-Armada-Signature (sha256=<hex HMAC-SHA256 of the raw body with ACCOUNTING_INBOUND_SECRET>) authenticates it. Sets accounting_state (the detail page banner) and records ACCOUNTING_CHANGED / ACCOUNTING_DELETED by Sistem; a repeated notice changes nothing.',
      bodyDoc: {
        type: 'object',
        required: ['state'],
        anyOf: [{ required: ['delivery_order_id'] }, { required: ['number'] }],
        additionalProperties: false,
        properties: {
          delivery_order_id: { type: 'integer', minimum: 1 },
          number: {
            type: 'string',
            minLength: 1,
            maxLength: 50,
            description:
              'Instead of (or with) delivery_order_id; with both, they must name the same order',
          },
          state: { enum: [...ACCOUNTING_STATES] },
        },
      },
      responses: {
        '200': {
          description: 'Applied (changed false: the order already had this state)',
          schema: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  id: { type: 'integer' },
                  number: { type: 'string' },
                  accounting_state: { type: 'string' },
                  changed: { type: 'boolean' },
                },
              },
            },
          },
        },
        '400': {
          description: 'Bad body; or integration-not-configured (no inbound secret set)',
          schema: errors,
        },
        '404': {
          description: 'No such order (delivery_order_id or number: not-found)',
          schema: errors,
        },
      },
      handler: ({ server, rawBody, request, body }) => {
        const header = request.headers[SIGNATURE_HEADER.toLowerCase()];
        return accountingNotice(server, rawBody, Array.isArray(header) ? header[0] : header, body);
      },
    },
  ];
}
