// Records typed by resource name (src/generated/types.ts, Payload's GeneratedTypes as the model):
// RecordOf<'customer'> is the customer schema's type, and every registry resource has one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { resources } from '../../src/generated/registry.ts';
import type {
  Customer,
  DeliveryOrder,
  RecordOf,
  ResourceName,
  StoredRecordOf,
} from '../../src/generated/types.ts';

describe('generated record types', () => {
  it('RecordOf<N> is the schema type of N; StoredRecordOf<N> always has the server fields', () => {
    expectTypeOf<RecordOf<'customer'>>().toEqualTypeOf<Customer>();
    expectTypeOf<RecordOf<'delivery-order'>>().toEqualTypeOf<DeliveryOrder>();
    expectTypeOf<StoredRecordOf<'customer'>['id']>().toEqualTypeOf<number>();
    expectTypeOf<StoredRecordOf<'customer'>['version']>().toEqualTypeOf<number>();
    expectTypeOf<StoredRecordOf<'customer'>['name']>().toEqualTypeOf<string>();
    expectTypeOf<'no-such-resource'>().not.toExtend<ResourceName>();
  });

  it('a typed record passes where generic code takes any record (Record<string, unknown>)', () => {
    // The generated interfaces alone would not: an interface has no implicit index signature.
    expectTypeOf<Customer>().not.toExtend<Record<string, unknown>>();
    expectTypeOf<RecordOf<'customer'>>().toExtend<Record<string, unknown>>();
    expectTypeOf<StoredRecordOf<'delivery-order'>>().toExtend<Record<string, unknown>>();
    expectTypeOf<StoredRecordOf<'alert-rule'>>().toExtend<Record<string, unknown>>();
    expectTypeOf<StoredRecordOf<'delivery-order'>['status']>().toEqualTypeOf<
      DeliveryOrder['status']
    >();
  });

  it('a free-form object field holds any keys (not {}, which would take a string)', () => {
    expectTypeOf<RecordOf<'delivery-order-history'>['details']>().toEqualTypeOf<
      { [k: string]: unknown } | null | undefined
    >();
  });

  it('GeneratedTypes lists every registry resource, and nothing else', () => {
    const text = readFileSync(
      path.resolve(import.meta.dirname, '../../src/generated/types.ts'),
      'utf8',
    );
    const block =
      /export interface GeneratedTypes \{\n {2}resources: \{\n([\s\S]*?)\n {2}\};/.exec(
        text,
      )?.[1] ?? '';
    const names = [...block.matchAll(/^ {4}"([a-z0-9-]+)": [A-Za-z0-9]+;$/gm)].map((m) => m[1]);
    expect(names.sort()).toEqual(Object.keys(resources).sort());
  });
});
