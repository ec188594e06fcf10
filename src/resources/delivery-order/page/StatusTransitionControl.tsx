// The header's status-change control (master-data.md §4, delivery-order.md §4): the next statuses
// the shared machine offers for this order and user (manualTransitions), each with its dialog —
// the default confirmation, the reschedule reason or the cancel dialog. Hidden when none is
// offered (or the user may not change orders); disabled while the INFORMATION form has unsaved
// changes.
import { useId, useState } from 'react';
import { Button, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { usePermissions, useTranslate } from 'ra-core';
import { resources } from '../../../generated/registry.ts';
import { canDo } from '../../../domain/access/scopes.ts';
import {
  manualTransitions,
  transitionContext,
  type ManualTransition,
} from '../../../domain/delivery-order/statusMachine.ts';
import type { DeliveryStatus } from '../../../domain/delivery-order/statuses.ts';
import { DELIVERY_RESOURCE, type DeliveryOrderRecord } from '../shared/contracts.ts';
import { statusLabel, useStatusTransition } from './useStatusTransition.ts';
import { ConfirmTransitionModal } from './ConfirmTransitionModal.tsx';
import { RescheduleModal } from './RescheduleModal.tsx';
import { CancelDeliveryModal } from './CancelDeliveryModal.tsx';
import { HeldWhileDirty } from './HeldWhileDirty.tsx';

export interface StatusTransitionControlProps {
  order: DeliveryOrderRecord;
  /** Unsaved changes in the INFORMATION form. */
  dirty: boolean;
}

/** The transitions the control offers to this user for this order (none without the update scope). */
export function offeredTransitions(
  order: DeliveryOrderRecord,
  scopes: readonly string[],
): ManualTransition[] {
  if (!canDo(resources[DELIVERY_RESOURCE], 'update', scopes)) return [];
  const status = (order.status?.name ?? 'DRAFT') as DeliveryStatus;
  return manualTransitions(status, transitionContext(order, scopes));
}

export function StatusTransitionControl({ order, dirty }: StatusTransitionControlProps) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const scopes = Array.isArray(permissions) ? permissions : [];
  const transitions = offeredTransitions(order, scopes);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<ManualTransition | null>(null);
  const { submit, isPending } = useStatusTransition(order);
  const buttonId = useId();
  const menuId = useId();
  const hintId = useId();

  if (transitions.length === 0) return null;

  const itemLabel = (t: ManualTransition) =>
    t.to === 'WAITING_FOR_VENDOR'
      ? translate('custom.delivery.page.transition.send_to_vendor')
      : t.to === 'ACCEPTED_BY_VENDOR'
        ? translate('custom.delivery.page.transition.accept_request')
        : t.to === 'REJECTED_BY_VENDOR'
          ? translate('custom.delivery.page.transition.reject_request')
          : statusLabel(translate, t.to);
  const close = () => setChosen(null);
  const withReason = async (reasonId: number) => {
    if (!chosen) return undefined;
    const result = await submit(chosen, reasonId);
    // A refusal that is not about the reason was toasted: the dialog has nothing more to offer.
    if (result.ok || !result.reasonError) close();
    return result.ok ? undefined : result.reasonError;
  };

  const button = (
    <Button
      id={buttonId}
      variant="contained"
      disabled={dirty}
      aria-describedby={dirty ? hintId : undefined}
      aria-haspopup="menu"
      aria-expanded={anchor ? 'true' : undefined}
      aria-controls={anchor ? menuId : undefined}
      endIcon={<ArrowDropDownIcon />}
      onClick={(event) => setAnchor(event.currentTarget)}
    >
      {translate('custom.delivery.page.transition.label')}
    </Button>
  );

  return (
    <>
      <HeldWhileDirty dirty={dirty} hintId={hintId}>
        {button}
      </HeldWhileDirty>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {transitions.map((t) => {
          const item = (
            <MenuItem
              key={t.to}
              data-status={t.to}
              onClick={() => {
                setAnchor(null);
                setChosen(t);
              }}
            >
              <ListItemText>{itemLabel(t)}</ListItemText>
            </MenuItem>
          );
          return t.tooltip ? (
            <Tooltip
              key={t.to}
              title={translate('custom.delivery.page.transition.remove_vendor_tooltip')}
              placement="left"
              describeChild
            >
              {item}
            </Tooltip>
          ) : (
            item
          );
        })}
      </Menu>
      {chosen?.dialog === 'default' && (
        <ConfirmTransitionModal
          open
          order={order}
          transition={chosen}
          pending={isPending}
          onClose={close}
          onConfirm={async () => {
            await submit(chosen);
            close();
          }}
        />
      )}
      {(chosen?.dialog === 'reschedule' || chosen?.dialog === 'reject') && (
        <RescheduleModal
          open
          kind={chosen.dialog}
          order={order}
          pending={isPending}
          onClose={close}
          onConfirm={withReason}
        />
      )}
      {chosen?.dialog === 'cancel' && (
        <CancelDeliveryModal
          open
          order={order}
          pending={isPending}
          onClose={close}
          onConfirm={withReason}
        />
      )}
    </>
  );
}
