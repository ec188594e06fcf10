// Deep-merges message trees. The shell, the engine and custom pages each own a block of a
// language file; a key defined twice is a mistake (one would silently win), so it throws.
import type { TranslationMessages } from 'ra-core';

type Messages = { [key: string]: string | Messages };

export function mergeMessages(...parts: object[]): TranslationMessages {
  const result: Messages = {};
  for (const part of parts) mergeInto(result, part as Messages, '');
  return result as unknown as TranslationMessages;
}

function mergeInto(target: Messages, source: Messages, prefix: string) {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && value !== null) {
      if (typeof existing === 'string')
        throw new Error(`i18n: ${prefix}${key} is both a message and a group`);
      const group: Messages = existing ?? {};
      target[key] = group;
      mergeInto(group, value, `${prefix}${key}.`);
    } else {
      if (existing !== undefined) throw new Error(`i18n: ${prefix}${key} is defined twice`);
      target[key] = value;
    }
  }
}
