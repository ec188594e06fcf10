// The INFORMATION form's pure adapter: order → form values → create/update bodies, the changed
// fields, the client-side checks and where server errors land.
import { describe, expect, it } from 'vitest';
import {
  checkOrderRules,
  type CustomFieldDef,
} from '../../../../../src/domain/delivery-order/orderRules';
import {
  changedFormFields,
  createPayload,
  formFieldOfServerPath,
  informationErrors,
  ruleInput,
  toFormValues,
  updatePayload,
} from '../../../../../src/resources/delivery-order/information/informationForm';
import { unparsedNumber } from '../../../../../src/domain/format/numbers';
import type { DeliveryOrderRecord } from '../../../../../src/resources/delivery-order/shared/contracts';

const DEFS: CustomFieldDef[] = [
  {
    key: 'po_number',
    name: 'Nomor PO',
    type: 'TEXT',
    is_required: true,
    is_editable: true,
    is_active: true,
  },
  {
    key: 'declared_value',
    name: 'Nilai Barang',
    type: 'NUMBER',
    is_required: false,
    is_editable: true,
    is_active: true,
  },
  {
    key: 'due_date',
    name: 'Jatuh Tempo',
    type: 'DATE',
    is_required: false,
    is_editable: true,
    is_active: true,
  },
  {
    key: 'old_field',
    name: 'Lama',
    type: 'TEXT',
    is_required: false,
    is_editable: true,
    is_active: false,
  },
];

const order = (over: Partial<DeliveryOrderRecord> = {}): DeliveryOrderRecord =>
  ({
    id: 7,
    version: 3,
    created_on: '2030-01-01T00:00:00.000Z',
    updated_on: '2030-01-01T00:00:00.000Z',
    number: 'DO/2030/01/000007',
    status: { name: 'DRAFT', visited_statuses: ['DRAFT'] },
    customer_id: 1,
    customer_name: null,
    billed_customer_id: 1,
    marketing_user_id: 2,
    shipment_number: 'SHP-1',
    customer_notes: ['Hubungi satpam'],
    delivery_notes: [],
    note: 'Mudah pecah',
    origin_address_id: 1,
    destination_address_id: 2,
    expected_pickup_on: '2030-01-15T08:00:00.000+07:00',
    expected_delivered_on: '2030-01-16T08:00:00.000+07:00',
    is_special: false,
    user_definition_fields: [
      {
        key: 'po_number',
        name: 'Nomor PO',
        type: 'TEXT',
        value: 'PO-1',
        is_required: true,
        is_editable: true,
        is_active: true,
      },
      {
        key: 'declared_value',
        name: 'Nilai Barang',
        type: 'NUMBER',
        value: 0,
        is_required: false,
        is_editable: true,
        is_active: true,
      },
    ],
    ...over,
  }) as DeliveryOrderRecord;

describe('toFormValues', () => {
  it('takes every form field from the order, nulls for what it lacks, custom fields by key', () => {
    const values = toFormValues(order());
    expect(values).toMatchObject({
      customer_id: 1,
      aju_number: null,
      vendor_id: null,
      customer_notes: ['Hubungi satpam'],
      free_text_customer: false,
    });
    expect(values.udf).toEqual({ po_number: 'PO-1', declared_value: 0 });
  });

  it('an order with a typed customer name starts in free-text mode; the create form starts empty', () => {
    expect(
      toFormValues(order({ customer_id: null, customer_name: 'Toko Sumber' })).free_text_customer,
    ).toBe(true);
    expect(toFormValues()).toMatchObject({
      customer_id: null,
      customer_notes: [],
      is_special: false,
      udf: {},
    });
  });
});

describe('createPayload', () => {
  it('sends custom fields as [{key, value}] coerced to their types, blanks as null', () => {
    const values = {
      ...toFormValues(),
      customer_id: 1,
      udf: { po_number: ' PO-9 ', declared_value: '12.5', due_date: '' },
    };
    const body = createPayload(values, DEFS);
    expect(body.user_definition_fields).toEqual([
      { key: 'po_number', value: 'PO-9' },
      { key: 'declared_value', value: 12.5 },
      { key: 'due_date', value: null },
    ]);
    expect(body).toMatchObject({
      customer_id: 1,
      customer_name: null,
      aju_number: null,
      customer_notes: [],
    });
  });

  it('a free-text customer sends its name and no id', () => {
    const values = {
      ...toFormValues(),
      free_text_customer: true,
      customer_id: 4,
      customer_name: '  Toko Baru ',
    };
    expect(createPayload(values, DEFS)).toMatchObject({
      customer_id: null,
      customer_name: 'Toko Baru',
    });
  });
});

describe('updatePayload / changedFormFields', () => {
  it('nothing changed: nothing to send', () => {
    const initial = toFormValues(order());
    expect(updatePayload({ ...initial }, initial, DEFS)).toEqual({});
    // '' typed into an empty field and 0 typed as "0" are not changes either.
    expect(
      updatePayload(
        { ...initial, aju_number: '', udf: { ...initial.udf, declared_value: '0' } },
        initial,
        DEFS,
      ),
    ).toEqual({});
  });

  it('only the changed fields; custom fields as the whole [{key, value}] list', () => {
    const initial = toFormValues(order());
    const values = { ...initial, note: 'Baru', udf: { ...initial.udf, po_number: 'PO-2' } };
    expect(changedFormFields(values, initial, DEFS)).toEqual(['note', 'user_definition_fields']);
    expect(updatePayload(values, initial, DEFS)).toEqual({
      note: 'Baru',
      user_definition_fields: [
        { key: 'po_number', value: 'PO-2' },
        { key: 'declared_value', value: 0 },
        { key: 'due_date', value: null },
      ],
    });
  });
});

describe('informationErrors', () => {
  const now = '2030-01-10T00:00:00.000Z';
  const check = (values: ReturnType<typeof toFormValues>, changed?: string[]) =>
    informationErrors(
      values,
      DEFS,
      checkOrderRules(ruleInput(values), now, changed ? { changed } : {}),
      changed,
    );

  it('a number its input could not read is a change and an error, even over an empty field', () => {
    const initial = { ...toFormValues(order()), udf: { po_number: 'PO-1', declared_value: null } };
    const values = {
      ...initial,
      udf: { ...initial.udf, declared_value: unparsedNumber('12,5,3', 'invalid') },
    };
    const changed = changedFormFields(values, initial, DEFS);
    expect(changed).toContain('user_definition_fields');
    expect(check(values, changed)['udf.declared_value']).toMatchObject({ code: 'invalid-format' });
  });

  it('create: required fields, past targets and a missing required custom field', () => {
    const values = { ...toFormValues(), expected_pickup_on: '2030-01-01T00:00:00.000Z' };
    const errors = check(values);
    expect(Object.fromEntries(Object.entries(errors).map(([f, e]) => [f, e.code]))).toEqual({
      customer_id: 'required',
      billed_customer_id: 'required',
      origin_address_id: 'required',
      destination_address_id: 'required',
      expected_pickup_on: 'in-past',
      'udf.po_number': 'required',
    });
    expect(errors['udf.po_number'].path).toBe('user_definition_fields.0.value');
  });

  it('a free-text customer needs only its name; lengths are judged with their limits', () => {
    const values = {
      ...toFormValues(),
      free_text_customer: true,
      customer_name: '',
      aju_number: 'x'.repeat(101),
      udf: { po_number: 'PO' },
    };
    const errors = check(values);
    expect(errors.customer_name.code).toBe('required');
    expect(errors.aju_number).toEqual({ code: 'too-long', path: 'aju_number', max: 100 });
    const named = check({ ...values, customer_name: 'Toko', aju_number: null });
    expect(named).toEqual({});
  });

  it('edit: an untouched past target is not judged, a number custom field must be numeric', () => {
    const initial = toFormValues(
      order({
        expected_pickup_on: '2029-01-01T00:00:00.000Z',
        expected_delivered_on: '2029-01-02T00:00:00.000Z',
      }),
    );
    const values = { ...initial, udf: { ...initial.udf, declared_value: 'dua belas' } };
    const errors = check(values, changedFormFields(values, initial, DEFS));
    expect(Object.keys(errors)).toEqual(['udf.declared_value']);
    expect(errors['udf.declared_value'].code).toBe('invalid-format');
  });
});

describe('formFieldOfServerPath', () => {
  it('maps custom-field errors by the keys sent, top-level fields to themselves, the rest nowhere', () => {
    expect(
      formFieldOfServerPath('user_definition_fields.1.value', ['po_number', 'declared_value']),
    ).toBe('udf.declared_value');
    expect(formFieldOfServerPath('shipment_number', [])).toBe('shipment_number');
    expect(formFieldOfServerPath('customer_notes.2', [])).toBe('customer_notes');
    expect(formFieldOfServerPath('version', [])).toBeUndefined();
    expect(formFieldOfServerPath('delivery_order_loads.0.product_id', [])).toBeUndefined();
  });
});
