// One line as a card, for phones (the table would need sideways scrolling there). Same content and
// controls as LoadRow; memoized the same way.
import { memo } from 'react';
import { Box, Checkbox, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatNumber } from '../../format';
import { productName, productTypeText } from './loadLines';
import { LoadActualsStage } from './LoadActualsStage';
import { LoadInvalidNote } from './LoadInvalidNote';
import { LoadLineActions } from './LoadLineActions';
import { FLAGGED_BACKGROUND, type LoadRowProps } from './LoadRow';
import { LoadText } from './LoadText';

export const LoadCard = memo(function LoadCard({
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
  const field = (f: string) => translate(`resources.delivery-order-load.fields.${f}`);
  return (
    <Box
      role="listitem"
      data-testid={`load-row-${line.key}`}
      sx={{
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: flagged ? FLAGGED_BACKGROUND : selected ? 'action.selected' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        {layout.selectable && (
          <Checkbox
            checked={selected}
            onChange={() => onToggle(line.key)}
            disabled={locked}
            size="small"
            sx={{ p: 0.5 }}
            slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {`${number}. `}
            <LoadText text={name} limit={layout.tooltipLimit} inline />
          </Typography>
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
          <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }}>
            {`${field('quantity')}: ${formatNumber(line.quantity, locale)} ${line.uom}`}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="span"
            sx={{ display: 'block' }}
          >
            {`${formatNumber(line.total_weight, locale) || '-'} Kg · ${formatNumber(line.total_volume, locale, { maximumFractionDigits: 6 }) || '-'} Cbm`}
          </Typography>
          {line.note && (
            <Typography variant="caption" component="span" sx={{ display: 'block' }}>
              {`${field('note')}: `}
              <LoadText text={line.note} limit={layout.tooltipLimit} variant="caption" inline />
            </Typography>
          )}
          <LoadInvalidNote show={flagged} />
          {layout.actuals && (
            <Box sx={{ mt: 0.75 }}>
              <LoadActualsStage line={line} stage="picked" />
              <LoadActualsStage line={line} stage="delivered" />
            </Box>
          )}
        </Box>
        {layout.actions && (
          <LoadLineActions
            lineKey={line.key}
            name={name}
            layout={layout}
            locked={locked}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        )}
      </Box>
    </Box>
  );
});
