// The API error codes' texts (src/domain/validation/errorMessages.ts): one per code and language,
// the console's validation messages and the GraphQL envelope's message both read them.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../../src/generated/registry.ts';
import {
  ERROR_MESSAGES,
  plainErrorMessage,
} from '../../../../src/domain/validation/errorMessages.ts';

const LANGUAGES = ['id', 'en'] as const;
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error-code messages', () => {
  it('has a text for every code in both languages, trimmed, and translated', () => {
    for (const code of ERROR_CODES) {
      for (const language of LANGUAGES) {
        const text = ERROR_MESSAGES[language][code];
        expect(text, `${language}.${code}`).toMatch(/\S/);
        expect(text.trim(), `${language}.${code}`).toBe(text);
      }
      expect(ERROR_MESSAGES.en[code], code).not.toBe(ERROR_MESSAGES.id[code]);
    }
    expect(Object.keys(ERROR_MESSAGES.id).sort()).toEqual([...ERROR_CODES].sort());
    expect(Object.keys(ERROR_MESSAGES.en).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('names the same arguments in both languages: the field limit of too-long, too-small and too-large', () => {
    for (const code of ERROR_CODES)
      expect(placeholders(ERROR_MESSAGES.en[code]), code).toEqual(
        placeholders(ERROR_MESSAGES.id[code]),
      );
    expect(placeholders(ERROR_MESSAGES.id['too-long'])).toEqual(['max']);
    expect(placeholders(ERROR_MESSAGES.id['too-large'])).toEqual(['max']);
    expect(placeholders(ERROR_MESSAGES.id['too-small'])).toEqual(['min']);
  });

  it('has a plain wording with no placeholder for every code, Indonesian unless asked', () => {
    for (const code of ERROR_CODES) {
      for (const language of LANGUAGES) {
        const text = plainErrorMessage(code, language);
        expect(text, `${language}.${code}`).toMatch(/\S/);
        expect(text, `${language}.${code}`).not.toContain('%{');
      }
      expect(plainErrorMessage(code)).toBe(plainErrorMessage(code, 'id'));
      expect(plainErrorMessage(code, 'en'), code).not.toBe(plainErrorMessage(code, 'id'));
    }
    expect(plainErrorMessage('too-long')).toBe('Terlalu panjang');
    expect(plainErrorMessage('required')).toBe(ERROR_MESSAGES.id.required);
  });

  it('uses the spec’s exact Indonesian texts where it quotes a code’s own', () => {
    // delivery-order.md and master-data.md quote these two as they are; the field-specific texts the
    // spec quotes ('Target Dikirim tidak boleh kurang dari Target Diambil') are the console's own.
    expect(ERROR_MESSAGES.id.required).toBe('Wajib diisi');
    expect(ERROR_MESSAGES.id['same-as-origin']).toBe(
      'Alamat Tujuan tidak boleh sama dengan Alamat Asal',
    );
  });
});
