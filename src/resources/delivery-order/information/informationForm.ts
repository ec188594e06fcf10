// The INFORMATION form's values and what they become on the wire (delivery-order.md §3, §5). Pure:
// the order in, form values out, and back; the clock is passed in. The rules themselves live in
// src/domain/delivery-order (checkOrderRules, normalizeCustomFields); this module only adapts the
// form's shape to them.
import {
  CUSTOM_FIELD_VALUE_MAX,
  isFreeTextCustomer,
  normalizeCustomFields,
  type CustomFieldDef,
  type OrderRuleInput,
} from '../../../domain/delivery-order/orderRules.ts';
import { sameValue } from '../../../dataProviders/diff.ts';
import { isUnparsedNumber, type UnparsedNumber } from '../../../domain/format/numbers.ts';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';

/** The order fields the form edits, in the order they are sent. */
export const FORM_ORDER_FIELDS = [
  'customer_id',
  'customer_name',
  'billed_customer_id',
  'billed_customer_name',
  'marketing_user_id',
  'external_reference_number',
  'aju_number',
  'shipment_number',
  'reference_number',
  'e_seal_number',
  'customer_notes',
  'note',
  'delivery_notes',
  'origin_address_id',
  'destination_address_id',
  'expected_pickup_on',
  'expected_delivered_on',
  'origin_service_time',
  'destination_service_time',
  'box_type_id',
  'vendor_id',
  'is_special',
] as const satisfies readonly (keyof DeliveryOrderRecord)[];

export type FormOrderField = (typeof FORM_ORDER_FIELDS)[number];

/** Fields behind the other-info switch (the less-used ones). */
export const OTHER_INFO_FIELDS = [
  'external_reference_number',
  'aju_number',
  'reference_number',
  'e_seal_number',
  'delivery_notes',
  'origin_service_time',
  'destination_service_time',
] as const satisfies readonly FormOrderField[];

/** Text fields and their length limits (schemas/delivery-order.schema.json, §5, §9). */
export const TEXT_LIMITS: Partial<Record<FormOrderField, number>> = {
  customer_name: 150,
  billed_customer_name: 150,
  external_reference_number: 100,
  aju_number: 100,
  shipment_number: 100,
  reference_number: 100,
  e_seal_number: 100,
  note: 255,
};

/** Each item of customer_notes and delivery_notes. */
export const NOTE_ITEM_MAX = 255;

/** The form field of a custom field's value: keyed by the definition's key (unique, stable). */
export const udfSource = (key: string) => `udf.${key}`;

/** A NUMBER field's input holds an UnparsedNumber while its text cannot be read (LocaleNumberInput). */
export type CustomFieldValues = Record<string, string | number | UnparsedNumber | null | undefined>;

export interface InformationFormValues {
  /** UI only: the customer is typed as free text (customer_name) instead of chosen (customer_id). */
  free_text_customer: boolean;
  customer_id: number | null;
  customer_name: string | null;
  billed_customer_id: number | null;
  billed_customer_name: string | null;
  marketing_user_id: number | null;
  external_reference_number: string | null;
  aju_number: string | null;
  shipment_number: string | null;
  reference_number: string | null;
  e_seal_number: string | null;
  customer_notes: string[];
  note: string | null;
  delivery_notes: string[];
  origin_address_id: number | null;
  destination_address_id: number | null;
  expected_pickup_on: string | null;
  expected_delivered_on: string | null;
  origin_service_time: string | null;
  destination_service_time: string | null;
  box_type_id: number | null;
  vendor_id: number | null;
  is_special: boolean;
  udf: CustomFieldValues;
}

const ARRAY_FIELDS: readonly FormOrderField[] = ['customer_notes', 'delivery_notes'];

/**
 * The form's starting values: the order's (nulls for what it lacks), or an empty create form. Every
 * custom field defined gets a value (null when unset), so an input that registers it untouched does
 * not make the form dirty.
 */
export function toFormValues(
  order?: Partial<DeliveryOrderRecord>,
  defs: readonly CustomFieldDef[] = [],
): InformationFormValues {
  const values: Record<string, unknown> = {};
  for (const field of FORM_ORDER_FIELDS) {
    const value = order?.[field];
    if (ARRAY_FIELDS.includes(field)) values[field] = Array.isArray(value) ? [...value] : [];
    else if (field === 'is_special') values[field] = value === true;
    else values[field] = value === undefined ? null : value;
  }
  const udf: CustomFieldValues = {};
  for (const def of defs) udf[def.key] = null;
  for (const entry of order?.user_definition_fields ?? []) udf[entry.key] = entry.value ?? null;
  return {
    ...(values as Omit<InformationFormValues, 'free_text_customer' | 'udf'>),
    free_text_customer: order
      ? isFreeTextCustomer({ customer_id: order.customer_id, customer_name: order.customer_name })
      : false,
    udf,
  };
}

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** A field's value as sent: blank text is null; the free-text switch decides which customer field counts. */
function wireValue(values: InformationFormValues, field: FormOrderField): unknown {
  if (field === 'customer_id')
    return values.free_text_customer ? null : (values.customer_id ?? null);
  if (field === 'customer_name')
    return values.free_text_customer ? blankToNull(values.customer_name?.trim() ?? null) : null;
  if (field === 'billed_customer_name')
    return values.free_text_customer
      ? blankToNull(values.billed_customer_name?.trim() ?? null)
      : (values.billed_customer_name ?? null);
  const value = values[field];
  if (ARRAY_FIELDS.includes(field))
    return ((value as string[] | undefined) ?? []).map((s) => s.trim()).filter((s) => s !== '');
  if (field === 'is_special') return value === true;
  return blankToNull(value ?? null);
}

/** A custom field as sent. */
export interface CustomFieldEntry {
  key: string;
  value: string | number | null;
}

/**
 * A body the form sends: its fields' wire values, which stay unknown (the server checks them), and
 * the custom fields as a list, which the error mapping reads back (formFieldOfServerPath).
 */
export interface OrderPayload {
  [field: string]: unknown;
  user_definition_fields?: CustomFieldEntry[];
}

/** The custom fields as sent ([{key, value}]), in the definitions' order, coerced to their types. */
export function customFieldPayload(
  defs: readonly CustomFieldDef[],
  udf: CustomFieldValues,
): CustomFieldEntry[] {
  // An inactive definition is sent only when the order still holds a value of it (§3: old orders keep theirs).
  const held = (key: string) => udf[key] !== undefined && udf[key] !== null;
  const entries = defs
    .filter((d) => d.is_active || held(d.key))
    .map((d) => ({ key: d.key, value: udf[d.key] ?? null }));
  const { fields } = normalizeCustomFields(defs, entries);
  return fields.map((f) => ({ key: f.key, value: f.value }));
}

/** The create body: every form field, and the custom fields as [{key, value}]. */
export function createPayload(
  values: InformationFormValues,
  defs: readonly CustomFieldDef[],
): OrderPayload & { user_definition_fields: CustomFieldEntry[] } {
  const body: OrderPayload = {};
  for (const field of FORM_ORDER_FIELDS) body[field] = wireValue(values, field);
  return Object.assign(body, {
    user_definition_fields: customFieldPayload(defs, values.udf ?? {}),
  });
}

/** The fields whose sent value differs from the starting one (custom fields count as one). */
export function changedFormFields(
  values: InformationFormValues,
  initial: InformationFormValues,
  defs: readonly CustomFieldDef[],
): string[] {
  const changed: string[] = FORM_ORDER_FIELDS.filter(
    (f) => !sameValue(wireValue(values, f), wireValue(initial, f)),
  );
  const keys = new Set([
    ...defs.map((d) => d.key),
    ...Object.keys(values.udf ?? {}),
    ...Object.keys(initial.udf ?? {}),
  ]);
  const udfChanged = [...keys].some(
    (key) =>
      !sameValue(
        normalizedUdf(defs, key, values.udf?.[key]),
        normalizedUdf(defs, key, initial.udf?.[key]),
      ),
  );
  if (udfChanged) changed.push('user_definition_fields');
  return changed;
}

/** A custom value compared as it would be sent ("12" and 12 are the same number; '' is null). */
function normalizedUdf(defs: readonly CustomFieldDef[], key: string, value: unknown): unknown {
  // Text a number input could not read is a change (and an error), never the empty value it is not.
  if (isUnparsedNumber(value)) return value;
  const def = defs.find((d) => d.key === key);
  if (!def) return blankToNull(value ?? null);
  const { fields } = normalizeCustomFields([def], [{ key, value }]);
  return fields[0]?.value ?? null;
}

/** The update body: only the changed fields (nothing when nothing changed); version is added by the caller. */
export function updatePayload(
  values: InformationFormValues,
  initial: InformationFormValues,
  defs: readonly CustomFieldDef[],
): OrderPayload {
  const changed = changedFormFields(values, initial, defs);
  const body: OrderPayload = {};
  for (const field of changed) {
    if (field === 'user_definition_fields')
      body.user_definition_fields = customFieldPayload(defs, values.udf ?? {});
    else body[field] = wireValue(values, field as FormOrderField);
  }
  return body;
}

/** What checkOrderRules reads, from the form. */
export function ruleInput(values: InformationFormValues): OrderRuleInput {
  return {
    customer_id: wireValue(values, 'customer_id') as number | null,
    customer_name: wireValue(values, 'customer_name') as string | null,
    billed_customer_id: values.billed_customer_id ?? null,
    origin_address_id: values.origin_address_id ?? null,
    destination_address_id: values.destination_address_id ?? null,
    expected_pickup_on: values.expected_pickup_on ?? null,
    expected_delivered_on: values.expected_delivered_on ?? null,
  };
}

/**
 * A server error path to the form field it belongs to: custom fields are sent as a list in the
 * definitions' order, so user_definition_fields.<i>.value is the i-th key sent. Paths the form
 * does not show (version, status, loads) have no field.
 */
export function formFieldOfServerPath(
  path: string,
  sentCustomKeys: readonly string[],
): string | undefined {
  const udf = /^user_definition_fields\.(\d+)(?:\.(?:value|key))?$/.exec(path);
  if (udf) {
    const key = sentCustomKeys[Number(udf[1])];
    return key === undefined ? undefined : udfSource(key);
  }
  const top = path.split('.')[0];
  return (FORM_ORDER_FIELDS as readonly string[]).includes(top) ? top : undefined;
}

export interface FormError {
  /** The error code (schemas/meta/error-codes.json, ORDER_RULE_CODES, custom-field codes). */
  code: string;
  /** The path ruleMessage looks the message up by. */
  path: string;
  /** For too-long: the limit. */
  max?: number;
}

/**
 * The client-side checks of §5 before a save, keyed by form field: the order rules
 * (checkOrderRules, given here as `orderErrors` so the caller passes the clock), the length limits,
 * and the custom fields (normalizeCustomFields).
 */
export function informationErrors(
  values: InformationFormValues,
  defs: readonly CustomFieldDef[],
  orderErrors: Record<string, string>,
  /** On an update, only the changed fields are judged (the locked ones cannot change anyway). */
  changed?: readonly string[],
): Record<string, FormError> {
  const errors: Record<string, FormError> = {};
  const judged = (field: string) => changed === undefined || changed.includes(field);
  for (const [field, code] of Object.entries(orderErrors)) {
    // The free-text customer is required by name instead of by id.
    if (field === 'customer_id' && values.free_text_customer)
      errors.customer_name = { code, path: 'customer_name' };
    else errors[field] = { code, path: field };
  }
  if (values.free_text_customer && wireValue(values, 'customer_name') === null)
    errors.customer_name = { code: 'required', path: 'customer_name' };
  for (const [field, max] of Object.entries(TEXT_LIMITS) as [FormOrderField, number][]) {
    const value = values[field];
    if (judged(field) && typeof value === 'string' && value.trim().length > max)
      errors[field] = { code: 'too-long', path: field, max };
  }
  for (const field of ARRAY_FIELDS) {
    const items = (values[field] as string[] | undefined) ?? [];
    if (
      judged(field) &&
      items.some((s) => typeof s === 'string' && s.trim().length > NOTE_ITEM_MAX)
    ) {
      errors[field] = { code: 'too-long', path: field, max: NOTE_ITEM_MAX };
    }
  }
  if (judged('user_definition_fields')) {
    const entries = defs
      .filter((d) => d.is_active)
      .map((d) => ({ key: d.key, value: values.udf?.[d.key] ?? null }));
    const result = normalizeCustomFields(defs, entries);
    for (const [path, code] of Object.entries(result.errors)) {
      const key = entries[Number(path.split('.')[1])]?.key;
      if (key !== undefined)
        errors[udfSource(key)] = {
          code,
          path,
          max: code === 'too-long' ? CUSTOM_FIELD_VALUE_MAX : undefined,
        };
    }
  }
  return errors;
}
