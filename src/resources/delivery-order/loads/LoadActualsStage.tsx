// One stage's actuals of a line (picked or delivered): the quantity in the line's unit (in warning
// colour when it differs from the plan), weight in Kg, volume in Cbm and the adjustment reason.
import { memo } from 'react';
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatNumber } from '../../format';
import type { LoadLine } from './loadLines';
import { LoadText } from './LoadText';
import { TOOLTIP_LIMIT, WARNING_TEXT } from './loadsLayout';

export const LoadActualsStage = memo(function LoadActualsStage({
  line,
  stage,
}: {
  line: LoadLine;
  stage: 'picked' | 'delivered';
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const quantity = line[`quantity_${stage}`];
  const reason = line[`adjustment_reason_${stage}`];
  const recorded = quantity !== null && quantity !== undefined;
  const differs = recorded && quantity !== line.quantity;
  return (
    <Box sx={{ '& + &': { mt: 0.75 } }} data-testid={`load-actual-${stage}`}>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        <Box
          component="span"
          sx={{ color: 'text.secondary' }}
        >{`${translate(`custom.delivery.loads.${stage}`)}: `}</Box>
        <Box component="span" sx={differs ? { fontWeight: 700, color: WARNING_TEXT } : undefined}>
          {recorded ? `${formatNumber(quantity, locale)} ${line.uom}` : '-'}
        </Box>
      </Typography>
      {recorded && (
        <Typography
          variant="caption"
          component="span"
          sx={{ display: 'block', color: 'text.secondary' }}
        >
          {`${formatNumber(line[`weight_${stage}`], locale) || '-'} Kg · ${formatNumber(line[`volume_${stage}`], locale, { maximumFractionDigits: 6 }) || '-'} Cbm`}
        </Typography>
      )}
      {reason && (
        <Typography
          variant="caption"
          component="span"
          sx={{ display: 'block', color: 'text.secondary' }}
        >
          {`${translate('custom.delivery.loads.reason_label')} `}
          <LoadText text={reason} limit={TOOLTIP_LIMIT} variant="caption" inline />
        </Typography>
      )}
    </Box>
  );
});
