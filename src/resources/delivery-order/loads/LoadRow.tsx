// One saved (or draft) line, read-only, as a table row. Memoized: it re-renders only when its own
// props change, so typing in the editing row never touches it (callbacks take the row's key and
// are stable).
import { memo } from 'react';
import { Checkbox, TableCell, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatNumber } from '../../format';
import { productName, productTypeText, type LoadLine } from './loadLines';
import type { LoadsLayout } from './loadsLayout';
import { LoadActualsCell } from './LoadActualsCell';
import { LoadInvalidNote } from './LoadInvalidNote';
import { LoadLineActions } from './LoadLineActions';
import { LoadText } from './LoadText';

export interface LoadRowProps {
  line: LoadLine;
  number: number;
  layout: LoadsLayout;
  selected: boolean;
  /** Another row is being edited: one row at a time. */
  locked: boolean;
  /** Server errors flagging this row (delivery_order_loads.N.*). */
  invalid?: Record<string, string>;
  onEdit(key: string): void;
  onDelete(key: string): void;
  onToggle(key: string): void;
}

export const FLAGGED_BACKGROUND = 'rgba(198, 40, 40, 0.06)';

export const LoadRow = memo(function LoadRow({
  line,
  number,
  layout,
  selected,
  locked,
  invalid,
  onEdit,
  onDelete,
  onToggle,
}: LoadRowProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const name = productName(line);
  const type = productTypeText(line);
  const flagged = invalid !== undefined;
  return (
    <TableRow
      hover
      selected={selected}
      aria-invalid={flagged || undefined}
      data-testid={`load-row-${line.key}`}
      sx={flagged ? { bgcolor: FLAGGED_BACKGROUND } : undefined}
    >
      {layout.selectable && (
        <TableCell sx={{ py: 0 }}>
          <Checkbox
            checked={selected}
            onChange={() => onToggle(line.key)}
            disabled={locked}
            slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
          />
        </TableCell>
      )}
      <TableCell>{number}</TableCell>
      <TableCell>
        <LoadText text={name} limit={layout.tooltipLimit} />
        {type && (
          <Typography
            variant="caption"
            color="text.secondary"
            component="span"
            sx={{ display: 'block' }}
          >
            {type}
          </Typography>
        )}
        <LoadInvalidNote show={flagged} />
      </TableCell>
      <TableCell align="right">
        {formatNumber(line.quantity, locale)}
        <LoadInvalidNote show={flagged} />
      </TableCell>
      <TableCell>
        {line.uom}
        <LoadInvalidNote show={flagged} />
      </TableCell>
      <TableCell align="right">{formatNumber(line.total_weight, locale) || '-'}</TableCell>
      <TableCell align="right">
        {formatNumber(line.total_volume, locale, { maximumFractionDigits: 6 }) || '-'}
      </TableCell>
      <TableCell>
        <LoadText text={line.note} limit={layout.tooltipLimit} />
        <LoadInvalidNote show={flagged} />
      </TableCell>
      {layout.actuals && <LoadActualsCell line={line} />}
      {layout.actions && (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <LoadLineActions
            lineKey={line.key}
            name={name}
            layout={layout}
            locked={locked}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </TableCell>
      )}
    </TableRow>
  );
});
