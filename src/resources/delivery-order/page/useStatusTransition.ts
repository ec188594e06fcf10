// A manual status change (delivery-order.md §4, §7): POST /delivery-order/{id}/transition
// {status, fields: {canceled_reason_id | rescheduled_reason_id}, version}. Success says the new
// status and reloads the order; a 409 (the status moved on, or a stale version) shows the
// server's reason; a 400 on the reason comes back to the dialog for its field.
import { useCallback, useState } from 'react';
import { HttpError, useNotify, useRefresh, useTranslate } from 'ra-core';
import { STATUS_LABELS, type DeliveryStatus } from '../../../domain/delivery-order/statuses.ts';
import {
  reasonField,
  type ManualTransition,
} from '../../../domain/delivery-order/statusMachine.ts';
import { DELIVERY_RESOURCE, type DeliveryOrderRecord } from '../shared/contracts.ts';
import { useOrderService } from '../../shared/useOrderService.ts';

export type TransitionResult = { ok: true } | { ok: false; reasonError?: string };

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The message key for a refused transition: the server's code for it, else the provider's message. */
export function transitionErrorMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return 'ra.notification.http_error';
  const body = asRecord(error.body);
  const serverErrors = asRecord(body.serverErrors);
  if (error.status === 409) {
    if (body.conflict === 'version' || serverErrors.version === 'conflict')
      return 'app.errors.conflict';
    const code = Object.values(serverErrors).find((c): c is string => typeof c === 'string');
    if (code) return `validation.${code}`;
  }
  return error.message || 'ra.notification.http_error';
}

export function useStatusTransition(order: DeliveryOrderRecord | undefined) {
  const dataProvider = useOrderService();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [isPending, setPending] = useState(false);

  const submit = useCallback(
    async (transition: ManualTransition, reasonId?: number): Promise<TransitionResult> => {
      if (!order) return { ok: false };
      const fields =
        transition.reason && reasonId !== undefined
          ? { [reasonField(transition.reason)]: reasonId }
          : {};
      setPending(true);
      try {
        await dataProvider.call(DELIVERY_RESOURCE, {
          method: 'POST',
          path: '/{id}/transition',
          id: order.id,
          body: { status: transition.to, fields, version: order.version },
        });
        notify('custom.delivery.page.transition.success', {
          type: 'success',
          messageArgs: { status: statusLabel(translate, transition.to) },
        });
        refresh();
        return { ok: true };
      } catch (error) {
        const errors = asRecord(
          error instanceof HttpError ? asRecord(error.body).errors : undefined,
        );
        const reasonError = transition.reason
          ? errors[`fields.${reasonField(transition.reason)}`]
          : undefined;
        if (typeof reasonError === 'string') return { ok: false, reasonError };
        notify(transitionErrorMessage(error), { type: 'error' });
        // Whatever refused it (someone else moved the order on), show the order as it is now.
        if (error instanceof HttpError && error.status === 409) refresh();
        return { ok: false };
      } finally {
        setPending(false);
      }
    },
    [dataProvider, notify, order, refresh, translate],
  );

  return { submit, isPending };
}

export const statusLabel = (
  translate: ReturnType<typeof useTranslate>,
  status: DeliveryStatus,
): string =>
  translate(`resources.delivery-order.enums.status.name.${status}`, {
    _: STATUS_LABELS[status].id,
  });
