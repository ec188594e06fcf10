// The mechanism by which a custom route's declared body schema validates its body
// (server/routes/bodies.ts): the project's ajv, the API's codes, and the route table compiling
// every declared JSON body so a bad schema fails at startup.
import { describe, expect, test } from 'vitest';
import { bodyValidator, checkBody } from '../../server/routes/bodies.ts';
import { errorOf } from '../unit/storage/apiErrorOf.ts';

const BODY = {
  type: 'object',
  required: ['name', 'when'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 5 },
    when: { type: 'string', format: 'date-time' },
    rows: { type: 'array', maxItems: 2, items: { $ref: '#/components/schemas/Customer' } },
  },
};

describe('checkBody', () => {
  test('returns the body the schema accepts', () => {
    const body = { name: 'a', when: '2030-01-15T10:00:00Z', rows: [{ anything: 1 }] };
    expect(checkBody(BODY, body)).toBe(body);
  });

  test.each([
    ['nothing', {}, { name: 'required', when: 'required' }],
    ['blanks', { name: '', when: null }, { name: 'required', when: 'required' }],
    [
      'a long name, a bad time',
      { name: 'abcdef', when: 'x' },
      { name: 'too-long', when: 'invalid-format' },
    ],
    ['an unknown field', { name: 'a', when: '2030-01-15T10:00:00Z', x: 1 }, { x: 'unknown-field' }],
    [
      'too many rows',
      { name: 'a', when: '2030-01-15T10:00:00Z', rows: [1, 2, 3] },
      { rows: 'too-long' },
    ],
    ['an array', [1], { body: 'invalid-format' }],
    ['a JSON null', null, { body: 'invalid-format' }],
  ])('refuses %s with the field-keyed codes of the generic routes', (_, body, errors) =>
    expect(errorOf(() => checkBody(BODY, body))).toEqual({ status: 400, errors }),
  );

  test('a $ref to a component accepts any row: its resource store checks each one', () => {
    expect(() =>
      checkBody(BODY, { name: 'a', when: '2030-01-15T10:00:00Z', rows: ['x'] }),
    ).not.toThrow();
  });

  test('one validator per schema text, and strict mode refuses an unknown keyword', () => {
    expect(bodyValidator(BODY)).toBe(bodyValidator(JSON.parse(JSON.stringify(BODY))));
    expect(() => bodyValidator({ type: 'object', propertees: {} })).toThrow(/propertees/);
  });
});
