// The console's languages and their chrome messages: Indonesian bundled, English a chunk of its
// own, fetched when chosen (or, for a user who chose it before, by main.tsx before the first render).
// Apart from i18nProvider.ts on purpose: main.tsx imports this, and nothing here imports the
// generated registry, so a registry regenerated in dev updates the open console by HMR (App.tsx is
// the boundary) instead of reloading the page.
import id from './id';
import { mergeMessages } from './mergeMessages';

export const LOCALES = [
  { locale: 'id', name: 'Bahasa Indonesia' },
  { locale: 'en', name: 'English' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: Locale = 'id';

export type Messages = typeof id;

const loaded: Partial<Record<Locale, Messages>> = { id };
const loaders: Record<Locale, () => Promise<Messages>> = {
  id: async () => id,
  en: () => import('./en').then((module) => module.default),
};

/** A language's messages if they are here already (polyglot needs its first language at once). */
export const loadedMessages = (locale: Locale): Messages | undefined => loaded[locale];

/** A language's messages, fetched once (English is a chunk of its own). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (loaded[locale] ??= await loaders[locale]());
}

let later: Promise<void> | undefined;

/**
 * Merges the Indonesian messages of the pages a generated list does not show (laterMessages.id.ts,
 * a chunk of its own) into id.ts's, once. The i18n provider rebuilds its phrases when
 * src/resources/resourceDetails.ts, which calls this, reports the load.
 */
export function loadLaterMessages(): Promise<void> {
  later ??= import('./laterMessages.id').then(
    (module) => void (loaded.id = mergeMessages(loaded.id!, module.default) as Messages),
    (error: unknown) => {
      later = undefined;
      throw error;
    },
  );
  return later;
}

const STORE_KEY = 'RaStore.locale';

export function storedLocale(
  storage: Pick<Storage, 'getItem'> | undefined = typeof localStorage === 'undefined'
    ? undefined
    : localStorage,
): Locale {
  try {
    const raw = storage?.getItem(STORE_KEY);
    const value = raw ? JSON.parse(raw) : undefined;
    return LOCALES.some((l) => l.locale === value) ? (value as Locale) : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
