// The read-only summary of a chosen address (delivery-order.md §2): city, operational time and
// break time, with Copy Address ('{label} berhasil disalin').
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useGetOne, useNotify, useTranslate } from 'ra-core';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';

type AddressLike = NonNullable<DeliveryOrderRecord['origin_address']>;

export interface AddressSummaryProps {
  id: number | null;
  /** The field's label ('Alamat Asal'): names the panel and the copy toast. */
  label: string;
  side: string;
  known?: DeliveryOrderRecord['origin_address'];
}

const range = (from?: string | null, to?: string | null) =>
  from || to ? `${from || '-'} – ${to || '-'}` : '-';

/** The text Copy Address puts on the clipboard: the name and the full address. */
function addressText(address: AddressLike): string {
  return [address.name, address.full_name, address.city, address.province]
    .filter((part) => !!part)
    .join(', ');
}

export function AddressSummary({ id, label, side, known }: AddressSummaryProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const reuse = known && known.id === id ? known : undefined;
  const { data } = useGetOne('address', { id: id ?? 0 }, { enabled: id !== null && !reuse });
  const address = (reuse ?? (id !== null && data && Number(data.id) === id ? data : undefined)) as
    AddressLike | undefined;
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`custom.delivery.information.address.${key}`, options);
  const titleId = `${side}-summary-title`;

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(addressText(address));
      notify('custom.delivery.information.address.copied', {
        type: 'success',
        messageArgs: { label },
      });
    } catch {
      notify('custom.delivery.information.address.copy_failed', { type: 'error' });
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 1.5, mt: 0.5, bgcolor: 'action.hover' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography id={titleId} variant="subtitle2" component="h3">
          {translate(
            `custom.delivery.information.address.${side === 'origin_address_id' ? 'origin' : 'destination'}`,
          )}
        </Typography>
        <Button
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={copy}
          disabled={!address}
          aria-label={t('copy_label', { label })}
        >
          {t('copy')}
        </Button>
      </Box>
      {address ? (
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 1,
            display: 'grid',
            gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          {(
            [
              ['full_name', address.full_name || address.name],
              ['city', address.city || '-'],
              ['operational_time', range(address.start_operational_on, address.end_operational_on)],
              ['break_time', range(address.start_break_on, address.end_break_on)],
            ] as const
          ).map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(key)}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('none')}
        </Typography>
      )}
    </Paper>
  );
}
