// Menu icons named by x-admin.menu.icon, each loaded on demand (a few hundred bytes apiece).
import { lazy, Suspense, type ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';

type IconModule = Promise<{ default: ComponentType<SvgIconProps> }>;

const loaders: Record<string, () => IconModule> = {
  AltRoute: () => import('@mui/icons-material/AltRoute'),
  Assignment: () => import('@mui/icons-material/Assignment'),
  Business: () => import('@mui/icons-material/Business'),
  Category: () => import('@mui/icons-material/Category'),
  Description: () => import('@mui/icons-material/Description'),
  DirectionsCar: () => import('@mui/icons-material/DirectionsCar'),
  EventBusy: () => import('@mui/icons-material/EventBusy'),
  EventNote: () => import('@mui/icons-material/EventNote'),
  Handshake: () => import('@mui/icons-material/Handshake'),
  Inventory: () => import('@mui/icons-material/Inventory'),
  Inventory2: () => import('@mui/icons-material/Inventory2'),
  Label: () => import('@mui/icons-material/Label'),
  ListAlt: () => import('@mui/icons-material/ListAlt'),
  LocalShipping: () => import('@mui/icons-material/LocalShipping'),
  ManageAccounts: () => import('@mui/icons-material/ManageAccounts'),
  Map: () => import('@mui/icons-material/Map'),
  Note: () => import('@mui/icons-material/Note'),
  Notifications: () => import('@mui/icons-material/Notifications'),
  NotificationsActive: () => import('@mui/icons-material/NotificationsActive'),
  People: () => import('@mui/icons-material/People'),
  Person: () => import('@mui/icons-material/Person'),
  Place: () => import('@mui/icons-material/Place'),
  Receipt: () => import('@mui/icons-material/Receipt'),
  Route: () => import('@mui/icons-material/Route'),
  Rule: () => import('@mui/icons-material/Rule'),
  Settings: () => import('@mui/icons-material/Settings'),
  Store: () => import('@mui/icons-material/Store'),
  Straighten: () => import('@mui/icons-material/Straighten'),
  Tune: () => import('@mui/icons-material/Tune'),
  ViewInAr: () => import('@mui/icons-material/ViewInAr'),
  Warehouse: () => import('@mui/icons-material/Warehouse'),
  Warning: () => import('@mui/icons-material/Warning'),
};

const fallback = () => import('@mui/icons-material/Label');
const cache = new Map<string, ComponentType<SvgIconProps>>();

/** A menu icon component for an x-admin.menu.icon name (unknown names get a generic label icon). */
export function iconFor(name: string | undefined): ComponentType<SvgIconProps> {
  const key = name && loaders[name] ? name : '_fallback';
  const cached = cache.get(key);
  if (cached) return cached;
  if (name && !loaders[name]) console.warn(`[resources] no icon "${name}" in src/resources/icons.tsx; using Label`);
  const Lazy = lazy(loaders[key] ?? fallback);
  // Its own boundary, so a loading icon never suspends the menu around it.
  const Icon = (props: SvgIconProps) => (
    <Suspense fallback={<span style={{ display: 'inline-block', width: 24, height: 24 }} aria-hidden="true" />}>
      <Lazy {...props} />
    </Suspense>
  );
  Icon.displayName = `ResourceIcon(${key})`;
  cache.set(key, Icon);
  return Icon;
}

export const knownIcons = Object.keys(loaders);
