// ra-i18n-polyglot with Indonesian as the default and English on request. react-admin keeps the
// chosen locale in its store (localStorage 'RaStore.locale'); reading it here too means a reload in
// English starts in English instead of flashing Indonesian first.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import id from './id';
import en from './en';

export const LOCALES = [
  { locale: 'id', name: 'Bahasa Indonesia' },
  { locale: 'en', name: 'English' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: Locale = 'id';

const MESSAGES: Record<Locale, typeof id> = { id, en };

const STORE_KEY = 'RaStore.locale';

export function storedLocale(storage: Pick<Storage, 'getItem'> | undefined = typeof localStorage === 'undefined' ? undefined : localStorage): Locale {
  try {
    const raw = storage?.getItem(STORE_KEY);
    const value = raw ? JSON.parse(raw) : undefined;
    return LOCALES.some((l) => l.locale === value) ? (value as Locale) : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function createI18nProvider(initialLocale: Locale = storedLocale()): I18nProvider {
  // A missing key falls back to the `_` default react-admin passes (a humanized field name);
  // tests/unit/i18n.test.ts keeps schema keys from going missing in the first place.
  const provider = polyglotI18nProvider((locale) => MESSAGES[locale as Locale] ?? MESSAGES[DEFAULT_LOCALE], initialLocale, [...LOCALES]);
  setDocumentLanguage(initialLocale);
  return {
    ...provider,
    changeLocale: (locale, options) => provider.changeLocale(locale, options).then(() => setDocumentLanguage(locale)),
  };
}

/** <html lang> follows the language shown, for screen readers and hyphenation. */
function setDocumentLanguage(locale: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
