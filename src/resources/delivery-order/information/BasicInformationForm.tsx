// The basic-information form of the INFORMATION tab (delivery-order.md §2, §4, §5): react-admin's
// <Form> over the order's editable fields, every field locked as isFieldEditable says for the
// order's status (everything open on the create page), validated with the domain's rules.
import { useCallback, useMemo, useRef, useState } from 'react';
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Form } from 'react-admin';
import { formEditable } from '../../../domain/delivery-order/editability.ts';
import type { CustomFieldDef } from '../../../domain/delivery-order/orderRules.ts';
import type { DeliveryOrderRecord, LoadDraft } from '../shared/contracts.ts';
import { toFormValues } from './informationForm.ts';
import { InformationFormBody } from './InformationFormBody.tsx';
import { FieldLockContext, type FieldLockState } from '../shared/useFieldLock.ts';
import { useCanWriteOrder, useVendorService } from './useInformationAccess.ts';
import { useInformationValidation } from './useInformationValidation.ts';

export interface BasicInformationFormProps {
  order?: DeliveryOrderRecord;
  defs: readonly CustomFieldDef[];
  defsPending: boolean;
  pending: readonly LoadDraft[];
  totalWeight: number;
  onDirtyChange(dirty: boolean): void;
  onCreated?(order: DeliveryOrderRecord): void;
  /** Cancel confirmed: the typed values are dropped (and, on create, the typed load lines). */
  onDiscard?(): void;
  /** The server's field errors of the last write (the loads table marks rows by them). */
  onServerErrors?(errors: Record<string, unknown>): void;
}

export function BasicInformationForm({
  order,
  defs,
  defsPending,
  pending,
  totalWeight,
  onDirtyChange,
  onCreated,
  onDiscard,
  onServerErrors,
}: BasicInformationFormProps) {
  const translate = useTranslate();
  const mode = order ? 'edit' : 'create';
  const status = order?.status?.name;
  const canWrite = useCanWriteOrder(mode);
  const vendorShown = useVendorService();
  const initial = useMemo(() => toFormValues(order, defs), [order, defs]);
  const validate = useInformationValidation(mode, initial, defs);
  const submitRef = useRef<() => void>(undefined);
  // Cancel remounts the form on its starting values (and the behaviours' memory of them).
  const [generation, setGeneration] = useState(0);
  const lock = useMemo<FieldLockState>(
    () => ({ mode, status, canWrite }),
    [mode, status, canWrite],
  );
  const saveable = canWrite && (mode === 'create' || (!!status && formEditable(status)));
  const statusLabel = status
    ? translate(`resources.delivery-order.enums.status.name.${status}`)
    : '';
  const lockNotice = !canWrite
    ? translate('custom.delivery.information.lock.notice_no_access')
    : mode === 'edit' && status && status !== 'DRAFT'
      ? translate('custom.delivery.information.lock.notice', { status: statusLabel })
      : undefined;

  const discard = useCallback(() => {
    setGeneration((g) => g + 1);
    onDiscard?.();
    onDirtyChange(false);
  }, [onDiscard, onDirtyChange]);

  // The form starts once the custom fields are known: their inputs are part of its starting values.
  if (defsPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;

  return (
    <FieldLockContext.Provider value={lock}>
      <Form
        key={`${order?.id ?? 'new'}:${order?.version ?? 0}:${generation}`}
        resource="delivery-order"
        defaultValues={initial}
        // The form's own record: a record context of the page (the order) must not leak into the values.
        record={initial as never}
        validate={validate as never}
        onSubmit={() => submitRef.current?.()}
        disableInvalidFormNotification
        noValidate
      >
        <InformationFormBody
          order={order}
          initial={initial}
          defs={defs}
          defsPending={defsPending}
          pending={pending}
          totalWeight={totalWeight}
          actionsShown={saveable}
          lockNotice={lockNotice}
          vendorShown={vendorShown}
          submitRef={submitRef}
          onDirtyChange={onDirtyChange}
          onCreated={onCreated}
          onDiscard={discard}
          onServerErrors={onServerErrors}
        />
      </Form>
    </FieldLockContext.Provider>
  );
}
