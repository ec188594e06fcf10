// MUI's TablePagination in the console's language, with react-admin's own texts ('Baris per halaman',
// '1-10 dari 42', 'Ke halaman berikutnya'): for the hand-drawn tables that page without react-admin's
// <Pagination> (load lines, their change logs, Notification Log, the audit list).
import { useMemo } from 'react';
import type { TablePaginationProps } from '@mui/material';
import { useTranslate } from 'ra-core';

export function useTablePaginationLabels(): Pick<
  TablePaginationProps,
  'labelRowsPerPage' | 'getItemAriaLabel' | 'labelDisplayedRows'
> {
  const translate = useTranslate();
  return useMemo(
    () => ({
      labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
      getItemAriaLabel: (kind) => translate(`ra.navigation.${kind}`, { _: `Go to ${kind} page` }),
      labelDisplayedRows: ({ from, to, count }) =>
        translate('ra.navigation.page_range_info', {
          offsetBegin: from,
          offsetEnd: to,
          total: count,
        }),
    }),
    [translate],
  );
}
