// Fallback labels for schema keys no language file has yet: a schema just dropped into schemas/
// shows its own titles (or humanized names) instead of raw keys. The language files always win;
// tests/unit/i18n.test.ts makes sure committed schemas never rely on this.
import type { JsonSchema, ResourceDef } from '../generated/registry';
import { enumValues, propertyPaths } from './schemaKeys';

/** `marketing_user_id` -> `Marketing user id`, `DISTRIBUTION_CENTER` -> `Distribution center`. */
export function humanize(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const titleOf = (schema: JsonSchema | undefined, fallback: string) =>
  typeof schema?.title === 'string' && schema.title.trim() ? schema.title.trim() : humanize(fallback);

/** Flat key -> text for every key a schema needs (see schemaMessageKeys). */
export function schemaFallbackMessages(resources: Record<string, ResourceDef>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const def of Object.values(resources)) {
    const name = titleOf(def.schema, def.name);
    messages[`resources.${def.name}.name`] = name;
    messages[def.label] = name;
    for (const group of def.groups) messages[`resources.${def.name}.groups.${group}`] = humanize(group);
    for (const [path, property] of propertyPaths(def.schema)) {
      const label = titleOf(property, path.split('.').pop() ?? path);
      messages[`resources.${def.name}.fields.${path}`] = label;
      const hinted = property['x-admin']?.label;
      if (hinted) messages[hinted] = label;
      for (const value of enumValues(property)) messages[`resources.${def.name}.enums.${path}.${value}`] = humanize(value);
    }
  }
  return messages;
}
