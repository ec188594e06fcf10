import { describe, expect, it } from 'vitest';
import { backToV1Problems, isBackToV1Reason } from '../../../../src/domain/widgets/backToV1.ts';
import {
  referralCode,
  referralLink,
  showsFeedback,
  showsReferral,
} from '../../../../src/domain/widgets/brand.ts';

describe('backToV1Problems', () => {
  it.each([
    [{}, { reason: 'required' }],
    [{ reason: '' }, { reason: 'required' }],
    [{ reason: null, message: 'x' }, { reason: 'required' }],
    [{ reason: '0' }, {}],
    [{ reason: '3', message: '' }, {}],
    [{ reason: '4' }, { message: 'required' }],
    [{ reason: '4', message: '   ' }, { message: 'required' }],
    [{ reason: '4', message: 'Lebih cepat' }, {}],
  ])('%j → %j', (choice, expected) => {
    expect(backToV1Problems(choice)).toEqual(expected);
  });

  it('knows the five reasons', () => {
    expect(['0', '1', '2', '3', '4', '5', 4, ''].map(isBackToV1Reason)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('brand', () => {
  it.each([
    ['vsms', true],
    [null, true],
    [undefined, true],
    ['white-label', false],
    ['co-brand', false],
  ])('%s shows feedback and referral: %s', (variant, shown) => {
    expect(showsFeedback(variant)).toBe(shown);
    expect(showsReferral(variant)).toBe(shown);
  });

  it('gives each company its own code and a link carrying it', () => {
    expect(referralCode(1)).toBe('VSMS-0001');
    expect(referralCode(1449)).toBe('VSMS-0149');
    expect(referralCode(2)).not.toBe(referralCode(1));
    expect(referralLink('http://localhost:8080/', 'VSMS-0001')).toBe(
      'http://localhost:8080/?ref=VSMS-0001#/login',
    );
  });
});
