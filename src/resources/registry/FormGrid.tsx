import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** The two-column grid forms use; inputs with x-admin.fullWidth span both columns. */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        columnGap: 2,
        width: '100%',
        '& > .full-width': { gridColumn: '1 / -1' },
      }}
    >
      {children}
    </Box>
  );
}
