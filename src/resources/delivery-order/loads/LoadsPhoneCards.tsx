// The loads on a phone: one card per line (a table of these columns would need sideways scrolling
// there), a "select all" box above them and the totals below, drawn from useLoadsTable.
import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LoadCard } from './LoadCard';
import { LoadCardEditor } from './LoadCardEditor';
import { LoadsTotalsSummary } from './LoadsTotalsSummary';
import { NEW, type LoadsTableController } from './useLoadsTable';

export function LoadsPhoneCards({ controller: c }: { controller: LoadsTableController }) {
  const translate = useTranslate();
  const { lines, selected, locked, editing, editingLine } = c;
  return (
    <>
      {c.layout.selectable && lines.length > 0 && (
        <FormControlLabel
          sx={{ ml: 0 }}
          control={
            <Checkbox
              size="small"
              checked={selected.size === lines.length}
              indeterminate={selected.size > 0 && selected.size < lines.length}
              onChange={c.onToggleAll}
              disabled={locked}
            />
          }
          label={translate('ra.action.select_all')}
        />
      )}
      <Box
        role="list"
        aria-label={translate('custom.delivery.loads.table_label')}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      >
        {editing === NEW && (
          <LoadCardEditor
            line={null}
            editKey={NEW}
            liveTotals={c.liveTotals}
            onSave={c.onSave}
            onCancel={c.onCancel}
          />
        )}
        {lines.map((line, index) =>
          line.key === editing && editingLine ? (
            <LoadCardEditor
              key={line.key}
              line={editingLine}
              editKey={line.key}
              number={c.firstNumber + index}
              invalid={c.invalid.get(line.key)}
              liveTotals={c.liveTotals}
              onSave={c.onSave}
              onCancel={c.onCancel}
            />
          ) : (
            <LoadCard
              key={line.key}
              line={line}
              number={c.firstNumber + index}
              layout={c.layout}
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
          <Typography role="listitem" variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {translate('custom.delivery.loads.empty')}
          </Typography>
        )}
      </Box>
      <LoadsTotalsSummary base={c.baseTotals} liveTotals={c.liveTotals} capacity={c.capacity} />
    </>
  );
}
