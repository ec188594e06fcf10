// The energy-integration modal (delivery-order.md §2, §5, §9): a status select of the §9 events and
// a date-time picker (default: now, local time with offset); both required ('Wajib Terisi', on the
// fields only: no form-wide toast besides).
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, useTranslate } from 'ra-core';
import { SelectInput } from 'react-admin';
import dayjs from 'dayjs';
import {
  ENERGY_EVENT_LABELS,
  ENERGY_EVENTS,
  type EnergyEvent,
} from '../../../domain/delivery-order/editability.ts';
import { toApiDateTime } from '../../../config/dates.ts';
import { PickerInput } from '../../registry/PickerInput.tsx';
import { useRuleMessage } from '../shared/useRuleMessage.ts';

export interface EnergyIntegrationModalProps {
  open: boolean;
  pending?: boolean;
  onClose(): void;
  onSubmit(event: EnergyEvent, eventTime: string): void;
}

const FORM_ID = 'delivery-energy-form';

export function EnergyIntegrationModal({
  open,
  pending = false,
  onClose,
  onSubmit,
}: EnergyIntegrationModalProps) {
  const translate = useTranslate();
  const ruleMessage = useRuleMessage();
  const choices = ENERGY_EVENTS.map((event) => ({
    id: event,
    name: translate(`resources.delivery-order.enums.event.${event}`, {
      _: ENERGY_EVENT_LABELS[event].id,
    }),
  }));
  // "Now" when the modal is mounted (the header mounts it on each opening).
  const [defaultValues] = useState(() => ({ event: null, event_time: toApiDateTime(dayjs()) }));
  const required = (field: 'event' | 'event_time') => (value: unknown) =>
    value === null || value === undefined || value === ''
      ? ruleMessage(field, 'required')
      : undefined;

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('custom.delivery.page.energy.title')}</DialogTitle>
      <Form
        id={FORM_ID}
        defaultValues={defaultValues}
        noValidate
        // The fields say what is missing ('Wajib Terisi'); react-admin's form-wide toast would add
        // 'Terdapat kesalahan format pada input anda' on top, which is wrong (nothing is malformed)
        // and a second message for one mistake. A failed call has its own toast (useEnergyIntegration).
        disableInvalidFormNotification
        validate={(values: Record<string, unknown>) => {
          const errors: Record<string, unknown> = {};
          const event = required('event')(values.event);
          const time =
            required('event_time')(values.event_time) ??
            (dayjs(values.event_time as string).isValid()
              ? undefined
              : ruleMessage('event_time', 'invalid-format'));
          if (event) errors.event = event;
          if (time) errors.event_time = time;
          return errors;
        }}
        onSubmit={(values: Record<string, unknown>) =>
          onSubmit(values.event as EnergyEvent, toApiDateTime(values.event_time as string) ?? '')
        }
      >
        <DialogContent>
          <SelectInput
            source="event"
            label={translate('custom.delivery.page.energy.event')}
            choices={choices}
            isRequired
            fullWidth
            disabled={pending}
          />
          <PickerInput
            source="event_time"
            label={translate('custom.delivery.page.energy.event_time')}
            kind="date-time"
            required
            readOnly={pending}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate('custom.delivery.page.energy.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('custom.delivery.page.energy.submit')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
