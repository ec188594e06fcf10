import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../../../src/domain/access/passwordPolicy.ts';

describe('the password policy', () => {
  it.each([
    [undefined, 'budi', 'required'],
    [null, 'budi', 'required'],
    ['', 'budi', 'required'],
    [1234567890, 'budi', 'invalid-format'],
    ['abc\u0000defgh12', 'budi', 'invalid-format'],
    [`a1${'x'.repeat(199)}`, 'budi', 'too-long'],
    ['abc12345', 'budi', 'weak-password'],
    ['abcdefghij', 'budi', 'weak-password'],
    ['1234567890', 'budi', 'weak-password'],
    ['xBudi-2030x', 'budi', 'weak-password'],
    ['BUDI.S-2030x', 'budi.s', 'weak-password'],
    ['abcdefghi1', 'budi', undefined],
    ['Rahasia-Kuat-2030', 'budi.santoso', undefined],
    ['kata sandi 2030', undefined, undefined],
    // Letters and digits of any script count.
    ['ñandú-sandía-٣', 'budi', undefined],
    [`a1${'x'.repeat(198)}`, 'budi', undefined],
  ])('%j for %j: %s', (password, username, expected) => {
    expect(passwordProblem(password, username)).toBe(expected);
  });
});
