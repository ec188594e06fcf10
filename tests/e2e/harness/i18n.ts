// The console's own message catalogues (src/i18n) with the schemas' labels (the generated
// registry's messages, merged as the console merges them), so the specs find controls by the words
// the user sees without copying them. Polyglot semantics: '%{name}' interpolation, '||||' plural forms
// (Indonesian has one form; English: the second for smart_count != 1).
import { repoRoot } from './server.ts';
import path from 'node:path';

export type Locale = 'id' | 'en';
type Messages = Record<string, unknown>;

function pick(mod: Record<string, unknown>, locale: Locale): Messages {
  const candidate = mod.default ?? mod[locale] ?? mod[`${locale}Messages`] ?? mod.messages;
  if (!candidate || typeof candidate !== 'object') {
    throw new Error(
      `src/i18n/${locale}.ts exports no message object (looked for default, ${locale}, ${locale}Messages, messages)`,
    );
  }
  return candidate as Messages;
}

export class Translator {
  constructor(
    readonly locale: Locale,
    private readonly messages: Messages,
  ) {}

  static async load(locale: Locale): Promise<Translator> {
    const mod = (await import(path.join(repoRoot, 'src', 'i18n', `${locale}.ts`))) as Record<
      string,
      unknown
    >;
    const { withResourceLabels } = (await import(
      path.join(repoRoot, 'src', 'i18n', 'resourceMessages.ts')
    )) as typeof import('../../../src/i18n/resourceMessages.ts');
    const { resources } = (await import(
      path.join(repoRoot, 'src', 'generated', 'registry.ts')
    )) as typeof import('../../../src/generated/registry.ts');
    // Indonesian's messages of the pages a list does not show are a chunk of their own (laterMessages.id.ts).
    const { mergeMessages } = (await import(
      path.join(repoRoot, 'src', 'i18n', 'mergeMessages.ts')
    )) as typeof import('../../../src/i18n/mergeMessages.ts');
    const later =
      locale === 'id'
        ? ((await import(path.join(repoRoot, 'src', 'i18n', 'laterMessages.id.ts'))) as Record<
            string,
            unknown
          >)
        : undefined;
    const messages = later
      ? mergeMessages(pick(mod, locale), pick(later, locale))
      : pick(mod, locale);
    return new Translator(locale, withResourceLabels(messages, resources, locale));
  }

  has(key: string): boolean {
    return typeof this.lookup(key) === 'string';
  }

  /** Flat keys, as polyglot reads them (enum values may hold dots). */
  private lookup(key: string): unknown {
    return this.messages[key];
  }

  /** Translates a key; throws when it is missing, so a spec never silently looks for a raw key. */
  t(key: string, options: Record<string, string | number> = {}): string {
    const raw = this.lookup(key);
    if (typeof raw !== 'string') throw new Error(`no ${this.locale} message for ${key}`);
    let text = raw;
    if (text.includes('||||')) {
      const forms = text.split('||||').map((s) => s.trim());
      const count = Number(options.smart_count ?? 1);
      text = this.locale === 'en' && count !== 1 && forms[1] ? forms[1] : forms[0];
    }
    return text.replace(/%\{(\w+)\}/g, (_, name: string) =>
      name in options ? String(options[name]) : `%{${name}}`,
    );
  }

  /** The plural label of a resource as the menu shows it. */
  resourcePlural(resource: string): string {
    return this.t(`resources.${resource}.name`, { smart_count: 2 });
  }

  field(resource: string, field: string): string {
    return this.t(`resources.${resource}.fields.${field}`);
  }
}
