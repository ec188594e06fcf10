// Ids from outside (server/storage/ids.ts): a path id, and the list of a bulk delete's body.
import { describe, expect, test } from 'vitest';
import { MAX_BULK_IDS, parseBulkIds, parseId } from '../../../server/storage/ids.ts';
import { errorOf } from './apiErrorOf.ts';

describe('parseId', () => {
  test.each([
    [1, 1],
    ['1', 1],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
    ['1234567890123456', 1234567890123456],
  ])('takes %j', (raw, id) => expect(parseId(raw)).toBe(id));

  test.each([
    0,
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.MAX_SAFE_INTEGER + 1,
    '0',
    '-1',
    '01',
    '1.0',
    '1e3',
    ' 1',
    '1 ',
    'x1',
    '1x',
    '',
    '12345678901234567',
    '9007199254740993',
    null,
    undefined,
    true,
    [1],
    { id: 1 },
  ])('refuses %j', (raw) => expect(parseId(raw)).toBeUndefined());
});

describe('parseBulkIds', () => {
  test('{"ids":[…]} or a bare array; order and duplicates kept, unique once', () => {
    const fromObject = parseBulkIds({ ids: [3, '1', 3] });
    expect(fromObject.ids).toEqual([3, 1, 3]);
    expect(fromObject.unique).toEqual([3, 1]);
    expect(fromObject.pathOf(2)).toBe('ids.2');
    const bare = parseBulkIds([5, 6]);
    expect(bare.ids).toEqual([5, 6]);
    expect(bare.pathOf(1)).toBe('1');
  });

  test(`1 to ${MAX_BULK_IDS} ids`, () => {
    expect(MAX_BULK_IDS).toBe(1000);
    const most = Array.from({ length: MAX_BULK_IDS }, (_, i) => i + 1);
    expect(parseBulkIds({ ids: most }).ids).toHaveLength(MAX_BULK_IDS);
    expect(errorOf(() => parseBulkIds({ ids: [...most, MAX_BULK_IDS + 1] }))).toEqual({
      status: 400,
      errors: { ids: 'too-long' },
    });
    expect(errorOf(() => parseBulkIds([...most, MAX_BULK_IDS + 1]))).toEqual({
      status: 400,
      errors: { body: 'too-long' },
    });
    expect(errorOf(() => parseBulkIds({ ids: [] }))).toEqual({
      status: 400,
      errors: { ids: 'required' },
    });
    expect(errorOf(() => parseBulkIds([]))).toEqual({ status: 400, errors: { body: 'required' } });
  });

  test('a bad body or id is named by its path', () => {
    expect(errorOf(() => parseBulkIds({}))).toEqual({ status: 400, errors: { ids: 'required' } });
    expect(errorOf(() => parseBulkIds(null))).toEqual({ status: 400, errors: { ids: 'required' } });
    expect(errorOf(() => parseBulkIds({ ids: 5 }))).toEqual({
      status: 400,
      errors: { ids: 'invalid-format' },
    });
    expect(errorOf(() => parseBulkIds({ ids: [1], all: true }))).toEqual({
      status: 400,
      errors: { all: 'unknown-field' },
    });
    expect(errorOf(() => parseBulkIds({ ids: [1, 0] }))).toEqual({
      status: 400,
      errors: { 'ids.1': 'invalid-format' },
    });
    expect(errorOf(() => parseBulkIds([1, 2, 'x']))).toEqual({
      status: 400,
      errors: { '2': 'invalid-format' },
    });
  });
});
