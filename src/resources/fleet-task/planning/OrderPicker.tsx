// The orders ready to schedule, with the planning filters (number, pickup day, origin and destination
// area, box type) and a checkbox per order; an order's refusal by the server is shown on its row.
import {
  Alert,
  Box,
  Card,
  CardContent,
  Checkbox,
  FormControl,
  InputLabel,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Select,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatDate, formatNumber } from '../../format.ts';
import { planTotals } from '../../../domain/fleet-task/capacity.ts';
import { addressLabel } from '../contracts.ts';
import type { Planning } from './usePlanning.ts';

export function OrderPicker({ planning }: { planning: Planning }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`custom.fleet_task.plan.orders.${key}`, options);
  const { filters, setFilters, shown, available, picked, toggle, boxTypes, errors, ready } =
    planning;
  const set = (patch: Partial<typeof filters>) => setFilters({ ...filters, ...patch });
  const rowError = (orderId: number) => {
    const index = picked.findIndex((o) => o.id === orderId);
    return index >= 0 ? errors.fields[`delivery_order_ids.${index}`] : undefined;
  };
  const noOrders = errors.fields.delivery_order_ids;

  return (
    <Card variant="outlined" component="section" aria-labelledby="plan-orders-title">
      <CardContent>
        <Typography id="plan-orders-title" component="h2" variant="h6">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('count', { smart_count: picked.length })} ·{' '}
          {t('shown', { shown: shown.length, total: available.length })}
        </Typography>
        <Box
          role="group"
          aria-label={t('filters')}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, minmax(0, 1fr))' },
            mb: 1.5,
          }}
        >
          <TextField
            size="small"
            label={t('search')}
            value={filters.q}
            onChange={(e) => set({ q: e.target.value })}
          />
          <TextField
            size="small"
            type="date"
            label={t('date')}
            value={filters.date}
            onChange={(e) => set({ date: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            label={t('origin')}
            value={filters.origin}
            onChange={(e) => set({ origin: e.target.value })}
          />
          <TextField
            size="small"
            label={t('destination')}
            value={filters.destination}
            onChange={(e) => set({ destination: e.target.value })}
          />
          <FormControl size="small">
            <InputLabel id="plan-box-type-label">{t('box_type')}</InputLabel>
            <Select
              labelId="plan-box-type-label"
              label={t('box_type')}
              value={filters.boxTypeId === null ? '' : String(filters.boxTypeId)}
              onChange={(e) =>
                set({ boxTypeId: e.target.value === '' ? null : Number(e.target.value) })
              }
            >
              <MenuItem value="">{t('any_box')}</MenuItem>
              {boxTypes.map((b) => (
                <MenuItem key={b.id} value={String(b.id)}>
                  {b.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Box>
        {noOrders && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate(noOrders)}
          </Alert>
        )}
        {ready.isPending ? (
          <Typography role="status">{t('loading')}</Typography>
        ) : ready.error ? (
          <Alert severity="error">{t('failed')}</Alert>
        ) : shown.length === 0 ? (
          <Typography color="text.secondary">{t('empty')}</Typography>
        ) : (
          <List
            dense
            aria-labelledby="plan-orders-title"
            sx={{ maxHeight: 480, overflowY: 'auto' }}
          >
            {shown.map((order) => {
              const checked = picked.some((o) => o.id === order.id);
              const id = `plan-order-${order.id}`;
              const { weight, volume } = planTotals([order]);
              const error = rowError(order.id);
              return (
                <ListItem key={order.id} divider sx={{ alignItems: 'flex-start', px: 0 }}>
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Checkbox
                      edge="start"
                      checked={checked}
                      onChange={() => toggle(order)}
                      slotProps={{
                        input: {
                          id: `${id}-input`,
                          'aria-label': t('select', { number: order.number ?? order.id }),
                          'aria-describedby': id,
                        },
                      }}
                    />
                  </ListItemIcon>
                  <Box
                    component="label"
                    htmlFor={`${id}-input`}
                    sx={{ cursor: 'pointer', minWidth: 0, flex: 1 }}
                  >
                    <ListItemText
                      id={id}
                      primary={
                        <>
                          <strong>{order.number}</strong>
                          {order.shipped_customer_name || order.customer_name
                            ? ` · ${order.shipped_customer_name ?? order.customer_name}`
                            : ''}
                        </>
                      }
                      secondary={
                        <>
                          <span>
                            {addressLabel(order.origin_address)} →{' '}
                            {addressLabel(order.destination_address)}
                          </span>
                          <br />
                          <span>
                            {order.expected_pickup_on
                              ? `${t('pickup_on', { date: formatDate(order.expected_pickup_on, locale) })} · `
                              : ''}
                            {t('measures', {
                              weight: formatNumber(weight, locale),
                              volume: formatNumber(volume, locale),
                            })}
                            {' · '}
                            {order.box_type?.name ?? t('no_box')}
                          </span>
                          {error && (
                            <>
                              <br />
                              <Typography component="span" variant="body2" color="error">
                                {translate(error)}
                              </Typography>
                            </>
                          )}
                        </>
                      }
                      slotProps={{ secondary: { component: 'span' } }}
                      sx={{ overflowWrap: 'anywhere' }}
                    />
                  </Box>
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
