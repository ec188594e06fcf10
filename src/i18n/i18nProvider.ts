// ra-i18n-polyglot with Indonesian as the default and English on request, the chrome's messages
// (messages.ts) joined with the labels each schema brings (resourceMessages.ts). react-admin keeps
// the chosen locale in its store (localStorage 'RaStore.locale'); messages.ts reads it too, so a
// reload in English starts in English instead of flashing Indonesian first.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import type { ResourceDef } from '../generated/registry';
import { liveResources } from '../resources/liveRegistry';
import { resourceDetails } from '../resources/resourceDetails';
import {
  DEFAULT_LOCALE,
  LOCALES,
  loadedMessages,
  loadMessages,
  storedLocale,
  type Locale,
  type Messages,
} from './messages';
import { withResourceLabels } from './resourceMessages';
import { numberFormat } from '../domain/format/numbers';

/**
 * Which form of a 'one |||| many' message a count takes: the first for 1, the second otherwise, in
 * both languages. Polyglot files `id` with the single-form languages (Indonesian nouns do not inflect
 * for number) and so always picked the first form, but our Indonesian messages word one and many
 * apart ('1 data dipilih |||| %{smart_count} data dipilih'). The type name is our own on purpose:
 * polyglot caches a locale's type across instances, and a cached 'chinese' must not match here.
 */
export const PLURAL_RULES = {
  pluralTypes: { oneOrMany: (count: number) => (count === 1 ? 0 : 1) },
  pluralTypeToLanguages: { oneOrMany: LOCALES.map((l) => l.locale) },
};

export interface I18nProviderOptions {
  /** The registry (or a getter, for dev updates), whose resources bring their own labels
   * (ResourceDef.messages, generated from the schemas). Defaults to the registry in use (src/resources/liveRegistry.ts). */
  resources?: Record<string, ResourceDef> | (() => Record<string, ResourceDef>);
}

/**
 * The console's i18nProvider. Its first language must be loaded already (polyglot needs it at once):
 * one whose messages have not been loaded (loadMessages) starts in Indonesian instead.
 *
 * One provider for the console's life: when the registry changes (a schema saved in dev) the phrases
 * are rebuilt, on the next translation, with the new resource's labels. A new provider object would
 * change react-admin's i18n context and re-render every component that translates.
 */
export function createI18nProvider(
  requestedLocale: Locale = storedLocale(),
  options: I18nProviderOptions = {},
): I18nProvider {
  const registry = () =>
    typeof options.resources === 'function'
      ? options.resources()
      : (options.resources ?? liveResources());
  const withLabels = (locale: Locale) => (messages: Messages) =>
    withResourceLabels(messages, registry(), locale) as unknown as Messages;
  const messagesFor = (locale: string) => {
    const known = LOCALES.some((l) => l.locale === locale) ? (locale as Locale) : DEFAULT_LOCALE;
    const messages = loadedMessages(known);
    return messages ? withLabels(known)(messages) : loadMessages(known).then(withLabels(known));
  };
  const build = (locale: string) => ({
    labelsOf: registry(),
    detailsVersion: resourceDetails.version(),
    polyglot: polyglotI18nProvider(messagesFor, locale, [...LOCALES], {
      pluralRules: PLURAL_RULES,
    }),
  });
  let current = build(loadedMessages(requestedLocale) ? requestedLocale : DEFAULT_LOCALE);
  // The language shown is loaded, so its phrases rebuild synchronously.
  const polyglot = () => {
    // Also when a resource's labels have loaded (src/resources/resourceDetails.ts).
    if (current.labelsOf !== registry() || current.detailsVersion !== resourceDetails.version())
      current = build(current.polyglot.getLocale());
    return current.polyglot;
  };
  setDocumentLanguage(current.polyglot.getLocale());
  return {
    translate: (key, translateOptions) =>
      polyglot().translate(key, withLocaleNumbers(key, translateOptions, polyglot().getLocale())),
    changeLocale: (locale, changeOptions) =>
      polyglot()
        .changeLocale(locale, changeOptions)
        .then(() => setDocumentLanguage(locale)),
    getLocale: () => polyglot().getLocale(),
    getLocales: () => polyglot().getLocales?.() ?? [...LOCALES],
  };
}

/** Messages whose numeric arguments are limits: validation.* and react-admin's ra.validation.*. */
const LIMIT_MESSAGE = /^(?:ra\.)?validation\./;

/**
 * A limit named in a validation message is grouped in the language shown ('Maksimal 10.000.000',
 * 'At most 10,000,000'): the messages are built without knowing the language (src/dataProviders/
 * errors.ts passes the schema's number), so the number is formatted when it is translated.
 * smart_count picks the plural form and stays a number.
 */
export function withLocaleNumbers(
  key: string,
  options: Record<string, any> | undefined,
  locale: string,
): Record<string, any> | undefined {
  if (!options || !LIMIT_MESSAGE.test(key)) return options;
  let out: Record<string, any> | undefined;
  for (const [name, value] of Object.entries(options)) {
    if (name === 'smart_count' || typeof value !== 'number' || !Number.isFinite(value)) continue;
    out ??= { ...options };
    out[name] = numberFormat(locale, { maximumFractionDigits: 6 }).format(value);
  }
  return out ?? options;
}

/** <html lang> follows the language shown, for screen readers and hyphenation. */
function setDocumentLanguage(locale: string) {
  // Only on a change: writing the attribute invalidates the whole document's style (~20 ms of the first screen).
  if (typeof document !== 'undefined' && document.documentElement.lang !== locale)
    document.documentElement.lang = locale;
}
