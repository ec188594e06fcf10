// Beside the totals: the box type cannot carry the total weight (delivery-order.md §4, isOverCapacity).
import { Typography } from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatNumber } from '../../format';
import { WARNING_TEXT } from './loadsLayout';

export function LoadsOverCapacityHint({ capacity }: { capacity: number | null | undefined }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Typography
      variant="body2"
      role="status"
      data-testid="loads-over-capacity"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: WARNING_TEXT,
        fontWeight: 600,
      }}
    >
      <WarningIcon fontSize="small" aria-hidden />
      {translate('custom.delivery.loads.over_capacity', {
        capacity: formatNumber(capacity, locale),
      })}
    </Typography>
  );
}
