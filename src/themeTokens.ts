// The product's colours and measures, pure: src/theme.ts builds the MUI theme from them.
export const tokens = {
  palette: {
    // Both pass WCAG AA with white text (contrast ≥ 7:1).
    primary: '#1a4f8b',
    secondary: '#0d2f52',
    background: '#f4f6f9',
    // MUI's red 800 rather than its default #d32f2f, so red text (the Delete button, field errors)
    // stays ≥ 4.5:1 on the toolbar and page backgrounds, not only on white.
    error: '#c62828',
  },
  sidebar: { width: 248, closedWidth: 56 },
} as const;
