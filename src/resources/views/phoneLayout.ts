import type { SxProps, Theme } from '@mui/material';

/**
 * A generated list's frame: the shell grows to fit its content (minWidth: fit-content), so the list
 * must not report its content's width — a wide table scrolls inside the list, and on a phone the
 * toolbar wraps and the search field shrinks instead of widening the page.
 */
export const phoneListSx: SxProps<Theme> = {
  minWidth: 0,
  '& .RaList-main': { minWidth: 0, contain: 'inline-size' },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .RaFilterForm-filterFormInput': { minWidth: 0, maxWidth: '100%' },
};
