// The one place where the schemas' labels meet the console's own messages. The generator resolves
// every resource's labels from its schema (title and x-admin label hints, with the fallback of
// docs/schema-authoring.md, "Labels") into ResourceDef.messages; the language files (id.ts, en.ts)
// hold only the console's chrome (app.*, custom.*, engine.*, validation.*, ra.*), so a new schema
// needs no edit here.
import type { ResourceDef } from '../generated/registry';
import { flattenMessages } from './schemaKeys';

/** resources.<name>.* for every resource, in one language (English falls back per label at generation). */
export function resourceMessages(
  resources: Record<string, ResourceDef>,
  locale: string,
): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const def of Object.values(resources)) {
    const own = def.messages?.[locale === 'en' ? 'en' : 'id'] ?? {};
    for (const [key, text] of Object.entries(own)) flat[`resources.${def.name}.${key}`] = text;
  }
  return flat;
}

/**
 * A language file's messages (nested) with the resources' labels, flat as polyglot reads them. A
 * language file that defines a resources.* key would shadow a schema's label: that throws.
 */
export function withResourceLabels(
  chrome: Record<string, unknown>,
  resources: Record<string, ResourceDef>,
  locale: string,
): Record<string, string> {
  const own = flattenMessages(chrome);
  const clash = Object.keys(own).find((key) => key.startsWith('resources.'));
  if (clash)
    throw new Error(
      `i18n: ${clash} belongs in its schema's x-admin labels, not in a language file`,
    );
  return { ...own, ...resourceMessages(resources, locale) };
}
