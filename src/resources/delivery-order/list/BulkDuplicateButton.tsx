// Bulk duplicate of the selected orders (POST /delivery-order/duplicate): 'Data berhasil diduplikat.'
// when every copy was made, 'Gagal Duplikat.' on an error or when the answer counts failures.
import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useListContext, useNotify, useRefresh } from 'ra-core';
import { Button } from 'react-admin';
import { DELIVERY_RESOURCE } from '../shared/contracts';
import { useOrderService } from '../../shared/useOrderService';

interface DuplicateAnswer {
  data?: { ids?: number[] };
  status?: { failed?: number };
}

export function BulkDuplicateButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useOrderService();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  const duplicate = async () => {
    setBusy(true);
    try {
      const answer = (await dataProvider.call(DELIVERY_RESOURCE, {
        method: 'POST',
        path: '/duplicate',
        body: { ids: selectedIds },
      })) as DuplicateAnswer;
      if ((answer.status?.failed ?? 0) > 0)
        notify('app.messages.duplicate_failed', { type: 'error' });
      else notify('app.messages.duplicated', { type: 'success' });
      onUnselectItems();
    } catch {
      notify('app.messages.duplicate_failed', { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <Button
      label="custom.delivery.list.duplicate"
      onClick={duplicate}
      disabled={busy || selectedIds.length === 0}
    >
      <ContentCopyIcon />
    </Button>
  );
}
