// The one line being added or edited, as a stacked form for phones (useLoadEditor holds its values
// and rules, as for LoadRowEditor).
import { memo } from 'react';
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatNumber } from '../../format';
import { LoadEditorActions } from './LoadEditorActions';
import { LoadNoteInput } from './LoadNoteInput';
import { LoadProductPicker } from './LoadProductPicker';
import { LoadQuantityInput } from './LoadQuantityInput';
import { LoadUomSelect } from './LoadUomSelect';
import { useLoadEditor, type LoadEditorOptions } from './useLoadEditor';

export const LoadCardEditor = memo(function LoadCardEditor({
  number,
  ...options
}: LoadEditorOptions & { number?: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const editor = useLoadEditor(options);
  const id = `load-${options.editKey}`;
  return (
    <Box
      role="listitem"
      onKeyDown={editor.onKeyDown}
      data-testid="load-row-editor"
      aria-label={translate('custom.delivery.loads.editing')}
      sx={{
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      {number !== undefined && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {`${translate('custom.delivery.loads.number')} ${number}`}
        </Typography>
      )}
      <LoadProductPicker
        id={`${id}-product`}
        value={editor.product}
        onChange={editor.pickProduct}
        error={editor.messages.product_id}
        autoFocus={!options.line}
      />
      <Box sx={{ display: 'flex', gap: 1, '& > *': { flex: 1 } }}>
        <LoadQuantityInput
          id={`${id}-quantity`}
          value={editor.quantity}
          onChange={editor.changeQuantity}
          onKeyDown={editor.submitOnEnter}
          disabled={!editor.hasProduct}
          error={editor.messages.quantity}
        />
        <LoadUomSelect
          id={`${id}-uom`}
          value={editor.uom}
          options={editor.options}
          onChange={editor.pickUom}
          hasProduct={editor.hasProduct}
          error={editor.messages.uom}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        <span data-testid="load-live-weight">{`${formatNumber(editor.totals.total_weight, locale) || '-'} Kg`}</span>
        {' · '}
        <span data-testid="load-live-volume">{`${formatNumber(editor.totals.total_volume, locale, { maximumFractionDigits: 6 }) || '-'} Cbm`}</span>
      </Typography>
      <LoadNoteInput
        id={`${id}-note`}
        value={editor.note}
        onChange={editor.changeNote}
        onBlur={editor.blurNote}
        onKeyDown={editor.submitOnEnter}
        disabled={!editor.hasProduct}
        error={editor.messages.note}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <LoadEditorActions
          saving={editor.saving}
          onSave={editor.submit}
          onCancel={options.onCancel}
        />
      </Box>
    </Box>
  );
});
