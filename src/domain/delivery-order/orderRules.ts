// Order rules that compare with now or with other fields (delivery-order.md §5), the spec's field
// messages (§5, §8) and custom-field values (§3 user_definition_fields, §5 "Custom fields").
// Checked by the server on create and update and by the form before it submits; `now` is passed in.
import type { Label } from './statuses.ts';

export type OrderRuleCode =
  'required' | 'in-past' | 'before-pickup' | 'same-as-origin' | 'invalid-format';

/** Codes these rules add to schemas/meta/error-codes.json's list. */
export const ORDER_RULE_CODES = ['in-past', 'before-pickup', 'same-as-origin'] as const;

export interface OrderRuleInput {
  customer_id?: number | null;
  customer_name?: string | null;
  billed_customer_id?: number | null;
  origin_address_id?: number | null;
  destination_address_id?: number | null;
  expected_pickup_on?: string | null;
  expected_delivered_on?: string | null;
}

const isNil = (v: unknown): v is null | undefined => v === null || v === undefined;
const isBlank = (v: unknown) => isNil(v) || (typeof v === 'string' && v.trim() === '');

/** A free-text customer: no customer id, a non-blank name. The customer and address requirements drop. */
export const isFreeTextCustomer = (
  order: Pick<OrderRuleInput, 'customer_id' | 'customer_name'>,
): boolean => isNil(order.customer_id) && !isBlank(order.customer_name);

const REQUIRED_UNLESS_FREE_TEXT = [
  'customer_id',
  'billed_customer_id',
  'origin_address_id',
  'destination_address_id',
] as const;

const MINUTE = 60_000;

function toTime(value: Date | string): number | undefined {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * Field → code for an order (for an update: the stored order with the changes applied).
 * - customer_id, billed_customer_id, origin_address_id, destination_address_id: 'required', unless
 *   the customer is free text (customer_id null, customer_name not blank).
 * - destination_address_id: 'same-as-origin'.
 * - expected_pickup_on: 'in-past'; expected_delivered_on: 'in-past', else 'before-pickup';
 *   unparsable dates: 'invalid-format'. "Before now" is judged to the minute: a target in the current
 *   minute is accepted, so a value picked as "now" survives the time it takes to submit.
 * - options.changed (the fields being changed, for an update) limits the checks that could turn an
 *   untouched stored value invalid: a date is compared with now only when it changes, and the pairs
 *   (pickup/delivered, origin/destination) are compared only when one of them changes. Requirements
 *   are always checked. Without options.changed (create) everything is checked.
 */
export function checkOrderRules(
  order: OrderRuleInput,
  now: Date | string,
  options: { changed?: readonly string[] } = {},
): Record<string, OrderRuleCode> {
  const nowMs = toTime(now);
  if (nowMs === undefined) throw new TypeError('checkOrderRules: now is not a valid date');
  const changed = options.changed;
  const judged = (...fields: string[]) =>
    changed === undefined || fields.some((f) => changed.includes(f));
  const errors: Record<string, OrderRuleCode> = {};

  if (!isFreeTextCustomer(order)) {
    for (const field of REQUIRED_UNLESS_FREE_TEXT)
      if (isNil(order[field])) errors[field] = 'required';
  }

  const origin = order.origin_address_id;
  const destination = order.destination_address_id;
  if (
    !isNil(origin) &&
    origin === destination &&
    judged('origin_address_id', 'destination_address_id')
  ) {
    errors.destination_address_id = 'same-as-origin';
  }

  const earliest = Math.floor(nowMs / MINUTE) * MINUTE;
  const parse = (field: 'expected_pickup_on' | 'expected_delivered_on'): number | undefined => {
    const value = order[field];
    if (isBlank(value)) return undefined;
    const ms = toTime(value as string);
    if (ms === undefined) errors[field] = 'invalid-format';
    return ms;
  };
  const pickup = parse('expected_pickup_on');
  const delivered = parse('expected_delivered_on');

  if (pickup !== undefined && pickup < earliest && judged('expected_pickup_on'))
    errors.expected_pickup_on = 'in-past';
  if (delivered !== undefined) {
    if (delivered < earliest && judged('expected_delivered_on'))
      errors.expected_delivered_on = 'in-past';
    else if (
      pickup !== undefined &&
      delivered < pickup &&
      judged('expected_pickup_on', 'expected_delivered_on')
    ) {
      errors.expected_delivered_on = 'before-pickup';
    }
  }
  return errors;
}

const REQUIRED: Label = { id: 'Wajib diisi', en: 'Required' };
const REQUIRED_FILLED: Label = { id: 'Wajib Terisi', en: 'Required' };
const DELETED: Label = {
  id: 'Data telah dihapus dari sistem.',
  en: 'This data has been deleted from the system.',
};
const VENDOR_NOT_FOUND: Label = { id: 'Vendor tidak ditemukan', en: 'Vendor not found' };
const MAX_100: Label = { id: 'Maksimal 100 karakter', en: 'At most 100 characters' };
const MAX_255: Label = { id: 'Maksimal 255 karakter', en: 'At most 255 characters' };

/**
 * The spec's messages, keyed '<field>.<code>' (field paths without array indices). Codes as the
 * API sends them (schemas/meta/error-codes.json plus ORDER_RULE_CODES). ruleMessage falls back to
 * GENERIC_MESSAGES.
 */
export const RULE_MESSAGES: Record<string, Label> = {
  // §5 order rules
  'customer_id.required': REQUIRED,
  'customer_name.required': REQUIRED,
  'billed_customer_id.required': REQUIRED,
  'origin_address_id.required': REQUIRED,
  'destination_address_id.required': REQUIRED,
  'expected_pickup_on.in-past': {
    id: 'Target Diambil tidak boleh kurang dari hari Ini',
    en: 'The pickup target cannot be earlier than today',
  },
  'expected_delivered_on.in-past': {
    id: 'Target Dikirim tidak boleh kurang dari hari Ini',
    en: 'The delivery target cannot be earlier than today',
  },
  'expected_delivered_on.before-pickup': {
    id: 'Target Dikirim tidak boleh kurang dari Target Diambil',
    en: 'The delivery target cannot be earlier than the pickup target',
  },
  'destination_address_id.same-as-origin': {
    id: 'Alamat Tujuan tidak boleh sama dengan Alamat Asal',
    en: 'The destination address cannot be the same as the origin address',
  },
  'aju_number.too-long': MAX_100,
  'shipment_number.too-long': MAX_100,
  'reference_number.too-long': MAX_100,
  'note.too-long': MAX_255,
  // §5 transitions, scheduling and energy integration
  'canceled_reason_id.required': REQUIRED,
  'rescheduled_reason_id.required': REQUIRED,
  'transit_address_id.required': REQUIRED_FILLED,
  'event.required': REQUIRED_FILLED,
  'event_time.required': REQUIRED_FILLED,
  // §5 load line
  'product_id.required': REQUIRED,
  'quantity.required': REQUIRED,
  'quantity.too-small': { id: 'Harus lebih dari 0', en: 'Must be greater than 0' },
  'quantity.too-large': { id: 'Maksimal 10,000,000', en: 'At most 10,000,000' },
  'uom.required': REQUIRED,
  // §8 server field errors
  'shipment_number.not-unique': {
    id: 'No. Shipment sudah terdaftar di sistem.',
    en: 'This shipment number is already registered.',
  },
  'origin_address_id.not-found': {
    id: 'Gagal disimpan. Alamat Asal tidak ada di Data Master Alamat.',
    en: 'Not saved. The origin address is not in the address master data.',
  },
  'destination_address_id.not-found': {
    id: 'Gagal disimpan. Alamat Tujuan tidak ada di Data Master Alamat.',
    en: 'Not saved. The destination address is not in the address master data.',
  },
  'customer_id.not-found': DELETED,
  'billed_customer_id.not-found': DELETED,
  'marketing_user_id.not-found': DELETED,
  'box_type_id.not-found': DELETED,
  'customer_id.invalid-value': DELETED,
  'billed_customer_id.invalid-value': DELETED,
  'marketing_user_id.invalid-value': DELETED,
  'origin_address_id.invalid-value': DELETED,
  'destination_address_id.invalid-value': DELETED,
  'box_type_id.invalid-value': DELETED,
  'delivery_order_loads.not-found': DELETED,
  'delivery_order_loads.invalid-value': DELETED,
  'vendor_id.not-found': VENDOR_NOT_FOUND,
  'vendor_id.invalid-value': VENDOR_NOT_FOUND,
  'ids.invalid-status': {
    id: 'Gagal dihapus. Ada status pengiriman selain Draf.',
    en: 'Not deleted. Some deliveries are not in Draft status.',
  },
};

export const GENERIC_MESSAGES = {
  required: REQUIRED,
  invalid: {
    id: 'Terdapat kesalahan format pada input anda',
    en: 'Some of your input has the wrong format',
  },
} as const satisfies Record<string, Label>;

/**
 * The message for a field error: the spec's own for the field path (indices ignored, then the
 * path's last segments, so delivery_order_loads.3.quantity finds quantity.*), else 'Wajib diisi'
 * for required, else the spec's default 'Terdapat kesalahan format pada input anda'.
 */
export function ruleMessage(path: string, code: string): Label {
  const segments = path.split('.').filter((s) => !/^\d+$/.test(s));
  for (let i = 0; i < segments.length; i++) {
    const message = RULE_MESSAGES[`${segments.slice(i).join('.')}.${code}`];
    if (message) return message;
  }
  return code === 'required' ? GENERIC_MESSAGES.required : GENERIC_MESSAGES.invalid;
}

// ---- custom fields ----------------------------------------------------------------------------

export type CustomFieldType = 'TEXT' | 'NUMBER' | 'DATE';

/** A custom-field definition (schemas/custom-field.schema.json). */
export interface CustomFieldDef {
  key: string;
  name: string;
  type: CustomFieldType;
  is_required: boolean;
  is_editable: boolean;
  is_active: boolean;
}

export interface CustomFieldValue {
  key: string;
  name: string;
  type: CustomFieldType;
  value: string | number | null;
  is_required: boolean;
  is_editable: boolean;
  is_active: boolean;
}

export type CustomFieldErrorCode =
  'required' | 'invalid-format' | 'too-long' | 'unknown-field' | 'not-unique';

/** schemas/delivery-order.schema.json: user_definition_fields[].value maxLength. */
export const CUSTOM_FIELD_VALUE_MAX = 255;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

function isCalendarDate(text: string): boolean {
  const m = DATE_ONLY.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** One value as stored for its type, or the error code. Blank is null for every type. */
function coerce(
  type: CustomFieldType,
  raw: unknown,
): { value: string | number | null } | { error: CustomFieldErrorCode } {
  if (isBlank(raw)) return { value: null };
  switch (type) {
    case 'NUMBER': {
      if (typeof raw === 'number')
        return Number.isFinite(raw) ? { value: raw } : { error: 'invalid-format' };
      if (typeof raw === 'string' && DECIMAL.test(raw.trim())) return { value: Number(raw.trim()) };
      return { error: 'invalid-format' };
    }
    case 'DATE':
      return typeof raw === 'string' && isCalendarDate(raw.trim())
        ? { value: raw.trim() }
        : { error: 'invalid-format' };
    case 'TEXT': {
      const text =
        typeof raw === 'string'
          ? raw.trim()
          : typeof raw === 'number' && Number.isFinite(raw)
            ? String(raw)
            : undefined;
      if (text === undefined) return { error: 'invalid-format' };
      return text.length > CUSTOM_FIELD_VALUE_MAX ? { error: 'too-long' } : { value: text };
    }
  }
}

/**
 * An order's custom fields merged with the definitions by key (§3, §5):
 * - name, type and flags come from the definition; the value is coerced to the type: NUMBER from a
 *   number or a decimal string ("12.5" → 12.5, 0 stays 0), DATE as YYYY-MM-DD (a real calendar
 *   date), TEXT trimmed; blank is null for every type.
 * - an active required field must not be null ('required'); a bad value is 'invalid-format'
 *   (TEXT over 255 characters: 'too-long').
 * - a value whose key has no definition: 'unknown-field' on its key; a key given twice: 'not-unique'.
 * - fields: the values given, in their order (unknown keys dropped), then the active definitions
 *   not given, with a null value; an inactive definition appears only when a value was given (old
 *   orders keep what they recorded).
 * - errors are keyed user_definition_fields.<index>.value|key where index is the position in
 *   `values`, or values.length + k for the k-th definition appended, which is its position in
 *   `fields` whenever there is no unknown key.
 */
export function normalizeCustomFields(
  defs: readonly CustomFieldDef[],
  values: readonly { key: string; value: unknown }[],
): { fields: CustomFieldValue[]; errors: Record<string, CustomFieldErrorCode> } {
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const fields: CustomFieldValue[] = [];
  const errors: Record<string, CustomFieldErrorCode> = {};
  const given = new Set<string>();

  const add = (def: CustomFieldDef, raw: unknown, index: number) => {
    const coerced = coerce(def.type, raw);
    const value = 'value' in coerced ? coerced.value : null;
    if ('error' in coerced) errors[`user_definition_fields.${index}.value`] = coerced.error;
    else if (value === null && def.is_required && def.is_active)
      errors[`user_definition_fields.${index}.value`] = 'required';
    fields.push({
      key: def.key,
      name: def.name,
      type: def.type,
      value,
      is_required: def.is_required,
      is_editable: def.is_editable,
      is_active: def.is_active,
    });
  };

  values.forEach((entry, index) => {
    const key = typeof entry?.key === 'string' ? entry.key : '';
    const def = byKey.get(key);
    if (key === '') errors[`user_definition_fields.${index}.key`] = 'required';
    else if (given.has(key)) errors[`user_definition_fields.${index}.key`] = 'not-unique';
    else if (!def) errors[`user_definition_fields.${index}.key`] = 'unknown-field';
    else {
      given.add(key);
      add(def, entry.value, index);
    }
  });

  let next = values.length;
  for (const def of defs) {
    if (!def.is_active || given.has(def.key)) continue;
    add(def, null, next++);
  }
  return { fields, errors };
}
