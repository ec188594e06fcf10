// The fleet task as every read serves it (expand.ts): `orders` in brief and each activity's
// `address`, which the schema does not name, declared for the OpenAPI document.
import { DELIVERY_STATUSES } from '../../../src/domain/delivery-order/statuses.ts';

type Json = Record<string, any>;

const nullable = (type: string) => ({ type: [type, 'null'] });

/** An address as a task shows it (TaskAddress). */
export const TASK_ADDRESS = {
  type: ['object', 'null'],
  required: ['id', 'name', 'city', 'address'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    city: nullable('string'),
    address: nullable('string'),
  },
};

/** One order of a task, in brief (TaskOrder). */
export const TASK_ORDER = {
  type: 'object',
  required: [
    'id',
    'number',
    'status',
    'shipped_customer_name',
    'origin_address',
    'destination_address',
    'track_link',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    number: nullable('string'),
    status: {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: { name: { type: 'string', enum: [...DELIVERY_STATUSES] } },
    },
    shipped_customer_name: nullable('string'),
    origin_address: TASK_ADDRESS,
    destination_address: TASK_ADDRESS,
    track_link: nullable('string'),
    loads: {
      type: 'array',
      description:
        "The order's load lines: in the driver's day (GET /fleet-task/driver/today) only",
      items: {
        type: 'object',
        required: [
          'id',
          'product_name',
          'quantity',
          'uom',
          'quantity_picked',
          'quantity_delivered',
        ],
        additionalProperties: false,
        properties: {
          id: { type: 'integer' },
          product_name: nullable('string'),
          quantity: { type: 'number' },
          uom: { type: 'string' },
          quantity_picked: nullable('number'),
          quantity_delivered: nullable('number'),
        },
      },
    },
  },
};

export function servedTask(record: Json): { record: Json } {
  record.properties.orders = {
    type: 'array',
    readOnly: true,
    description: 'The orders of delivery_order_ids in brief, in that order (read-only)',
    items: TASK_ORDER,
  };
  const activity = record.properties.activities?.items;
  if (activity?.properties)
    activity.properties.address = {
      ...TASK_ADDRESS,
      readOnly: true,
      description: "The activity's address (read-only; null when it is gone)",
    };
  return { record };
}
