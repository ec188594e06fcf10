// The loads table's column headers, with select-all over the page when lines can be deleted.
import { memo } from 'react';
import { Box, Checkbox, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { LoadsLayout } from './loadsLayout';

interface LoadsTableHeadProps {
  layout: LoadsLayout;
  selectedCount: number;
  rowCount: number;
  locked: boolean;
  onToggleAll(): void;
}

export const LoadsTableHead = memo(function LoadsTableHead({
  layout,
  selectedCount,
  rowCount,
  locked,
  onToggleAll,
}: LoadsTableHeadProps) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.delivery-order-load.fields.${name}`);
  const w = layout.widths;
  return (
    <TableHead>
      <TableRow sx={{ '& th': { fontWeight: 600, whiteSpace: 'nowrap', verticalAlign: 'bottom' } }}>
        {layout.selectable && (
          <TableCell sx={{ width: w.select, py: 0 }}>
            <Checkbox
              checked={rowCount > 0 && selectedCount === rowCount}
              indeterminate={selectedCount > 0 && selectedCount < rowCount}
              onChange={onToggleAll}
              disabled={locked || rowCount === 0}
              slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
            />
          </TableCell>
        )}
        <TableCell sx={{ width: w.number }}>{translate('custom.delivery.loads.number')}</TableCell>
        <TableCell>{field('product_id')}</TableCell>
        <TableCell align="right" sx={{ width: w.quantity }}>
          {field('quantity')}
        </TableCell>
        <TableCell sx={{ width: w.uom }}>{field('uom')}</TableCell>
        <TableCell align="right" sx={{ width: w.weight }}>
          {field('total_weight')}
          <Box component="span" sx={{ display: 'block' }}>
            (Kg)
          </Box>
        </TableCell>
        <TableCell align="right" sx={{ width: w.volume }}>
          {field('total_volume')}
          <Box component="span" sx={{ display: 'block' }}>
            (Cbm)
          </Box>
        </TableCell>
        <TableCell sx={{ width: w.note }}>{field('note')}</TableCell>
        {layout.actuals && (
          <TableCell sx={{ width: w.actuals }}>
            {translate('custom.delivery.loads.actuals')}
          </TableCell>
        )}
        {layout.actions && (
          <TableCell align="right" sx={{ width: w.actions }}>
            {translate('custom.delivery.loads.actions')}
          </TableCell>
        )}
      </TableRow>
    </TableHead>
  );
});
