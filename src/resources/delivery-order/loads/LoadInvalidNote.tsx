// 'Data telah dihapus dari sistem.' under a field of a row the server flagged (delivery-order.md §8).
import { Typography } from '@mui/material';
import { RULE_MESSAGES } from '../../../domain/delivery-order/orderRules';
import { useDomainLabel } from './useDomainLabel';

export function LoadInvalidNote({ show }: { show: boolean }) {
  const label = useDomainLabel();
  if (!show) return null;
  return (
    <Typography variant="caption" color="error" component="span" sx={{ display: 'block' }}>
      {label(RULE_MESSAGES['delivery_order_loads.not-found'])}
    </Typography>
  );
}
