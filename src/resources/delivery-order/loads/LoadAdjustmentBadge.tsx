// 'Kuantitas Diubah' (warning) when a picked or delivered quantity differs from the plan, else
// 'Sesuai Rencana' (delivery-order.md §4). The caller gates it (§6 scopes, actuals statuses).
import { Chip } from '@mui/material';
import { ADJUSTMENT_BADGE_LABELS } from '../../../domain/delivery-order/loads';
import { useDomainLabel } from './useDomainLabel';

export function LoadAdjustmentBadge({ value }: { value: 'adjusted' | 'as-planned' }) {
  const label = useDomainLabel();
  return (
    <Chip
      size="small"
      variant={value === 'adjusted' ? 'filled' : 'outlined'}
      color={value === 'adjusted' ? 'warning' : 'success'}
      label={label(ADJUSTMENT_BADGE_LABELS[value])}
      data-testid="load-adjustment-badge"
      // MUI's warning/success fills are light: dark text keeps 4.5:1 (axe color-contrast).
      sx={
        value === 'adjusted'
          ? { color: 'common.black', fontWeight: 600 }
          : { color: 'success.dark', borderColor: 'success.dark' }
      }
    />
  );
}
