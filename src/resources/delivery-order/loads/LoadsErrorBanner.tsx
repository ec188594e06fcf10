// 'Baris data error.' with the number of rows the server flagged (delivery-order.md §8).
import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

export function LoadsErrorBanner({ count }: { count: number }) {
  const translate = useTranslate();
  if (count <= 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 1 }} data-testid="loads-error-banner">
      <AlertTitle sx={{ mb: 0 }}>
        {translate('custom.delivery.loads.row_error')} (
        {translate('custom.delivery.loads.row_error_count', { smart_count: count })})
      </AlertTitle>
      {translate('custom.delivery.loads.row_error_hint')}
    </Alert>
  );
}
