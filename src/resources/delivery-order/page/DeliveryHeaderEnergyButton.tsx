// The energy-integration button and its modal (delivery-order.md §2, §6): shown by the header when
// energyIntegrationOffered holds.
import { useState } from 'react';
import { Button } from '@mui/material';
import BoltIcon from '@mui/icons-material/Bolt';
import { useTranslate, type Identifier } from 'ra-core';
import { EnergyIntegrationModal } from './EnergyIntegrationModal.tsx';
import { useEnergyIntegration } from './useEnergyIntegration.ts';

export function DeliveryHeaderEnergyButton({ orderId }: { orderId: Identifier }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { send, isPending } = useEnergyIntegration(orderId);
  return (
    <>
      <Button variant="outlined" startIcon={<BoltIcon />} onClick={() => setOpen(true)}>
        {translate('custom.delivery.page.energy.button')}
      </Button>
      {open && (
        <EnergyIntegrationModal
          open
          pending={isPending}
          onClose={() => setOpen(false)}
          onSubmit={async (event, eventTime) => {
            if (await send(event, eventTime)) setOpen(false);
          }}
        />
      )}
    </>
  );
}
