// The Schedule Assignment confirmation (delivery-order.md §2, §4): the order becomes Dijadwalkan
// and a new assignment number is created; Transit also asks for the transit location ('Wajib
// Terisi'), which cannot be the origin, the destination or the previous transit (master-data.md
// §8). While the order is in transit the modal shows the last fleet task and transit location.
// Neither the backdrop nor Escape closes it: only its buttons do.
import { Fragment } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { Form, useTranslate, type Identifier } from 'ra-core';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';
import type { ScheduleKind } from './useScheduleAssignment.ts';
import { useRuleMessage } from '../shared/useRuleMessage.ts';

export interface ScheduleAssignmentModalProps {
  open: boolean;
  kind: ScheduleKind;
  order: DeliveryOrderRecord;
  pending?: boolean;
  onCancel(): void;
  onConfirm(transitAddressId?: Identifier): void;
}

/** The last leg of a transit order: its fleet task number and where it was dropped. */
export function lastTransit(order: DeliveryOrderRecord): {
  fleetTask?: string;
  location?: string;
  addressId?: number;
} {
  const last = order.transits?.at(-1);
  return {
    fleetTask: last?.fleet_task?.number ?? order.fleet_task?.number ?? undefined,
    location: last?.destination_address?.name ?? undefined,
    addressId: last?.destination_address_id ?? undefined,
  };
}

const FORM_ID = 'delivery-schedule-form';

export function ScheduleAssignmentModal({
  open,
  kind,
  order,
  pending = false,
  onCancel,
  onConfirm,
}: ScheduleAssignmentModalProps) {
  const translate = useTranslate();
  const ruleMessage = useRuleMessage();
  // Already in transit: a transit leg was scheduled before (its last task and where it dropped the order).
  const inTransit =
    order.status?.name === 'TRANSITED' ||
    (order.shipment_type === 'TRANSIT' && (order.transits?.length ?? 0) > 0);
  const previous = lastTransit(order);
  const excluded = [
    order.origin_address_id,
    order.destination_address_id,
    previous.addressId,
  ].filter((v): v is number => typeof v === 'number');

  const required = (value: unknown) =>
    value === null || value === undefined || value === ''
      ? ruleMessage('transit_address_id', 'required')
      : undefined;
  const notSame = (value: unknown) =>
    value !== null && value !== undefined && excluded.includes(Number(value))
      ? translate('custom.delivery.page.schedule.transit_same')
      : undefined;

  const body = (
    <>
      <DialogContentText id="delivery-schedule-body">
        {translate('custom.delivery.page.schedule.body', { number: order.number ?? '' })}
      </DialogContentText>
      {inTransit && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            my: 2,
          }}
        >
          {[
            [translate('custom.delivery.page.schedule.last_fleet_task'), previous.fleetTask],
            [translate('custom.delivery.page.schedule.current_transit'), previous.location],
          ].map(([label, value]) => (
            <Fragment key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {value ?? '-'}
              </Typography>
            </Fragment>
          ))}
        </Box>
      )}
    </>
  );

  const buttons = (
    <DialogActions>
      <Button onClick={onCancel} disabled={pending}>
        {translate('custom.delivery.page.schedule.cancel')}
      </Button>
      {kind === 'transit' ? (
        <Button type="submit" form={FORM_ID} variant="contained" disabled={pending}>
          {translate('custom.delivery.page.schedule.confirm')}
        </Button>
      ) : (
        <Button onClick={() => onConfirm()} variant="contained" disabled={pending}>
          {translate('custom.delivery.page.schedule.confirm')}
        </Button>
      )}
    </DialogActions>
  );

  return (
    // No onClose: a click on the backdrop or Escape leaves it open (§2).
    <Dialog open={open} maxWidth="sm" fullWidth aria-describedby="delivery-schedule-body">
      <DialogTitle>
        {translate(
          kind === 'transit'
            ? 'custom.delivery.page.schedule.title_transit'
            : 'custom.delivery.page.schedule.title_direct',
        )}
      </DialogTitle>
      {kind === 'transit' ? (
        <Form
          id={FORM_ID}
          onSubmit={(values: Record<string, unknown>) =>
            onConfirm(values.transit_address_id as Identifier)
          }
          noValidate
        >
          <DialogContent>
            {body}
            <ReferenceInput
              source="transit_address_id"
              reference="address"
              sort={{ field: 'name', order: 'ASC' }}
            >
              <AutocompleteInput
                label={translate('custom.delivery.page.schedule.transit_location')}
                optionText={(address: { name?: string; city?: string | null }) =>
                  address.city ? `${address.name} (${address.city})` : (address.name ?? '')
                }
                validate={[required, notSame]}
                isRequired
                fullWidth
                disabled={pending}
              />
            </ReferenceInput>
          </DialogContent>
          {buttons}
        </Form>
      ) : (
        <>
          <DialogContent>{body}</DialogContent>
          {buttons}
        </>
      )}
    </Dialog>
  );
}
