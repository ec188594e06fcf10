// E-mail addresses, phone numbers and URLs: links (mailto:, tel:, a new tab); text inputs of their type.
import { LONG_TEXT } from '../../format.ts';
import { hintsOf } from '../../schemaUtils.ts';
import { isEmpty, type DisplayNode, type RendererFamily } from '../display.ts';
import { formatIs, or, rankWith, widgetIs } from '../testers.ts';
import { RANK } from '../types.ts';

/** mailto, tel or a web address, by the widget hint first and the format after. */
function kindOf(schema: Parameters<RendererFamily['display']>[1]): 'email' | 'phone' | 'url' {
  const widget = hintsOf(schema).widget;
  if (widget === 'email' || widget === 'phone' || widget === 'url') return widget;
  return schema.format === 'email' ? 'email' : 'url';
}

export const linkFamily: RendererFamily = {
  name: 'link',
  entries: [
    { name: 'email-format', tester: rankWith(RANK.format, formatIs('email')), input: 'LinkInput' },
    {
      name: 'uri-format',
      tester: rankWith(RANK.format, or(formatIs('uri'), formatIs('url'))),
      input: 'LinkInput',
    },
    { name: 'widget:email', tester: rankWith(RANK.widget, widgetIs('email')), input: 'LinkInput' },
    { name: 'widget:phone', tester: rankWith(RANK.widget, widgetIs('phone')), input: 'LinkInput' },
    { name: 'widget:url', tester: rankWith(RANK.widget, widgetIs('url')), input: 'LinkInput' },
  ],
  display: (value, schema, { variant }): DisplayNode | null => {
    if (isEmpty(value)) return null;
    const text = String(value);
    const kind = kindOf(schema);
    if (kind === 'email') return { kind: 'link', href: `mailto:${text}`, text };
    if (kind === 'phone') return { kind: 'link', href: `tel:${text}`, text };
    const shown =
      variant === 'cell' && text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT)}…` : text;
    return { kind: 'link', href: text, text: shown, external: true };
  },
};
