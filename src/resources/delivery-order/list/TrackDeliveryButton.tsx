// The row's track action: opens the order's tracking link in a new tab (nothing when there is none).
import type { MouseEvent } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { useRecordContext, useTranslate } from 'ra-core';
import type { DeliveryOrderRecord } from '../shared/contracts';

export function TrackDeliveryButton() {
  const record = useRecordContext<DeliveryOrderRecord>();
  const translate = useTranslate();
  if (!record?.track_link) return null;
  const label = translate('custom.delivery.list.track', { number: record.number ?? '' });
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        component="a"
        href={record.track_link}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        // The row opens the order on click; the track link must not.
        onClick={(event: MouseEvent) => event.stopPropagation()}
      >
        <MyLocationIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
