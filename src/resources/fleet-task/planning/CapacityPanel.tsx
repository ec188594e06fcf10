// The picked orders' total weight and volume against the chosen box type's capacities, with a visible
// warning over capacity (a warning: the server does not refuse it, docs/fleet-tasks.md "Planning").
import {
  Alert,
  Card,
  CardContent,
  FormControl,
  InputLabel,
  Box,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatNumber } from '../../format.ts';
import type { Planning } from './usePlanning.ts';

export function CapacityPanel({ planning }: { planning: Planning }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`custom.fleet_task.plan.capacity.${key}`, options);
  const { capacity, box, boxTypes, filters, setFilters } = planning;
  const n = (v: number | null | undefined) => formatNumber(v ?? 0, locale);
  const row = (
    label: string,
    total: number,
    cap: number | null | undefined,
    unit: string,
    share: number | null,
    over: boolean,
  ) => (
    <div>
      <Typography variant="body2">
        {label}:{' '}
        <strong>
          {typeof cap === 'number'
            ? t('of', { total: `${n(total)} ${unit}`, capacity: `${n(cap)} ${unit}` })
            : t('total_only', { total: `${n(total)} ${unit}` })}
        </strong>
      </Typography>
      {share !== null && (
        // The figures above say it; the bar only draws the share (not a progress indicator).
        <Box
          aria-hidden
          sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}
        >
          <Box
            sx={{
              height: '100%',
              width: `${Math.min(100, share * 100)}%`,
              bgcolor: over ? 'warning.main' : 'primary.main',
            }}
          />
        </Box>
      )}
    </div>
  );

  return (
    <Card variant="outlined" component="section" aria-labelledby="plan-capacity-title">
      <CardContent>
        <Typography id="plan-capacity-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('title')}
        </Typography>
        <Stack spacing={1.5}>
          <FormControl size="small" fullWidth>
            <InputLabel id="plan-capacity-box-label">{t('box_type')}</InputLabel>
            <Select
              labelId="plan-capacity-box-label"
              label={t('box_type')}
              value={filters.boxTypeId === null ? '' : String(filters.boxTypeId)}
              onChange={(e) =>
                setFilters({
                  ...filters,
                  boxTypeId: e.target.value === '' ? null : Number(e.target.value),
                })
              }
            >
              <MenuItem value="">-</MenuItem>
              {boxTypes.map((b) => (
                <MenuItem key={b.id} value={String(b.id)}>
                  {b.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {!box && (
            <Typography variant="body2" color="text.secondary">
              {t('none')}
            </Typography>
          )}
          {row(
            t('weight'),
            capacity.weight,
            box?.weight_capacity,
            'Kg',
            capacity.weightShare,
            capacity.weightOver,
          )}
          {row(
            t('volume'),
            capacity.volume,
            box?.volume_capacity,
            'm³',
            capacity.volumeShare,
            capacity.volumeOver,
          )}
          <div role="status" aria-live="polite">
            {capacity.weightOver && (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {t('over_weight', { total: n(capacity.weight), capacity: n(box?.weight_capacity) })}
              </Alert>
            )}
            {capacity.volumeOver && (
              <Alert severity="warning">
                {t('over_volume', { total: n(capacity.volume), capacity: n(box?.volume_capacity) })}
              </Alert>
            )}
            {box && !capacity.weightOver && !capacity.volumeOver && planning.picked.length > 0 && (
              <Alert severity="success">{t('fits')}</Alert>
            )}
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
