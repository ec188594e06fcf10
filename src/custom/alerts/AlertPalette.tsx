// The alert centre's colours (§6: danger for urgent, warning otherwise). MUI's warning orange
// (#ed6c02) gives white text on it, and itself as text on white, 3.1:1: below WCAG AA's 4.5:1 for
// the small texts it marks here (the important counts on the bell and the accordion, the 'Penting'
// chip, the 'Belum selesai' chip of an important alert). Inside the centre and its pages warning is
// a darker orange: 6.1:1 on white, 5.1:1 on a hovered unread row.
import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material';

export const IMPORTANT_COLOUR = '#a84300';

const withImportantColour = (outer: Theme): Theme => ({
  ...outer,
  palette: {
    ...outer.palette,
    warning: outer.palette.augmentColor({ color: { main: IMPORTANT_COLOUR }, name: 'warning' }),
  },
});

export function AlertPalette({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={withImportantColour}>{children}</ThemeProvider>;
}
