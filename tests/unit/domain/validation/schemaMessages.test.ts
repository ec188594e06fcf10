// A schema's own messages per keyword (x-admin messages): generated into the resource's messages,
// found by the failed keyword (the form's validator) or by the API's code (a server error), and
// used by the form's validation instead of the generic 'Format tidak valid'.
import { describe, expect, it } from 'vitest';
import { resources } from '../../../../src/generated/registry.ts';
import {
  schemaMessage,
  schemaMessageKey,
} from '../../../../src/domain/validation/schemaMessages.ts';
import { validateRecord } from '../../../../src/resources/validation.ts';

const customer = resources.customer;

describe('schema messages', () => {
  it('the generator puts them in both languages and keeps the hint out of the registry schema', () => {
    expect(customer.messages.id['errors.code.pattern']).toBe(
      'Hanya huruf besar, angka dan tanda hubung, mis. CUS-0001',
    );
    expect(customer.messages.en['errors.code.pattern']).toBe(
      'Capital letters, digits and hyphens only, e.g. CUS-0001',
    );
    expect(customer.schema.properties.code['x-admin']).not.toHaveProperty('messages');
  });

  it('found by keyword, or by code; none for a rule the schema does not word', () => {
    expect(schemaMessageKey(customer, 'code', { code: 'invalid-format', keyword: 'pattern' })).toBe(
      'errors.code.pattern',
    );
    expect(schemaMessageKey(customer, 'code', { code: 'invalid-format' })).toBe(
      'errors.code.pattern',
    );
    expect(schemaMessageKey(customer, 'code', { code: 'too-long', keyword: 'maxLength' })).toBe(
      undefined,
    );
    expect(schemaMessageKey(customer, 'code', { code: 'required', keyword: 'pattern' })).toBe(
      undefined,
    );
    expect(schemaMessageKey(customer, 'name', { code: 'invalid-format' })).toBe(undefined);
    expect(schemaMessage(customer, 'tax_number', { code: 'invalid-format' })).toEqual({
      id: 'NPWP terdiri dari 15 atau 16 angka',
      en: 'An NPWP has 15 or 16 digits',
    });
  });

  it("the form's validation words a failed pattern with the schema's message", () => {
    const errors = validateRecord(customer, {
      name: 'PT Pesan',
      code: 'abc',
      phone: '0812345678',
      email: 'bukan-email',
    });
    expect(errors.code).toEqual({ message: 'resources.customer.errors.code.pattern', args: {} });
    // A field whose schema words nothing keeps the generic message.
    expect(errors.email).toEqual({ message: 'validation.invalid-format', args: {} });
  });
});
