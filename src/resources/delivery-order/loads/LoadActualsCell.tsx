// The actuals of a line (delivery-order.md §3, §4: shown in Diambil and Terkirim): picked, then delivered.
import { memo } from 'react';
import { TableCell } from '@mui/material';
import type { LoadLine } from './loadLines';
import { LoadActualsStage } from './LoadActualsStage';

export const LoadActualsCell = memo(function LoadActualsCell({ line }: { line: LoadLine }) {
  return (
    <TableCell>
      <LoadActualsStage line={line} stage="picked" />
      <LoadActualsStage line={line} stage="delivered" />
    </TableCell>
  );
});
