// Sends the orders not yet synced to the accounting integration (POST /delivery-order/accurate/sync-bulk,
// master-data §7), after a confirmation. Shown only with the four accounting-integration scopes and
// delivery-order:update (what the server checks); a server refusal ('not configured') is shown as is.
import { useState } from 'react';
import SyncIcon from '@mui/icons-material/Sync';
import { useNotify, useRefresh } from 'ra-core';
import { Button, Confirm } from 'react-admin';
import { DELIVERY_RESOURCE } from '../shared/contracts';
import { useOrderService } from '../../shared/useOrderService';
import { useServerErrorMessage } from '../shared/useServerErrorMessage';

interface SyncAnswer {
  data?: { synced?: number; ids?: number[] };
}

export function AccountingSyncButton() {
  const dataProvider = useOrderService();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorMessage = useServerErrorMessage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const sync = async () => {
    setBusy(true);
    try {
      const answer = (await dataProvider.call(DELIVERY_RESOURCE, {
        method: 'POST',
        path: '/accurate/sync-bulk',
      })) as SyncAnswer;
      const synced = answer.data?.synced ?? answer.data?.ids?.length ?? 0;
      if (synced === 0) notify('custom.delivery.list.sync.none', { type: 'info' });
      else
        notify('custom.delivery.list.sync.done', {
          type: 'success',
          messageArgs: { smart_count: synced },
        });
      refresh();
    } catch (error) {
      notify(errorMessage(error, 'custom.delivery.list.sync.failed'), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        label="custom.delivery.list.sync.button"
        onClick={() => setOpen(true)}
        disabled={busy}
      >
        <SyncIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="custom.delivery.list.sync.confirm_title"
        content="custom.delivery.list.sync.confirm_content"
        confirm="custom.delivery.list.sync.confirm"
        onConfirm={sync}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
