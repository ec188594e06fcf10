// Which INFORMATION fields are locked and why (delivery-order.md §4 "Field editability by status"):
// the form provides the order's status, the mode and whether the user may write at all; each input
// asks for its own field. The rule is the domain's isFieldEditable; this only words the reason.
import { createContext, useContext } from 'react';
import { useTranslate } from 'ra-core';
import {
  isCustomFieldEditable,
  isFieldEditable,
} from '../../../domain/delivery-order/editability.ts';
import type { DeliveryStatus } from '../../../domain/delivery-order/statuses.ts';

export interface FieldLockState {
  mode: 'create' | 'edit';
  /** The order's status (edit); create is Draf-to-be, so everything is open. */
  status?: DeliveryStatus;
  /** The user holds the scopes to save the form (create or update). */
  canWrite: boolean;
}

export const FieldLockContext = createContext<FieldLockState>({ mode: 'create', canWrite: true });

export interface FieldLock {
  readOnly: boolean;
  /** Why the field is locked, for the lock hint (read by screen readers); undefined when open. */
  reason?: string;
}

function useReason(open: boolean): FieldLock {
  const { mode, status, canWrite } = useContext(FieldLockContext);
  const translate = useTranslate();
  if (!canWrite)
    return { readOnly: true, reason: translate('custom.delivery.information.lock.no_access') };
  if (mode === 'create' || !status || open) return { readOnly: false };
  const label = translate(`resources.delivery-order.enums.status.name.${status}`);
  return {
    readOnly: true,
    reason: translate('custom.delivery.information.lock.status', { status: label }),
  };
}

/** The lock of an order field (or a path inside it). */
export function useFieldLock(field: string): FieldLock {
  const { mode, status } = useContext(FieldLockContext);
  return useReason(mode === 'create' || !status || isFieldEditable(field, status));
}

/** The lock of one custom field: the order's custom fields are open and its definition allows a change. */
export function useCustomFieldLock(def: { is_editable?: boolean; is_active?: boolean }): FieldLock {
  const { mode, status } = useContext(FieldLockContext);
  return useReason(mode === 'create' || !status || isCustomFieldEditable(def, status));
}
