// Schedule Assignment ▸ Direct / Transit (delivery-order.md §2, §4): each opens its confirmation
// modal; confirming asks the fleet-planning service for the fleet task.
import { useId, useState } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'ra-core';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';
import { ScheduleAssignmentModal } from './ScheduleAssignmentModal.tsx';
import { useScheduleAssignment, type ScheduleKind } from './useScheduleAssignment.ts';
import { HeldWhileDirty } from '../page/HeldWhileDirty.tsx';

export interface DeliveryHeaderScheduleMenuProps {
  order: DeliveryOrderRecord;
  /** Unsaved changes in the INFORMATION form: the status would change under them. */
  dirty: boolean;
}

export function DeliveryHeaderScheduleMenu({ order, dirty }: DeliveryHeaderScheduleMenuProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [kind, setKind] = useState<ScheduleKind | null>(null);
  const { schedule, isPending } = useScheduleAssignment(order.id);
  const buttonId = useId();
  const menuId = useId();
  const hintId = useId();

  const button = (
    <Button
      id={buttonId}
      variant="outlined"
      disabled={dirty}
      aria-describedby={dirty ? hintId : undefined}
      aria-haspopup="menu"
      aria-expanded={anchor ? 'true' : undefined}
      aria-controls={anchor ? menuId : undefined}
      endIcon={<ArrowDropDownIcon />}
      onClick={(event) => setAnchor(event.currentTarget)}
    >
      {translate('custom.delivery.page.schedule.label')}
    </Button>
  );
  const open = (next: ScheduleKind) => () => {
    setAnchor(null);
    setKind(next);
  };

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
      >
        <MenuItem onClick={open('direct')}>
          <ListItemText
            primary={translate('custom.delivery.page.schedule.direct')}
            secondary={translate('custom.delivery.page.schedule.direct_hint')}
          />
        </MenuItem>
        <MenuItem onClick={open('transit')}>
          <ListItemText
            primary={translate('custom.delivery.page.schedule.transit')}
            secondary={translate('custom.delivery.page.schedule.transit_hint')}
          />
        </MenuItem>
      </Menu>
      {kind && (
        <ScheduleAssignmentModal
          open
          kind={kind}
          order={order}
          pending={isPending}
          onCancel={() => setKind(null)}
          onConfirm={async (transitAddressId) => {
            await schedule(kind, transitAddressId);
            // Done or refused (toasted), the modal closes (§8).
            setKind(null);
          }}
        />
      )}
    </>
  );
}
