// The product's colours and measures, pure: src/theme.ts builds the MUI theme from them, and the
// first screen (src/firstScreen/, before MUI has loaded) reads them as CSS custom properties
// (themeCustomProperties), so firstScreen.css repeats no colour or size of the theme.
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

/** The tokens as custom properties of the first screen's root (`.fs`): --fs-primary, --fs-sidebar-width… */
export function themeCustomProperties(): string {
  const { palette, sidebar } = tokens;
  const properties = {
    '--fs-primary': palette.primary,
    '--fs-secondary': palette.secondary,
    '--fs-background': palette.background,
    '--fs-error': palette.error,
    '--fs-sidebar-width': `${sidebar.width}px`,
    '--fs-sidebar-closed-width': `${sidebar.closedWidth}px`,
  };
  return `.fs{${Object.entries(properties)
    .map(([name, value]) => `${name}:${value};`)
    .join('')}}\n`;
}
