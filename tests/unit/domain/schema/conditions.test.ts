// The conditional-field rule (src/domain/schema/conditions.ts): which top-level fields if/then/else,
// dependentRequired and dependentSchemas require and hide for a record, with the `if` subschemas
// compiled by the generator (the same code the validators run).
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../../src/generated/registry.ts';
import { resources } from '../../../../src/generated/registry.ts';
import { conditions, validators } from '../../../../src/generated/validators.js';
import {
  fieldConditions,
  withoutHidden,
  type ConditionTests,
} from '../../../../src/domain/schema/conditions.ts';

const sorted = (set: Set<string>) => [...set].sort();
const of = (name: string, record: Record<string, unknown>) =>
  fieldConditions(resources[name].schema, record, conditions[name]);

describe('the generator compiles each top-level if subschema', () => {
  it('customer: its root if; alert-rule: both allOf entries; a schema without one: none', () => {
    expect(Object.keys(conditions.customer)).toEqual(['/if']);
    expect(Object.keys(conditions['alert-rule'])).toEqual(['/allOf/0/if', '/allOf/1/if']);
    expect(conditions.reason).toEqual({});
    expect(conditions.customer['/if']({ type: 'COMPANY' })).toBe(true);
    expect(conditions.customer['/if']({ type: 'PERSONAL' })).toBe(false);
    expect(conditions.customer['/if']({})).toBe(false);
  });
});

describe('fieldConditions on the committed schemas', () => {
  const base = { name: 'PT Uji', code: 'UJI-1', phone: '0812345678' };
  it.each([
    ['COMPANY', { required: ['tax_number'], hidden: [] }],
    ['PERSONAL', { required: [], hidden: ['tax_number'] }],
    [null, { required: [], hidden: ['tax_number'] }],
    [undefined, { required: [], hidden: ['tax_number'] }],
  ])('customer of type %s', (type, expected) => {
    const result = of('customer', type === undefined ? base : { ...base, type });
    expect({ required: sorted(result.required), hidden: sorted(result.hidden) }).toEqual(expected);
  });

  it('agrees with the validator: required exactly when the validator asks for it', () => {
    const validate = validators.customer;
    for (const type of ['COMPANY', 'PERSONAL', null]) {
      const record = { ...base, type };
      const conditionsSay = of('customer', record).required.has('tax_number');
      expect(validate(record)).toBe(!conditionsSay);
      expect(validate({ ...record, tax_number: '012345678901234' })).toBe(true);
    }
  });

  it('alert-rule: each allOf branch on its own switch', () => {
    const off = of('alert-rule', { with_schedule: false, with_geofence: false });
    expect(sorted(off.hidden)).toEqual(['day_of_week', 'end_time', 'geofences', 'start_time']);
    expect(sorted(off.required)).toEqual([]);
    const schedule = of('alert-rule', { with_schedule: true, with_geofence: false });
    expect(sorted(schedule.hidden)).toEqual(['geofences']);
    expect(sorted(schedule.required)).toEqual(['day_of_week', 'end_time', 'start_time']);
  });
});

describe('fieldConditions on hand-made schemas', () => {
  // Parsed from JSON, as a schema file is (a literal `then` key is a thenable to the linter).
  const schema = JSON.parse(`{
    "type": "object",
    "required": ["kind"],
    "properties": {},
    "if": { "properties": { "kind": { "const": "A" } } },
    "then": { "required": ["a_only"] },
    "else": { "required": ["b_only"], "properties": { "shared": { "maxLength": 3 } } },
    "dependentRequired": { "card_number": ["card_expiry"] },
    "dependentSchemas": { "discount": { "required": ["discount_reason"] } }
  }`) as JsonSchema;
  const tests: ConditionTests = { '/if': (r) => (r as { kind?: string }).kind === 'A' };

  it('then and else: the active branch requires and shows, the other hides', () => {
    expect(sorted(fieldConditions(schema, { kind: 'A' }, tests).hidden)).toEqual([
      'b_only',
      'card_expiry',
      'discount_reason',
    ]);
    const b = fieldConditions(schema, { kind: 'B' }, tests);
    expect(sorted(b.required)).toEqual(['b_only']);
    expect(b.hidden.has('shared')).toBe(false);
  });

  it('dependentRequired and dependentSchemas: the trigger present (null too, as ajv counts it)', () => {
    const card = fieldConditions(schema, { kind: 'A', card_number: null, discount: 5 }, tests);
    expect(sorted(card.required)).toEqual(['a_only', 'card_expiry', 'discount_reason']);
    expect(sorted(card.hidden)).toEqual(['b_only']);
  });

  it('no compiled test for an if: nothing hidden or required by it', () => {
    const result = fieldConditions(schema, { kind: 'A' }, {});
    expect(result.required.has('a_only')).toBe(false);
    expect(result.hidden.has('a_only')).toBe(false);
  });

  it('a field the root requires is never hidden', () => {
    const rooted = { ...schema, required: ['kind', 'b_only'] } as unknown as JsonSchema;
    expect(fieldConditions(rooted, { kind: 'A' }, tests).hidden.has('b_only')).toBe(false);
  });

  it('withoutHidden drops exactly the hidden keys', () => {
    expect(withoutHidden({ a: 1, b: 2 }, new Set(['b']))).toEqual({ a: 1 });
    const same = { a: 1 };
    expect(withoutHidden(same, new Set())).toBe(same);
  });
});
