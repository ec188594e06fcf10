// The one line being added or edited, as a row of the loads table (useLoadEditor holds its values
// and rules; this file only lays them out).
import { memo } from 'react';
import { TableCell, TableRow, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatNumber } from '../format';
import { useFieldLabel } from '../useLabel';
import type { LoadsLayout } from './loadsLayout';
import { LoadEditorActions } from './LoadEditorActions';
import { LoadProductPicker } from './LoadProductPicker';
import { LoadUomSelect } from './LoadUomSelect';
import { useLoadEditor, type LoadEditorOptions } from './useLoadEditor';

export interface LoadRowEditorProps extends LoadEditorOptions {
  number?: number;
  layout: LoadsLayout;
}

export const LoadRowEditor = memo(function LoadRowEditor({ number, layout, ...options }: LoadRowEditorProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const quantityLabel = useFieldLabel('delivery-order-load', 'quantity');
  const noteLabel = useFieldLabel('delivery-order-load', 'note');
  const editor = useLoadEditor(options);
  const id = `load-${options.editKey}`;
  return (
    <TableRow
      onKeyDown={editor.onKeyDown}
      data-testid="load-row-editor"
      aria-label={translate('custom.delivery.loads.editing')}
      sx={{ '& > td': { verticalAlign: 'top', pt: 1.5 } }}
    >
      {layout.selectable && <TableCell padding="checkbox" />}
      <TableCell sx={{ pt: 2.5 }}>{number ?? ''}</TableCell>
      <TableCell>
        <LoadProductPicker id={`${id}-product`} value={editor.product} onChange={editor.pickProduct} error={editor.message('product_id')} autoFocus={!options.line} />
      </TableCell>
      <TableCell>
        <TextField
          id={`${id}-quantity`}
          size="small"
          label={quantityLabel}
          required
          value={editor.quantity}
          onChange={(event) => editor.changeQuantity(event.target.value)}
          onKeyDown={editor.submitOnEnter}
          disabled={!editor.hasProduct}
          autoFocus={Boolean(options.line)}
          error={Boolean(editor.message('quantity'))}
          helperText={editor.message('quantity')}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'load-quantity' } }}
          sx={{ width: 96 }}
        />
      </TableCell>
      <TableCell>
        <LoadUomSelect id={`${id}-uom`} value={editor.uom} options={editor.options} onChange={editor.pickUom} hasProduct={editor.hasProduct} error={editor.message('uom')} />
      </TableCell>
      <TableCell align="right" sx={{ pt: 2.5 }} data-testid="load-live-weight">
        {formatNumber(editor.totals.total_weight, locale) || '-'}
      </TableCell>
      <TableCell align="right" sx={{ pt: 2.5 }} data-testid="load-live-volume">
        {formatNumber(editor.totals.total_volume, locale, { maximumFractionDigits: 6 }) || '-'}
      </TableCell>
      <TableCell>
        <TextField
          id={`${id}-note`}
          size="small"
          label={noteLabel}
          value={editor.note}
          disabled={!editor.hasProduct}
          onChange={(event) => editor.changeNote(event.target.value)}
          onBlur={editor.blurNote}
          onKeyDown={editor.submitOnEnter}
          error={Boolean(editor.message('note'))}
          helperText={editor.message('note')}
          sx={{ minWidth: 140 }}
          fullWidth
        />
      </TableCell>
      {layout.actuals && <TableCell />}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', pt: 1.5 }}>
        <LoadEditorActions saving={editor.saving} onSave={editor.submit} onCancel={options.onCancel} />
      </TableCell>
    </TableRow>
  );
});
