// Menu icons named by x-admin.menu.icon, each loaded on demand (a few hundred bytes apiece).
import { lazy, Suspense, type ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';

type IconModule = Promise<{ default: ComponentType<SvgIconProps> }>;

// A small map rather than a dynamic import of any name: Vite cannot split a bare import with a variable,
// and globbing all ~2,000 icons would make as many chunks. tests/unit/resources checks every schema's icon is here.
const loaders: Record<string, () => IconModule> = {
  AltRoute: () => import('@mui/icons-material/AltRoute'),
  Apartment: () => import('@mui/icons-material/Apartment'),
  Assignment: () => import('@mui/icons-material/Assignment'),
  Badge: () => import('@mui/icons-material/Badge'),
  Business: () => import('@mui/icons-material/Business'),
  Category: () => import('@mui/icons-material/Category'),
  Checklist: () => import('@mui/icons-material/Checklist'),
  Construction: () => import('@mui/icons-material/Construction'),
  Dataset: () => import('@mui/icons-material/Dataset'),
  Description: () => import('@mui/icons-material/Description'),
  DirectionsBus: () => import('@mui/icons-material/DirectionsBus'),
  DirectionsCar: () => import('@mui/icons-material/DirectionsCar'),
  Domain: () => import('@mui/icons-material/Domain'),
  EditNote: () => import('@mui/icons-material/EditNote'),
  EvStation: () => import('@mui/icons-material/EvStation'),
  EventBusy: () => import('@mui/icons-material/EventBusy'),
  EventNote: () => import('@mui/icons-material/EventNote'),
  Factory: () => import('@mui/icons-material/Factory'),
  Flag: () => import('@mui/icons-material/Flag'),
  Forklift: () => import('@mui/icons-material/Forklift'),
  Gavel: () => import('@mui/icons-material/Gavel'),
  Group: () => import('@mui/icons-material/Group'),
  Groups: () => import('@mui/icons-material/Groups'),
  Handshake: () => import('@mui/icons-material/Handshake'),
  Hub: () => import('@mui/icons-material/Hub'),
  Inbox: () => import('@mui/icons-material/Inbox'),
  Inventory: () => import('@mui/icons-material/Inventory'),
  Inventory2: () => import('@mui/icons-material/Inventory2'),
  Key: () => import('@mui/icons-material/Key'),
  Label: () => import('@mui/icons-material/Label'),
  Language: () => import('@mui/icons-material/Language'),
  ListAlt: () => import('@mui/icons-material/ListAlt'),
  LocalGasStation: () => import('@mui/icons-material/LocalGasStation'),
  LocalOffer: () => import('@mui/icons-material/LocalOffer'),
  LocalShipping: () => import('@mui/icons-material/LocalShipping'),
  LocationCity: () => import('@mui/icons-material/LocationCity'),
  LocationOn: () => import('@mui/icons-material/LocationOn'),
  ManageAccounts: () => import('@mui/icons-material/ManageAccounts'),
  Map: () => import('@mui/icons-material/Map'),
  MonetizationOn: () => import('@mui/icons-material/MonetizationOn'),
  Note: () => import('@mui/icons-material/Note'),
  Notifications: () => import('@mui/icons-material/Notifications'),
  NotificationsActive: () => import('@mui/icons-material/NotificationsActive'),
  Payments: () => import('@mui/icons-material/Payments'),
  PendingActions: () => import('@mui/icons-material/PendingActions'),
  People: () => import('@mui/icons-material/People'),
  Person: () => import('@mui/icons-material/Person'),
  PinDrop: () => import('@mui/icons-material/PinDrop'),
  Place: () => import('@mui/icons-material/Place'),
  Policy: () => import('@mui/icons-material/Policy'),
  PrecisionManufacturing: () => import('@mui/icons-material/PrecisionManufacturing'),
  Public: () => import('@mui/icons-material/Public'),
  QrCode: () => import('@mui/icons-material/QrCode'),
  Receipt: () => import('@mui/icons-material/Receipt'),
  ReceiptLong: () => import('@mui/icons-material/ReceiptLong'),
  ReportProblem: () => import('@mui/icons-material/ReportProblem'),
  RequestQuote: () => import('@mui/icons-material/RequestQuote'),
  Route: () => import('@mui/icons-material/Route'),
  Rule: () => import('@mui/icons-material/Rule'),
  Scale: () => import('@mui/icons-material/Scale'),
  Schedule: () => import('@mui/icons-material/Schedule'),
  Sell: () => import('@mui/icons-material/Sell'),
  Settings: () => import('@mui/icons-material/Settings'),
  ShoppingCart: () => import('@mui/icons-material/ShoppingCart'),
  Sms: () => import('@mui/icons-material/Sms'),
  Speed: () => import('@mui/icons-material/Speed'),
  Store: () => import('@mui/icons-material/Store'),
  Storefront: () => import('@mui/icons-material/Storefront'),
  Straighten: () => import('@mui/icons-material/Straighten'),
  Style: () => import('@mui/icons-material/Style'),
  SupportAgent: () => import('@mui/icons-material/SupportAgent'),
  Timer: () => import('@mui/icons-material/Timer'),
  Topic: () => import('@mui/icons-material/Topic'),
  Tune: () => import('@mui/icons-material/Tune'),
  TwoWheeler: () => import('@mui/icons-material/TwoWheeler'),
  Upcoming: () => import('@mui/icons-material/Upcoming'),
  ViewInAr: () => import('@mui/icons-material/ViewInAr'),
  ViewList: () => import('@mui/icons-material/ViewList'),
  Warehouse: () => import('@mui/icons-material/Warehouse'),
  Warning: () => import('@mui/icons-material/Warning'),
  Widgets: () => import('@mui/icons-material/Widgets'),
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
