// A delivery status as a badge (label + colour), in the list, the history and the proof tabs.
import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { isDeliveryStatus, STATUS_LABELS } from '../../domain/delivery-order/statuses';
import { STATUS_BADGE_COLORS } from './statusBadgeColors';

export interface DeliveryStatusBadgeProps {
  status: string | null | undefined;
  size?: 'small' | 'medium';
}

export function DeliveryStatusBadge({ status, size = 'small' }: DeliveryStatusBadgeProps) {
  const translate = useTranslate();
  if (!isDeliveryStatus(status)) return null;
  const label = translate(`resources.delivery-order.enums.status.name.${status}`, {
    _: STATUS_LABELS[status].id,
  });
  const colors = STATUS_BADGE_COLORS[status];
  return (
    <Chip
      label={label}
      size={size}
      data-status={status}
      sx={{
        backgroundColor: colors.background,
        color: colors.color,
        fontWeight: 600,
        borderRadius: 1,
      }}
    />
  );
}
