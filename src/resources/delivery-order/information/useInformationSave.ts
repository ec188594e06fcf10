// Saving the INFORMATION form (delivery-order.md §5, §8):
//   - create: POST the order (custom fields as [{key, value}]), then one POST per load line typed
//     before the order existed, then 'Data berhasil ditambahkan' and the page moves to the order;
//   - edit: PATCH only the changed fields with the version; nothing changed, nothing sent;
//   - a 400's field errors land on their fields with the spec's messages (ruleMessage; vendor_id
//     ignored while the vendor is empty) and the invalid-form toast; a 409 keeps what the user typed
//     and offers a reload (the engine's useUpdateFeedback);
//   - a second save while one runs only says 'Mohon tunggu'.
import { useCallback, useRef, useState } from 'react';
import { useCreate, useDataProvider, useNotify, useUpdate } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import type { CustomFieldDef } from '../../../domain/delivery-order/orderRules.ts';
import { useCreateFeedback, useUpdateFeedback } from '../../views/useSaveFeedback.tsx';
import {
  DELIVERY_RESOURCE,
  LOAD_RESOURCE,
  type DeliveryOrderRecord,
  type LoadDraft,
} from '../shared/contracts.ts';
import {
  createPayload,
  formFieldOfServerPath,
  updatePayload,
  type InformationFormValues,
} from './informationForm.ts';
import { useRuleMessage } from '../shared/useRuleMessage.ts';

interface HttpLikeError {
  status?: number;
  body?: { errors?: Record<string, unknown>; serverErrors?: Record<string, unknown> };
}

export interface InformationSaveOptions {
  order?: DeliveryOrderRecord;
  initial: InformationFormValues;
  defs: readonly CustomFieldDef[];
  pending: readonly LoadDraft[];
  onCreated?(order: DeliveryOrderRecord): void;
  /** After a save (or nothing to save): the form is clean again. */
  onClean(): void;
  /** The server's field errors of the last write (codes by path; {} after a success), for the loads table. */
  onServerErrors?(errors: Record<string, unknown>): void;
}

export type SaveOutcome = 'saved' | 'unchanged' | 'failed' | 'busy';

const noop = () => undefined;

export function useInformationSave({
  order,
  initial,
  defs,
  pending,
  onCreated,
  onClean,
  onServerErrors,
}: InformationSaveOptions) {
  const form = useFormContext<InformationFormValues>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const message = useRuleMessage();
  const [create] = useCreate<DeliveryOrderRecord>();
  const [update] = useUpdate();
  const updateFeedback = useUpdateFeedback(noop);
  const createFeedback = useCreateFeedback(noop);
  const [saving, setSaving] = useState(false);
  const running = useRef(false);

  /** Server field errors onto the form; true when the 400 carried field errors (the toast is ours). */
  const applyServerErrors = useCallback(
    (error: unknown, values: InformationFormValues, sentKeys: readonly string[]) => {
      const { status, body } = (error ?? {}) as HttpLikeError;
      const serverErrors = body?.serverErrors;
      onServerErrors?.(status === 400 && serverErrors ? serverErrors : {});
      if (status !== 400 || !serverErrors || !body?.errors) return;
      for (const [path, code] of Object.entries(serverErrors)) {
        const field = formFieldOfServerPath(path, sentKeys);
        if (!field) continue;
        if (field === 'vendor_id' && (values.vendor_id === null || values.vendor_id === undefined))
          continue;
        const text = message(path, String(code));
        form.setError(field as keyof InformationFormValues, {
          type: 'server',
          message: typeof text === 'string' ? text : `@@react-admin@@${JSON.stringify(text)}`,
        });
      }
      notify('app.messages.invalid_form', { type: 'error' });
    },
    [form, message, notify, onServerErrors],
  );

  const postLoads = useCallback(
    async (orderId: number) => {
      let failed = 0;
      for (const line of pending) {
        try {
          await dataProvider.create(LOAD_RESOURCE, {
            data: {
              delivery_order_id: orderId,
              product_id: line.product_id,
              quantity: line.quantity,
              uom: line.uom,
              note: line.note ?? null,
            },
            meta: { delivery_order_id: orderId },
          });
        } catch {
          failed += 1;
        }
      }
      return failed;
    },
    [dataProvider, pending],
  );

  const save = useCallback(
    async (values: InformationFormValues): Promise<SaveOutcome> => {
      if (running.current) {
        notify('custom.delivery.information.actions.please_wait', { type: 'warning' });
        return 'busy';
      }
      running.current = true;
      setSaving(true);
      onServerErrors?.({});
      let sentKeys: string[] = [];
      try {
        if (!order) {
          const body = createPayload(values, defs);
          sentKeys = body.user_definition_fields.map((f) => f.key);
          // returnPromise resolves to the created record; ra-core's type still allows void.
          const record = (await create(
            DELIVERY_RESOURCE,
            { data: body },
            { returnPromise: true, onError: createFeedback.onError },
          )) as DeliveryOrderRecord;
          const failed = await postLoads(Number(record.id));
          notify('app.messages.created', { type: 'success' });
          notify('custom.delivery.information.created_as_draft', {
            type: 'info',
            messageArgs: { number: record.number ?? '' },
          });
          if (failed > 0)
            notify('custom.delivery.information.loads_failed', {
              type: 'warning',
              messageArgs: { failed, total: pending.length },
            });
          form.reset(values);
          onClean();
          onCreated?.(record);
          return 'saved';
        }
        const changes = updatePayload(values, initial, defs);
        if (Object.keys(changes).length === 0) {
          // §5: nothing changed, nothing is sent; the edit simply closes.
          onClean();
          return 'unchanged';
        }
        // Custom-field errors are indexed in the list sent, or else in the order's own list.
        const udfList = changes.user_definition_fields ?? order.user_definition_fields ?? [];
        sentKeys = udfList.map((f) => f.key);
        await update(
          DELIVERY_RESOURCE,
          { id: order.id, data: { ...changes, version: order.version }, previousData: order },
          {
            mutationMode: 'pessimistic',
            returnPromise: true,
            onSuccess: updateFeedback.onSuccess,
            onError: updateFeedback.onError,
          },
        );
        form.reset(values);
        onClean();
        return 'saved';
      } catch (error) {
        applyServerErrors(error, values, sentKeys);
        return 'failed';
      } finally {
        running.current = false;
        setSaving(false);
      }
    },
    [
      order,
      initial,
      defs,
      pending,
      create,
      update,
      postLoads,
      notify,
      form,
      onClean,
      onCreated,
      onServerErrors,
      createFeedback.onError,
      updateFeedback,
      applyServerErrors,
    ],
  );

  return { save, saving, conflictHeader: updateFeedback.header };
}
