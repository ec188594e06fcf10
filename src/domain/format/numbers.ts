// Numbers for people: Indonesian grouping (1.234,5) or English (1,234.5), once for the console and
// the server. Intl.NumberFormat is built here only, one per locale and options, and kept: building
// one costs far more than formatting with it.

/** The app's locale to Intl's: 'en' is en-US, everything else id-ID. */
export const numberLocale = (locale: string | undefined): 'en-US' | 'id-ID' =>
  locale === 'en' ? 'en-US' : 'id-ID';

const formats = new Map<string, Intl.NumberFormat>();

/** The Intl.NumberFormat of `locale` ('id', 'en') with `options`, built once. */
export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const tag = numberLocale(locale);
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    formats.set(key, format);
  }
  return format;
}

// ---- numbers as people type them ---------------------------------------------------------------
// docs/architecture.md "Numbers as typed" has the rules and why.

/** The separators of a language: Indonesian groups with '.' and marks decimals with ','. */
export function numberSeparators(locale: string | undefined): { group: string; decimal: string } {
  return numberLocale(locale) === 'en-US'
    ? { group: ',', decimal: '.' }
    : { group: '.', decimal: ',' };
}

/** Why a typed number was refused: not a number in the language, or more digits than a double holds. */
export type NumberParseError = 'invalid' | 'precision';

export type ParsedNumber =
  { ok: true; value: number | null } | { ok: false; error: NumberParseError };

/** A decimal as 0.<digits> × 10^exponent, digits without leading or trailing zeros ('' for zero). */
function significant(integer: string, fraction: string): { digits: string; exponent: number } {
  const all = `${integer}${fraction}`;
  const leadingZeros = all.length - all.replace(/^0+/, '').length;
  const digits = all.slice(leadingZeros).replace(/0+$/, '');
  return { digits, exponent: digits === '' ? 0 : integer.length - leadingZeros };
}

/** The shortest decimal that reads back as `value` (JavaScript's own), without an exponent. */
function plainDecimal(value: number): { negative: boolean; integer: string; fraction: string } {
  const negative = value < 0 || Object.is(value, -0);
  const text = String(Math.abs(value));
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a finite number: ${value}`);
  let digits = `${match[1]}${match[2] ?? ''}`;
  let point = match[1].length + Number(match[3] ?? 0);
  if (point <= 0) {
    digits = `${'0'.repeat(1 - point)}${digits}`;
    point = 1;
  }
  if (point > digits.length) digits = digits.padEnd(point, '0');
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const fraction = digits.slice(point).replace(/0+$/, '');
  return { negative: negative && (integer !== '0' || fraction !== ''), integer, fraction };
}

/**
 * A number as the input shows it for editing in `locale`: grouped, every digit it holds and no more
 * (1000000.5 → '1.000.000,5' in Indonesian, '1,000,000.5' in English); null, undefined and '' are ''.
 * parseNumber reads it back to the same number.
 */
export function formatNumberText(value: number | null | undefined, locale: string | undefined) {
  if (value === null || value === undefined) return '';
  if (!Number.isFinite(value)) return '';
  const { group, decimal } = numberSeparators(locale);
  const { negative, integer, fraction } = plainDecimal(value);
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? '-' : ''}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new Map<string, RegExp>();

/** A number in the language: sign, an integer part plain or grouped by threes, an optional fraction. */
function numberPattern(locale: string | undefined): RegExp {
  const { group, decimal } = numberSeparators(locale);
  const key = `${group}${decimal}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const g = escape(group);
    const d = escape(decimal);
    // Grouped: 1 to 3 leading digits not starting with 0, then groups of exactly three ('0.500' is refused).
    pattern = new RegExp(`^([-+\u2212]?)(\\d*|[1-9]\\d{0,2}(?:${g}\\d{3})+)(?:${d}(\\d+))?$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

/**
 * A number typed in `locale`, or why it is refused; blank is null. Indonesian: '1.000.000,5' is
 * 1000000.5, '1.000' one thousand, '12,5' twelve and a half; English mirrors the separators. Refused
 * rather than guessed: two decimal separators ('12,5,3'), a group separator not followed by exactly
 * three digits ('1.5', '12.50' in Indonesian: the English decimal point), a group separator after the
 * decimal one, a separator with no digit after it ('12,'), letters, spaces inside, and more significant
 * digits than a double holds exactly ('precision': saving them would change the number).
 */
export function parseNumber(
  text: string | null | undefined,
  locale: string | undefined,
): ParsedNumber {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: true, value: null };
  const match = numberPattern(locale).exec(trimmed);
  if (!match) return { ok: false, error: 'invalid' };
  const [, sign, integerText, fraction = ''] = match;
  if (integerText === '' && fraction === '') return { ok: false, error: 'invalid' };
  const integer = integerText.replace(/\D/g, '') || '0';
  const magnitude = Number(`${integer}${fraction ? `.${fraction}` : ''}`);
  if (!Number.isFinite(magnitude)) return { ok: false, error: 'precision' };
  // Every significant digit typed must survive: the shortest decimal of the double is the same one.
  const typed = significant(integer, fraction);
  const stored = plainDecimal(magnitude);
  const kept = significant(stored.integer, stored.fraction);
  if (typed.digits !== kept.digits || typed.exponent !== kept.exponent)
    return { ok: false, error: 'precision' };
  const negative = sign === '-' || sign === '\u2212';
  return { ok: true, value: negative && magnitude !== 0 ? -magnitude : magnitude };
}

/**
 * What a number input puts in its form for text parseNumber refused: the text (so the box keeps it)
 * and why. A plain object no number validator accepts (ajv's type, the custom fields' coercion), so
 * a form holding one does not save; nothing sends it.
 */
export interface UnparsedNumber {
  kind: 'unparsed-number';
  text: string;
  error: NumberParseError;
}

export const unparsedNumber = (text: string, error: NumberParseError): UnparsedNumber => ({
  kind: 'unparsed-number',
  text,
  error,
});

export const isUnparsedNumber = (value: unknown): value is UnparsedNumber =>
  typeof value === 'object' &&
  value !== null &&
  (value as { kind?: unknown }).kind === 'unparsed-number';
