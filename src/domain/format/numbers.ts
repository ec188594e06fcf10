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
