// The one line being added or edited, as a row of the loads table (useLoadEditor holds its values
// and rules; this file only lays them out).
import { memo } from 'react';
import { TableCell, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatNumber } from '../../format';
import type { LoadsLayout } from './loadsLayout';
import { LoadEditorActions } from './LoadEditorActions';
import { LoadNoteInput } from './LoadNoteInput';
import { LoadProductPicker } from './LoadProductPicker';
import { LoadQuantityInput } from './LoadQuantityInput';
import { LoadUomSelect } from './LoadUomSelect';
import { useLoadEditor, type LoadEditorOptions } from './useLoadEditor';

export interface LoadRowEditorProps extends LoadEditorOptions {
  number?: number;
  layout: LoadsLayout;
}

export const LoadRowEditor = memo(function LoadRowEditor({
  number,
  layout,
  ...options
}: LoadRowEditorProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const editor = useLoadEditor(options);
  const id = `load-${options.editKey}`;
  return (
    <TableRow
      onKeyDown={editor.onKeyDown}
      data-testid="load-row-editor"
      aria-label={translate('custom.delivery.loads.editing')}
      sx={{ '& > td': { verticalAlign: 'top', pt: 1.5 } }}
    >
      {layout.selectable && <TableCell />}
      <TableCell sx={{ pt: 2.5 }}>{number ?? ''}</TableCell>
      <TableCell>
        <LoadProductPicker
          id={`${id}-product`}
          value={editor.product}
          onChange={editor.pickProduct}
          error={editor.messages.product_id}
          autoFocus={!options.line}
        />
      </TableCell>
      <TableCell>
        <LoadQuantityInput
          id={`${id}-quantity`}
          value={editor.quantity}
          onChange={editor.changeQuantity}
          onKeyDown={editor.submitOnEnter}
          disabled={!editor.hasProduct}
          autoFocus={Boolean(options.line)}
          error={editor.messages.quantity}
        />
      </TableCell>
      <TableCell>
        <LoadUomSelect
          id={`${id}-uom`}
          value={editor.uom}
          options={editor.options}
          onChange={editor.pickUom}
          hasProduct={editor.hasProduct}
          error={editor.messages.uom}
        />
      </TableCell>
      <TableCell align="right" sx={{ pt: 2.5 }} data-testid="load-live-weight">
        {formatNumber(editor.totals.total_weight, locale) || '-'}
      </TableCell>
      <TableCell align="right" sx={{ pt: 2.5 }} data-testid="load-live-volume">
        {formatNumber(editor.totals.total_volume, locale, { maximumFractionDigits: 6 }) || '-'}
      </TableCell>
      <TableCell>
        <LoadNoteInput
          id={`${id}-note`}
          value={editor.note}
          onChange={editor.changeNote}
          onBlur={editor.blurNote}
          onKeyDown={editor.submitOnEnter}
          disabled={!editor.hasProduct}
          error={editor.messages.note}
        />
      </TableCell>
      {layout.actuals && <TableCell />}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', pt: 1.5 }}>
        <LoadEditorActions
          saving={editor.saving}
          onSave={editor.submit}
          onCancel={options.onCancel}
        />
      </TableCell>
    </TableRow>
  );
});
