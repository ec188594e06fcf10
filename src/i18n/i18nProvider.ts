// ra-i18n-polyglot with Indonesian as the default and English on request, the chrome's messages
// (messages.ts) joined with the labels each schema brings (resourceMessages.ts). react-admin keeps
// the chosen locale in its store (localStorage 'RaStore.locale'); messages.ts reads it too, so a
// reload in English starts in English instead of flashing Indonesian first.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import { resources as generatedResources, type ResourceDef } from '../generated/registry';
import { DEFAULT_LOCALE, LOCALES, loadedMessages, loadMessages, storedLocale, type Locale, type Messages } from './messages';
import { withResourceLabels } from './resourceMessages';

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
   * (ResourceDef.messages, generated from the schemas). Defaults to the generated registry. */
  resources?: Record<string, ResourceDef> | (() => Record<string, ResourceDef>);
}

/**
 * The console's i18nProvider. Its first language must be loaded already (polyglot needs it at once):
 * one whose messages have not been loaded (loadMessages) starts in Indonesian instead.
 */
export function createI18nProvider(requestedLocale: Locale = storedLocale(), options: I18nProviderOptions = {}): I18nProvider {
  const registry = () => (typeof options.resources === 'function' ? options.resources() : (options.resources ?? generatedResources));
  const withLabels = (locale: Locale) => (messages: Messages) => withResourceLabels(messages, registry(), locale) as unknown as Messages;
  const messagesFor = (locale: string) => {
    const known = LOCALES.some((l) => l.locale === locale) ? (locale as Locale) : DEFAULT_LOCALE;
    const messages = loadedMessages(known);
    return messages ? withLabels(known)(messages) : loadMessages(known).then(withLabels(known));
  };
  const initialLocale = loadedMessages(requestedLocale) ? requestedLocale : DEFAULT_LOCALE;
  const provider = polyglotI18nProvider(messagesFor, initialLocale, [...LOCALES], { pluralRules: PLURAL_RULES });
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
