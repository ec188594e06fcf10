// The loads on a wider screen: a table with inline editing of one row at a time and the totals in
// its footer, drawn from useLoadsTable.
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { LoadRow } from './LoadRow';
import { LoadRowEditor } from './LoadRowEditor';
import { LoadsTableHead } from './LoadsTableHead';
import { LoadsTotalsRow } from './LoadsTotalsRow';
import { NEW, type LoadsTableController } from './useLoadsTable';

// The shell's layout is min-width: fit-content, so a wide table would widen the page; a container
// whose inline size ignores its content scrolls instead (phones: nothing overflows the page).
export const SCROLLER = { width: '100%', contain: 'inline-size' } as const;

export function LoadsDesktopTable({ controller: c }: { controller: LoadsTableController }) {
  const translate = useTranslate();
  const { layout, lines, selected, locked, editing, editingLine } = c;
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={translate('custom.delivery.loads.region')}
      sx={SCROLLER}
    >
      <Table
        size="small"
        aria-label={translate('custom.delivery.loads.table_label')}
        sx={{
          tableLayout: 'fixed',
          minWidth: layout.minWidth,
          '& td, & th': { px: 1, overflowWrap: 'break-word' },
        }}
      >
        <LoadsTableHead
          layout={layout}
          selectedCount={selected.size}
          rowCount={lines.length}
          locked={locked}
          onToggleAll={c.onToggleAll}
        />
        <TableBody>
          {editing === NEW && (
            <LoadRowEditor
              line={null}
              editKey={NEW}
              layout={layout}
              liveTotals={c.liveTotals}
              onSave={c.onSave}
              onCancel={c.onCancel}
            />
          )}
          {lines.map((line, index) =>
            line.key === editing && editingLine ? (
              <LoadRowEditor
                key={line.key}
                line={editingLine}
                editKey={line.key}
                number={c.firstNumber + index}
                layout={layout}
                invalid={c.invalid.get(line.key)}
                liveTotals={c.liveTotals}
                onSave={c.onSave}
                onCancel={c.onCancel}
              />
            ) : (
              <LoadRow
                key={line.key}
                line={line}
                number={c.firstNumber + index}
                layout={layout}
                selected={selected.has(line.key)}
                locked={locked}
                invalid={c.invalid.get(line.key)}
                onEdit={c.onEdit}
                onDelete={c.onDelete}
                onToggle={c.onToggle}
              />
            ),
          )}
          {!c.isPending && lines.length === 0 && editing !== NEW && (
            <TableRow>
              <TableCell colSpan={layout.columnCount}>
                <Typography variant="body2" color="text.secondary">
                  {translate('custom.delivery.loads.empty')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
        <TableFooter>
          <LoadsTotalsRow
            base={c.baseTotals}
            liveTotals={c.liveTotals}
            capacity={c.capacity}
            layout={layout}
          />
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
