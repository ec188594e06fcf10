// How a history event reads. The server stores Indonesian titles and descriptions (the product's
// first language): Indonesian shows them as stored. Other languages word the event from `event` and
// `details` with custom.delivery.history.events.*, falling back to the stored text when the details
// lack what the wording needs. Changed-field lists (stored as schema names) read as field labels in
// every language.
import { ENERGY_EVENT_LABELS, isEnergyEvent } from '../../../domain/delivery-order/editability';
import { isDeliveryStatus } from '../../../domain/delivery-order/statuses';
import { formatDateTime } from '../../format';
import { quantityChangeOf, type HistoryRecord } from './historyEvents';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface HistoryText {
  title: string;
  description: string | null;
}

export interface PropertyText {
  label: string;
  value: string;
}

// The server's own (Indonesian) names for who made a change, worded per language.
const SYSTEM_VALUES: Record<string, string> = {
  Sistem: 'system',
  'Sistem akuntansi': 'accounting_system',
};

type Property = NonNullable<HistoryRecord['properties']>[number];

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;

const statusLabel = (translate: Translate, status: unknown): string | undefined =>
  isDeliveryStatus(status)
    ? translate(`resources.delivery-order.enums.status.name.${status}`)
    : undefined;

/** Schema field names ('customer_id, note') as the order form's labels ('Pelanggan, Catatan Lainnya'). */
export function fieldLabels(translate: Translate, fields: readonly string[]): string {
  return fields.map((f) => translate(`resources.delivery-order.fields.${f}`, { _: f })).join(', ');
}

const changedFieldsOf = (event: HistoryRecord): string[] | undefined => {
  const changes = event.details?.changes;
  return changes && typeof changes === 'object' ? Object.keys(changes) : undefined;
};

/** The title and description of an event in the current language. */
export function historyText(
  event: HistoryRecord,
  translate: Translate,
  locale: string,
): HistoryText {
  const stored: HistoryText = { title: event.title, description: event.description ?? null };
  const key = (part: 'title' | 'description' | 'description_reason' | 'description_failed') =>
    `custom.delivery.history.events.${event.event}.${part}`;
  const details = event.details ?? {};

  if (event.event === 'UPDATED') {
    const fields = changedFieldsOf(event);
    const description = fields?.length
      ? translate(key('description'), { fields: fieldLabels(translate, fields) })
      : stored.description;
    return {
      title: locale === 'id' ? stored.title : translate(key('title'), { _: stored.title }),
      description,
    };
  }
  if (locale === 'id') return stored;

  const title = (options: Record<string, unknown> = {}) =>
    translate(key('title'), { _: stored.title, ...options });
  const description = (
    part: Parameters<typeof key>[0],
    options: Record<string, string | undefined>,
  ) =>
    Object.values(options).every((v) => v !== undefined)
      ? translate(key(part), options)
      : stored.description;

  switch (event.event) {
    case 'CREATED':
      return {
        title: title(),
        description: description('description', {
          number: text(details.number),
          status: statusLabel(translate, event.status),
        }),
      };
    case 'STATUS_CHANGED': {
      const to = statusLabel(translate, details.to ?? event.status);
      const from = statusLabel(translate, details.from);
      const reason = text(details.reason);
      if (!to) return stored;
      return {
        title: title({ status: to }),
        description: reason
          ? description('description_reason', { from, to, reason })
          : description('description', { from, to }),
      };
    }
    case 'LOAD_ADDED':
    case 'LOAD_DELETED':
      return {
        title: title(),
        description: description('description', {
          product: text(details.product),
          quantity: text(details.quantity),
          uom: text(details.uom),
        }),
      };
    case 'LOAD_ADJUSTED': {
      const change = quantityChangeOf(event);
      if (!change) return { title: title(), description: stored.description };
      const parts = change.changes.map((c) =>
        translate('custom.delivery.history.events.LOAD_ADJUSTED.change', {
          stage: translate(`custom.delivery.history.quantity.stages.${c.field}`),
          old: c.old ?? '-',
          new: c.new ?? '-',
        }),
      );
      return {
        title: title(),
        description: description('description', {
          product: change.product ?? undefined,
          changes: parts.join(', '),
        }),
      };
    }
    case 'DUPLICATED':
      return {
        title: title(),
        description: description('description', { number: text(details.copy_number) }),
      };
    case 'DUPLICATED_FROM':
      return {
        title: title(),
        description: description('description', { number: text(details.source_number) }),
      };
    case 'ENERGY_INTEGRATION': {
      const code = details.event;
      if (!isEnergyEvent(code)) return stored;
      const failed = details.result === 'FAILED';
      return {
        title: title({ event: ENERGY_EVENT_LABELS[code].en }),
        description: failed
          ? description('description_failed', {
              error:
                text(details.error) ??
                (text(details.http_status) ? `HTTP ${details.http_status}` : '-'),
            })
          : null,
      };
    }
    case 'INVOICE_REMOVED': {
      const number = text((details.invoice as Record<string, unknown> | null | undefined)?.number);
      return {
        title: title(),
        description: number ? translate(key('description'), { number }) : stored.description,
      };
    }
    default:
      return { title: title(), description: stored.description };
  }
}

/** A property row ('Diubah oleh: Dimas') in the current language. */
export function propertyText(
  property: Property,
  event: HistoryRecord,
  translate: Translate,
  locale: string,
): PropertyText {
  const details = event.details ?? {};
  const label =
    locale === 'id'
      ? property.label
      : translate(`resources.delivery-order-history.enums.properties.key.${property.key}`, {
          _: property.label,
        });
  switch (property.key) {
    case 'changed_fields': {
      const fields =
        changedFieldsOf(event) ??
        property.value
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean);
      return { label, value: fieldLabels(translate, fields) };
    }
    case 'event_time':
      return { label, value: formatDateTime(property.value, locale) || property.value };
    case 'event': {
      const code = details.event;
      return {
        label,
        value:
          locale !== 'id' && isEnergyEvent(code) ? ENERGY_EVENT_LABELS[code].en : property.value,
      };
    }
    case 'result': {
      if (locale === 'id' || (details.result !== 'SUCCESS' && details.result !== 'FAILED'))
        return { label, value: property.value };
      return {
        label,
        value:
          details.result === 'SUCCESS'
            ? translate('custom.delivery.history.result.success')
            : translate('custom.delivery.history.result.failed', {
                reason:
                  text(details.error) ??
                  (text(details.http_status) ? `HTTP ${details.http_status}` : '-'),
              }),
      };
    }
    case 'changed_by':
    case 'source':
      return {
        label,
        value:
          locale !== 'id' && SYSTEM_VALUES[property.value]
            ? translate(`custom.delivery.history.system_values.${SYSTEM_VALUES[property.value]}`)
            : property.value,
      };
    default:
      return { label, value: property.value };
  }
}
