// The vendor picker's table (delivery-order.md §3): name, connected status, contract number, base
// price, origin, destination, box type, total weight and volume of each contract rate on the lane.
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useGetMany, useLocaleState, useTranslate } from 'ra-core';
import { formatCurrency, formatNumber } from '../../format.ts';
import { useVendorRates, type VendorRate } from './useVendorRates.ts';

export interface VendorPickerDialogProps {
  open: boolean;
  origin: number | null;
  destination: number | null;
  selectedVendorId: number | null;
  onSelect(rate: VendorRate): void;
  onClose(): void;
}

// The choose button leads, so it is in reach without scrolling the wide table sideways.
const COLUMNS = [
  'action',
  'name',
  'connected',
  'contract_number',
  'base_price',
  'origin',
  'destination',
  'box_type',
  'total_weight',
  'total_volume',
] as const;

export function VendorPickerDialog({
  open,
  origin,
  destination,
  selectedVendorId,
  onSelect,
  onClose,
}: VendorPickerDialogProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { rates, isPending, error } = useVendorRates(origin, destination, open);
  const addressIds = [
    ...new Set(rates.flatMap((r) => [r.origin_address_id, r.destination_address_id])),
  ];
  const boxIds = [...new Set(rates.map((r) => r.box_type_id))];
  const { data: addresses } = useGetMany(
    'address',
    { ids: addressIds },
    { enabled: open && addressIds.length > 0 },
  );
  const { data: boxes } = useGetMany(
    'box-type',
    { ids: boxIds },
    { enabled: open && boxIds.length > 0 },
  );
  const nameOf = (records: { id: unknown; name?: unknown }[] | undefined, id: number) =>
    String(records?.find((r) => Number(r.id) === id)?.name ?? `#${id}`);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`custom.delivery.information.vendor.${key}`, options);
  const number = (value: number | null | undefined) =>
    value === null || value === undefined ? '-' : formatNumber(value, locale);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      aria-labelledby="vendor-picker-title"
      aria-describedby="vendor-picker-subtitle"
    >
      <DialogTitle id="vendor-picker-title">{t('dialog_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="vendor-picker-subtitle" sx={{ mb: 1 }}>
          {t('dialog_subtitle')}
        </DialogContentText>
        {isPending && <LinearProgress aria-label={t('loading')} />}
        {!!error && <Alert severity="error">{t('failed')}</Alert>}
        {!isPending && !error && rates.length === 0 && <Alert severity="info">{t('empty')}</Alert>}
        {rates.length > 0 && (
          <TableContainer
            tabIndex={0}
            role="region"
            aria-label={t('table_label')}
            sx={{ maxWidth: '100%', overflowX: 'auto' }}
          >
            <Table size="small">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                      {t(`columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rates.map((rate) => {
                  const chosen = rate.vendor_id === selectedVendorId;
                  const connected =
                    rate.connected ??
                    (typeof rate.paired_company_id === 'number' && rate.paired_company_id > 0);
                  return (
                    <TableRow key={rate.id} selected={chosen}>
                      <TableCell>
                        <Button
                          size="small"
                          variant={chosen ? 'contained' : 'outlined'}
                          onClick={() => onSelect(rate)}
                          aria-label={t('select_label', {
                            action: t(chosen ? 'selected' : 'select'),
                            name: rate.vendor_name,
                          })}
                          aria-pressed={chosen}
                        >
                          {t(chosen ? 'selected' : 'select')}
                        </Button>
                      </TableCell>
                      <TableCell sx={{ fontWeight: 500, minWidth: 160 }}>
                        {rate.vendor_name}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={connected ? 'success' : 'default'}
                          label={t(connected ? 'connected' : 'not_connected')}
                        />
                      </TableCell>
                      <TableCell>{rate.contract_number || '-'}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatCurrency(rate.base_price, locale)}
                      </TableCell>
                      <TableCell>{nameOf(addresses, rate.origin_address_id)}</TableCell>
                      <TableCell>{nameOf(addresses, rate.destination_address_id)}</TableCell>
                      <TableCell>{nameOf(boxes, rate.box_type_id)}</TableCell>
                      <TableCell align="right">{number(rate.total_weight)}</TableCell>
                      <TableCell align="right">{number(rate.total_volume)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
