// Label and value pairs as a description list (<dl>: dt, dd), two columns on a grid: the read-only
// detail panels of hand-written pages (Fleet Task Detail's resources and activities, the delivery
// owner's notes). The grid's columns and gaps are the caller's (`sx`); the pairs look the same.
import { Fragment, type ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';

export interface LabelValueListProps {
  rows: readonly (readonly [label: string, value: ReactNode])[];
  /** The grid: gridTemplateColumns, gaps, margins. */
  sx?: SxProps<Theme>;
  /** Values in medium weight (a panel whose values are the point, not the labels). */
  strongValues?: boolean;
}

export function LabelValueList({ rows, sx, strongValues = false }: LabelValueListProps) {
  return (
    <Box
      component="dl"
      sx={[{ display: 'grid', columnGap: 2, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, overflowWrap: 'anywhere', ...(strongValues ? { fontWeight: 500 } : {}) }}
          >
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
