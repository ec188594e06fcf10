// Menu icons named by x-admin.menu.icon. The generator checks each name against @mui/icons-material
// and imports exactly those (src/generated/icons.ts), so the menu's icons come with its chunk.
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import Label from '@mui/icons-material/Label';
import { menuIcons } from '../generated/icons.ts';

/** The menu icon for an x-admin.menu.icon name; a resource that names none gets a generic label. */
export function iconFor(
  name: string | undefined,
  icons: Record<string, ComponentType<SvgIconProps>> = menuIcons,
): ComponentType<SvgIconProps> {
  if (!name) return Label;
  const icon = icons[name];
  // Only a registry generated before its schema named the icon gets here (a stale dev build).
  if (!icon)
    console.warn(
      `[resources] no icon "${name}" in src/generated/icons.ts (regenerate); using Label`,
    );
  return icon ?? Label;
}
