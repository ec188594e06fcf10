// A delivery order as a list serves it (expand.ts): each custom-field value also under its own key
// (master-data §7), keys no schema names, declared for the OpenAPI document.
type Json = Record<string, any>;

/** A custom field's key (custom-field.schema.json `key`). */
export const CUSTOM_FIELD_KEY = '^[a-z][a-z0-9_]*$';

export function servedOrder(record: Json): { listItem: Json } {
  const stored = record.properties?.user_definition_fields;
  return {
    listItem: {
      ...record,
      // A list item's custom fields are its stored values only, {key, value}: the definitions
      // (name, type, flags) come once from GET /custom-field/delivery-order (expand.ts, issue 27).
      ...(stored
        ? {
            properties: {
              ...record.properties,
              user_definition_fields: {
                ...stored,
                description:
                  "The order's stored custom-field values, by key: the definitions (name, type, flags) are the company's custom fields (GET /custom-field/delivery-order), not repeated on every list item",
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['key', 'value'],
                  properties: {
                    key: stored.items?.properties?.key,
                    value: stored.items?.properties?.value,
                  },
                },
              },
            },
          }
        : {}),
      description:
        'A delivery order as lists serve it: the record, plus the value of each custom field under its key (user_definition_fields[].key)',
      // Named properties keep their own schemas; any other key is a custom field's (its key pattern).
      propertyNames: { pattern: CUSTOM_FIELD_KEY },
      additionalProperties: {
        type: ['string', 'number', 'null'],
        description: 'A custom field value (TEXT, NUMBER or DATE as YYYY-MM-DD), under its key',
      },
    },
  };
}
