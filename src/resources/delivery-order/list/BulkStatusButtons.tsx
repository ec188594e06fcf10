// The delivery list's bulk confirm and bulk schedule (issue 26, "Bulk work"): each asks once, then
// the server applies every selected order on its own and the results dialog says per order what
// applied and what was refused, and why.
import { useState } from 'react';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EventIcon from '@mui/icons-material/Event';
import { Button, Confirm } from 'react-admin';
import type { BulkAction } from '../../../domain/delivery-order/bulk.ts';
import { BULK_MAX_ORDERS } from '../../../domain/delivery-order/bulk.ts';
import { useBulkOrderAction } from './useBulkOrderAction';
import { BulkResultsDialog } from './BulkResultsDialog';

const ICONS: Record<BulkAction, typeof EventIcon> = {
  confirm: CheckCircleOutlineIcon,
  schedule: EventIcon,
};

export function BulkStatusButtons({ actions }: { actions: readonly BulkAction[] }) {
  const { selectedCount, pending, outcome, run, close } = useBulkOrderAction();
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const tooMany = selectedCount > BULK_MAX_ORDERS;

  return (
    <>
      {actions.map((action) => {
        const Icon = ICONS[action];
        return (
          <Button
            key={action}
            label={`custom.delivery.list.bulk.${action}`}
            onClick={() => setAsking(action)}
            disabled={pending !== null || selectedCount === 0 || tooMany}
          >
            <Icon />
          </Button>
        );
      })}
      <Confirm
        isOpen={asking !== null}
        loading={pending !== null}
        title={`custom.delivery.list.bulk.confirm_title.${asking ?? 'confirm'}`}
        content={`custom.delivery.list.bulk.confirm_content.${asking ?? 'confirm'}`}
        translateOptions={{ smart_count: selectedCount }}
        onConfirm={async () => {
          const action = asking;
          setAsking(null);
          if (action) await run(action);
        }}
        onClose={() => setAsking(null)}
      />
      <BulkResultsDialog outcome={outcome} onClose={close} />
    </>
  );
}
