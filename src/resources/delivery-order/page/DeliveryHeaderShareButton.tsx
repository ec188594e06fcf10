// Share (delivery-order.md §2 "share tracking link" modal; master-data.md §2 "Share modal"): beside
// Track Shipment, under the same condition (a track link and the tracking flag). The modal is titled
// with the order's fleet task number, or the order's number while it has none (Draf, Multi FO), and
// shares the order's public tracking link: copy it, or view it in a new tab.
import { useState } from 'react';
import { Button } from '@mui/material';
import ShareIcon from '@mui/icons-material/Share';
import { useTranslate } from 'ra-core';
import { ShareModal } from '../../shared/ShareModal.tsx';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';

export function DeliveryHeaderShareButton({ order }: { order: DeliveryOrderRecord }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const number = order.number ?? '';
  const taskNumber = order.shipment_type === 'TRANSIT' ? null : order.fleet_task?.number;
  const title = taskNumber
    ? translate('custom.delivery.page.share.title_task', { number: taskNumber })
    : translate('custom.delivery.page.share.title_order', { number });
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ShareIcon />}
        onClick={() => setOpen(true)}
        aria-label={translate('custom.delivery.page.share.open_label', { number })}
      >
        {translate('custom.delivery.page.share.open')}
      </Button>
      {open && (
        <ShareModal
          open
          title={title}
          trackLink={order.track_link}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
