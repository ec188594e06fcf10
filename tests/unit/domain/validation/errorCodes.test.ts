// The browser and the server name a failed rule with the same code: both map ajv's errors through
// src/domain/validation/errorCodes.ts. One case per ajv keyword the schemas use (and the few they may),
// each run through the server's ajvErrorsToMap and the console's ajvErrorsToFieldErrors.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../../server/validation/createAjv.ts';
import { ajvErrorsToMap } from '../../../../server/errors.ts';
// The console's validateRecord (src/resources/validation.ts) maps through this function.
import { ajvErrorsToFieldErrors } from '../../../../src/domain/validation/errorCodes.ts';

type Case = [keyword: string, property: object, value: unknown, expected: Record<string, string>];

const object = (properties: object, extra: object = {}) => ({
  type: 'object',
  properties,
  ...extra,
});

// Each case validates {a: value} against {type: object, properties: {a: property}} unless the property
// is a whole root schema (marked with $root).
// JSON Schema's if/then, written as JSON: an object literal with `then` reads as a promise to lint.
const CONDITIONAL = JSON.parse(
  '{"if":{"properties":{"kind":{"const":"X"}},"required":["kind"]},"then":{"properties":{"b":{"type":"string"}},"required":["b"]}}',
) as object;

const CASES: Case[] = [
  [
    'required',
    { $root: object({ a: { type: 'string' } }, { required: ['a'] }) },
    undefined,
    { a: 'required' },
  ],
  ['type', { type: 'string' }, 5, { a: 'invalid-format' }],
  ['type (empty value)', { type: 'string' }, null, { a: 'required' }],
  ['minLength', { type: 'string', minLength: 3 }, 'ab', { a: 'too-small' }],
  ['minLength (empty string)', { type: 'string', minLength: 3 }, '', { a: 'required' }],
  ['maxLength', { type: 'string', maxLength: 2 }, 'abc', { a: 'too-long' }],
  ['minimum', { type: 'number', minimum: 1 }, 0, { a: 'too-small' }],
  ['exclusiveMinimum', { type: 'number', exclusiveMinimum: 0 }, 0, { a: 'too-small' }],
  ['maximum', { type: 'number', maximum: 1 }, 2, { a: 'too-large' }],
  ['exclusiveMaximum', { type: 'number', exclusiveMaximum: 1 }, 1, { a: 'too-large' }],
  ['minItems', { type: 'array', minItems: 2 }, [1], { a: 'too-small' }],
  ['minItems (empty array)', { type: 'array', minItems: 1 }, [], { a: 'required' }],
  ['maxItems', { type: 'array', maxItems: 1 }, [1, 2], { a: 'too-long' }],
  ['uniqueItems', { type: 'array', uniqueItems: true }, [1, 1], { a: 'invalid-value' }],
  ['minProperties', { type: 'object', minProperties: 2 }, { x: 1 }, { a: 'too-small' }],
  ['maxProperties', { type: 'object', maxProperties: 1 }, { x: 1, y: 2 }, { a: 'too-long' }],
  ['format', { type: 'string', format: 'email' }, 'nope', { a: 'invalid-format' }],
  ['pattern', { type: 'string', pattern: '^[A-Z]+$' }, 'abc', { a: 'invalid-format' }],
  ['enum', { enum: ['A', 'B'] }, 'C', { a: 'invalid-value' }],
  ['const', { const: 'A' }, 'B', { a: 'invalid-value' }],
  [
    'additionalProperties',
    object({ x: { type: 'string' } }, { additionalProperties: false }),
    { y: 1 },
    { 'a.y': 'unknown-field' },
  ],
  [
    'unevaluatedProperties',
    object({ x: { type: 'string' } }, { unevaluatedProperties: false }),
    { y: 1 },
    { 'a.y': 'unknown-field' },
  ],
  [
    'if/then (the failing if adds nothing beside its fields)',
    object({ kind: { type: 'string' }, b: { type: 'string' } }, CONDITIONAL),
    { kind: 'X' },
    { 'a.b': 'required' },
  ],
  [
    'allOf',
    { allOf: [{ type: 'string' }, { type: 'string', maxLength: 1 }] },
    'ab',
    { a: 'too-long' },
  ],
  [
    'anyOf',
    {
      anyOf: [
        object({ x: { type: 'string' } }, { required: ['x'] }),
        object({ y: { type: 'string' } }, { required: ['y'] }),
      ],
    },
    {},
    { a: 'invalid-value', 'a.x': 'required', 'a.y': 'required' },
  ],
  [
    "oneOf (the branches' type errors are more basic)",
    { oneOf: [{ type: 'string' }, { type: 'integer' }] },
    true,
    { a: 'invalid-format' },
  ],
  [
    'oneOf (two branches match)',
    { oneOf: [{ type: 'integer' }, { type: 'number' }] },
    1,
    { a: 'invalid-value' },
  ],
  ['not', { not: { const: 'A' } }, 'A', { a: 'invalid-value' }],
  [
    'array item',
    { type: 'array', items: object({ p: { type: 'number', minimum: 0 } }) },
    [{ p: 1 }, { p: -1 }],
    { 'a.1.p': 'too-small' },
  ],
  [
    'several rules on one value: the most basic wins',
    { type: 'string', maxLength: 2, pattern: '^[a-z]+$' },
    'ABC',
    { a: 'too-long' },
  ],
];

const ajv = createAjv();

function run(property: object, value: unknown) {
  const schema = '$root' in property ? (property.$root as object) : object({ a: property });
  const data = '$root' in property ? {} : { a: value };
  const validate = ajv.compile(schema);
  expect(validate(data)).toBe(false);
  return { errors: validate.errors, data };
}

describe('ajv error -> error code, the same in the browser and on the server', () => {
  it.each(CASES)('%s', (_, property, value, expected) => {
    const { errors, data } = run(property, value);
    const server = { ...ajvErrorsToMap(errors, data) };
    const browser = Object.fromEntries(
      Object.entries(ajvErrorsToFieldErrors(errors, data)).map(([path, error]) => [
        path,
        error.code,
      ]),
    );
    expect({ server, browser }).toEqual({ server: expected, browser: expected });
  });

  it('covers every ajv keyword the schemas use', () => {
    const dir = path.resolve(import.meta.dirname, '../../../../schemas');
    const KEYWORDS =
      /"(required|type|minLength|maxLength|minimum|exclusiveMinimum|maximum|exclusiveMaximum|minItems|maxItems|uniqueItems|minProperties|maxProperties|format|pattern|enum|const|additionalProperties|unevaluatedProperties|if|allOf|anyOf|oneOf|not|dependentRequired|dependentSchemas|contains|multipleOf|propertyNames|patternProperties)"\s*:/g;
    const used = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) {
      for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(KEYWORDS))
        used.add(match[1]);
    }
    // A property may be named like a keyword (a "type" field); those are keywords elsewhere too.
    const covered = new Set(CASES.map(([keyword]) => keyword.split(/[ /]/)[0]));
    covered.add('then');
    expect([...used].filter((k) => !covered.has(k))).toEqual([]);
  });

  it('names the limit the user must respect, and the keyword that failed (for a schema message)', () => {
    const { errors, data } = run({ type: 'string', maxLength: 2 }, 'abc');
    expect(ajvErrorsToFieldErrors(errors, data).a).toEqual({
      code: 'too-long',
      args: { max: 2 },
      keyword: 'maxLength',
    });
  });
});
