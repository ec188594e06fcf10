// One history event (master-data §2 "History modal"): its time, title, status badge, description
// and label/value properties; 'No. Penugasan' links to the fleet task; a quantity change opens its
// detail modal.
import { useState } from 'react';
import { Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'ra-core';
import { fleetTaskDetailPath } from '../../../config/routes';
import dayjs from 'dayjs';
import { CLOCK_DISPLAY_FORMAT } from '../../../domain/format/dates.ts';
import { DeliveryStatusBadge } from '../../shared/DeliveryStatusBadge';
import { quantityChangeOf, type HistoryRecord } from './historyEvents';
import { historyText, propertyText } from './historyWording';
import { QuantityChangeDialog } from './QuantityChangeDialog';

export interface HistoryEventItemProps {
  event: HistoryRecord;
}

export function HistoryEventItem({ event }: HistoryEventItemProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [detailOpen, setDetailOpen] = useState(false);
  const { title, description } = historyText(event, translate, locale);
  const quantityChange = quantityChangeOf(event);
  const properties = event.properties ?? [];

  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography
        component="time"
        dateTime={event.created_on}
        variant="body2"
        color="text.secondary"
        sx={{ width: 44, flexShrink: 0, pt: 0.25 }}
      >
        {dayjs(event.created_on).format(CLOCK_DISPLAY_FORMAT)}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography
            component="h4"
            variant="subtitle2"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {event.status && <DeliveryStatusBadge status={event.status} />}
        </Box>
        {description && (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {description}
          </Typography>
        )}
        {properties.length > 0 && (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content minmax(0, 1fr)',
              columnGap: 1.5,
              rowGap: 0.25,
              m: 0,
              mt: 0.75,
            }}
          >
            {properties.map((property, index) => {
              const { label, value } = propertyText(property, event, translate, locale);
              const fleetTaskId =
                property.key === 'fleet_task_number' ? property.fleet_task_id : null;
              return (
                <Box key={`${property.key}-${index}`} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="caption"
                    sx={{ m: 0, overflowWrap: 'anywhere' }}
                  >
                    {fleetTaskId ? (
                      <Link
                        component={RouterLink}
                        to={fleetTaskDetailPath(fleetTaskId)}
                        aria-label={translate('custom.delivery.history.fleet_task_link', {
                          number: value,
                        })}
                      >
                        {value}
                      </Link>
                    ) : (
                      value
                    )}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        )}
        {quantityChange && (
          <>
            <Button
              size="small"
              sx={{ mt: 0.5, ml: -0.75 }}
              onClick={() => setDetailOpen(true)}
              aria-label={translate('custom.delivery.history.show_detail_label', { title })}
            >
              {translate('custom.delivery.history.show_detail')}
            </Button>
            <QuantityChangeDialog
              open={detailOpen}
              onClose={() => setDetailOpen(false)}
              event={event}
              detail={quantityChange}
            />
          </>
        )}
      </Box>
    </Box>
  );
}
