// The import's column mapping and cell conversion (src/domain/import/columns.ts), which the dialog
// and the server's import route share.
import { describe, expect, test } from 'vitest';
import { resources } from '../../../../src/generated/registry.ts';
import {
  autoMapping,
  cellValue,
  importableFields,
  mapRow,
  normalizeHeader,
  unmappedRequired,
} from '../../../../src/domain/import/columns.ts';

const customer = resources.customer!;

describe('importable fields', () => {
  test('what a create body may carry: no system, company, read-only or parent field', () => {
    expect(importableFields(customer)).toEqual([
      'name',
      'code',
      'phone',
      'email',
      'type',
      'tax_number',
      'address',
      'city',
      'marketing_user_id',
      'external_id',
      'is_active',
    ]);
    const note = resources['delivery-note']!;
    expect(importableFields(note)).not.toContain(note.parent!.field);
    for (const def of Object.values(resources))
      for (const field of importableFields(def)) {
        expect(def.schema.properties[field]!.readOnly, `${def.name}.${field}`).not.toBe(true);
        expect(['id', 'version', 'created_on', 'updated_on', 'company_id']).not.toContain(field);
      }
  });
});

describe('autoMapping', () => {
  test.each([
    ['Indonesian labels', ['Kode', 'Nama', 'Telepon', 'Aktif', 'Marketing']],
    ['English labels', ['Code', 'Name', 'Phone', 'Active', 'Marketing']],
    ['keys', ['code', 'name', 'phone', 'is_active', 'marketing_user_id']],
    ['case, accents and spacing', [' KODE ', 'nama', 'TELEPON', 'Is active', 'marketing user id']],
  ])('by %s', (_, headers) => {
    expect(Object.values(autoMapping(customer, headers))).toEqual([
      'code',
      'name',
      'phone',
      'is_active',
      'marketing_user_id',
    ]);
  });

  test('an unknown column and a second column of one field are left out', () => {
    expect(autoMapping(customer, ['Nama', 'Warna', 'Name', 'ID', 'Versi'])).toEqual({
      Nama: 'name',
      Warna: null,
      Name: null,
      ID: null,
      Versi: null,
    });
  });

  test('required fields without a column; a default (is_active) is not missing', () => {
    expect(unmappedRequired(customer, autoMapping(customer, ['Nama']))).toEqual(['code', 'phone']);
    expect(unmappedRequired(customer, autoMapping(customer, ['Nama', 'Kode', 'Telepon']))).toEqual(
      [],
    );
  });

  test('mapRow keeps mapped cells under their field', () => {
    expect(mapRow({ Nama: 'name', Warna: null }, { Nama: 'PT A', Warna: 'merah' })).toEqual({
      name: 'PT A',
    });
  });

  test('normalizeHeader folds accents and punctuation', () => {
    expect(normalizeHeader('  Śrī-Kode_1 ')).toBe('sri kode 1');
  });
});

describe('cellValue', () => {
  test.each([
    ['is_active', 'Ya', true],
    ['is_active', 'tidak', false],
    ['is_active', 'TRUE', true],
    ['is_active', '0', false],
    ['is_active', 'mungkin', 'mungkin'],
    ['is_active', '', undefined],
    ['email', '', null],
    ['email', '  a@b.co ', 'a@b.co'],
    ['phone', 6281234567, '6281234567'],
    ['name', 'Jl. Cikini Raya No. 5 — Menteng', 'Jl. Cikini Raya No. 5 — Menteng'],
    ['marketing_user_id', 'Rina Kusuma', 'Rina Kusuma'],
    ['marketing_user_id', null, null],
  ])('customer.%s %j -> %j', (field, cell, value) => {
    expect(cellValue(customer, field, cell, 'id')).toEqual(value);
  });

  test('enums by value or by label in either language', () => {
    const def = Object.values(resources).find((d) =>
      Object.values(d.schema.properties).some((p) => Array.isArray(p.enum) && !p.readOnly),
    )!;
    const [field, schema] = Object.entries(def.schema.properties).find(
      ([, p]) => Array.isArray(p.enum) && !p.readOnly,
    )!;
    const value = schema.enum![0]!;
    const key = `enums.${field}.${String(value)}`;
    expect(cellValue(def, field, String(value), 'id')).toBe(value);
    if (def.messages.id[key]) expect(cellValue(def, field, def.messages.id[key], 'id')).toBe(value);
    if (def.messages.en[key])
      expect(cellValue(def, field, def.messages.en[key]!.toUpperCase(), 'id')).toBe(value);
    expect(cellValue(def, field, 'bukan nilai', 'id')).toBe('bukan nilai');
  });

  test("numbers in the importer's language, the console's own rule: never guessed", () => {
    const def = {
      ...customer,
      schema: {
        ...customer.schema,
        properties: { ...customer.schema.properties, qty: { type: 'number' } },
      },
    };
    const id = (text: string) => cellValue(def, 'qty', text, 'id');
    const en = (text: string) => cellValue(def, 'qty', text, 'en');
    expect(id('1.234.567,5')).toBe(1234567.5);
    expect(en('1,234,567.5')).toBe(1234567.5);
    expect(id('12,5')).toBe(12.5);
    expect(en('12.5')).toBe(12.5);
    expect(id('-7')).toBe(-7);
    expect(id('12a')).toBe('12a');
    // The same text, two numbers: '1.234' is a thousand and more in Indonesian, not in English.
    expect(id('1.234')).toBe(1234);
    expect(en('1.234')).toBe(1.234);
    expect(id('1,234')).toBe(1.234);
    // Refused rather than read the other language's way: left as text for the validator.
    expect(id('12.5')).toBe('12.5');
    expect(id('12,5,3')).toBe('12,5,3');
  });

  test('dates: a spreadsheet date, DD/MM/YYYY', () => {
    const def = {
      ...customer,
      schema: {
        ...customer.schema,
        properties: {
          ...customer.schema.properties,
          due: { type: 'string', format: 'date' },
          at: { type: 'string', format: 'date-time' },
        },
      },
    };
    expect(cellValue(def, 'due', '7/3/2026', 'id')).toBe('2026-03-07');
    expect(cellValue(def, 'due', new Date(Date.UTC(2026, 2, 7)), 'id')).toBe('2026-03-07');
    expect(cellValue(def, 'at', new Date(Date.UTC(2026, 2, 7, 3, 4)), 'id')).toBe(
      '2026-03-07T03:04:00.000Z',
    );
  });
});
