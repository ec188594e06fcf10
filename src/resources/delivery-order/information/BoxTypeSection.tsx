// The fleet box type with its capacity and the over-capacity warning (delivery-order.md §2, §4:
// flagged when the box capacity is below the total load weight; isOverCapacity decides).
import { Alert, Box, Typography } from '@mui/material';
import { useGetOne, useLocaleState, useTranslate } from 'ra-core';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isOverCapacity } from '../../../domain/delivery-order/loads.ts';
import { formatNumber } from '../../format.ts';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';
import type { InformationFormValues } from './informationForm.ts';
import { LockHint } from '../shared/LockHint.tsx';
import { useFieldLock } from '../shared/useFieldLock.ts';

const searchToQuery = (q: string) => (q ? { q } : {});

export interface BoxTypeSectionProps {
  /** The order's total load weight in Kg (on the create page: the typed load lines'). */
  totalWeight: number;
  known?: DeliveryOrderRecord['box_type'];
}

export function BoxTypeSection({ totalWeight, known }: BoxTypeSectionProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lock = useFieldLock('box_type_id');
  const id = useWatch<InformationFormValues, 'box_type_id'>({ name: 'box_type_id' });
  const reuse = known && known.id === id ? known : undefined;
  const { data } = useGetOne(
    'box-type',
    { id: id ?? 0 },
    { enabled: typeof id === 'number' && !reuse },
  );
  const box =
    reuse ??
    (typeof id === 'number' && data && Number(data.id) === id
      ? (data as { weight_capacity?: number | null; volume_capacity?: number | null })
      : undefined);
  const capacity = box?.weight_capacity ?? null;
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`custom.delivery.information.box_type.${key}`, options);
  const over = box ? isOverCapacity(capacity, totalWeight) : false;

  return (
    <Box sx={{ minWidth: 0 }}>
      <ReferenceInput source="box_type_id" reference="box-type" filter={{ is_active: true }}>
        <AutocompleteInput
          fullWidth
          filterToQuery={searchToQuery}
          readOnly={lock.readOnly}
          helperText={<LockHint reason={lock.reason} />}
        />
      </ReferenceInput>
      {box && (
        <Typography variant="body2" color="text.secondary">
          {t('capacity')}:{' '}
          {capacity === null
            ? '-'
            : t('capacity_value', { weight: formatNumber(capacity, locale) })}
          {box.volume_capacity !== null && box.volume_capacity !== undefined
            ? ` · ${t('capacity_volume', { volume: formatNumber(box.volume_capacity, locale) })}`
            : ''}
          {' · '}
          {t('total_weight')}: {formatNumber(totalWeight, locale)} Kg
        </Typography>
      )}
      {over && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('over_capacity', {
            total: formatNumber(totalWeight, locale),
            capacity: formatNumber(capacity, locale),
          })}
        </Alert>
      )}
    </Box>
  );
}
