// A header control held while the INFORMATION form has unsaved changes (delivery-order.md §4: the
// status change and scheduling wait for a save). The caller disables its button and points its
// aria-describedby at `hintId`; this gives the reason as a tooltip and as that description, since a
// disabled button takes no focus.
import type { ReactElement } from 'react';
import { Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';

export function HeldWhileDirty({
  dirty,
  hintId,
  children,
}: {
  dirty: boolean;
  hintId: string;
  children: ReactElement;
}) {
  const translate = useTranslate();
  if (!dirty) return children;
  const reason = translate('custom.delivery.page.transition.unsaved');
  return (
    <Tooltip title={reason} describeChild>
      <span>
        {children}
        <span id={hintId} hidden>
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}
