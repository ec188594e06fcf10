// The sidebar menu: the dashboard, then the registry's menu groups in the spec's order, each with
// the resources the user may list, ordered by x-admin.menu.order; an entry leads to the
// resource's hand-written page when src/config/routes.ts names one. A group with nothing
// the user may open is not shown. Groups fold; the folding is remembered in the store.
import { createElement, memo, useDeferredValue, useId, type ComponentType } from 'react';
import { Box, Button, Collapse, Divider, MenuList } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import MapIcon from '@mui/icons-material/Map';
import ShareLocationIcon from '@mui/icons-material/ShareLocation';
import { useCreatePath, useStore, useTranslate } from 'ra-core';
import { DashboardMenuItem, MenuItemLink, useSidebarState } from 'react-admin';
import type { ResourceDef } from '../../generated/registry';
import { useLiveAccess } from '../../auth/liveAccess';
import { listableSections } from '../../domain/menu/menuSections.ts';
import { resourceIcon } from '../../resources/resourceElements';
import {
  AUDIT_MENU,
  LIVEVIEW_ROUTES,
  NOTIFICATION_MENU,
  RESOURCE_MENU_PATHS,
} from '../../config/routes';

export interface MenuProps {
  /** The resource registry; the one in use (regenerated live in dev) unless a test passes its own. */
  registry?: Record<string, ResourceDef>;
}

export function Menu({ registry: given }: MenuProps) {
  const live = useLiveAccess();
  const registry = given ?? live.registry.resources;
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [folded, setFolded] = useStore<Record<string, boolean>>('armada.menu.folded', {});
  // From the session's scopes, by the rule the authProvider's canAccess applies, synchronously: an
  // entry shows with its resource (a schema saved in dev), with no access query per entry.
  const visibleSections = listableSections(registry, live.registry.MENU_GROUPS, live.scopes);
  // The resources' entries (about 1,100 of the first render's 4,450 fibers) are drawn just after the
  // page's first frame, in a transition that yields to a click. Measured against the same build
  // drawing them at once: the first list's row click 0.94x (bench/ui/ab.ts, docs/measurements.md
  // "The first render, a third pass"). False in the first render only.
  const entriesDrawn = useDeferredValue(true, false);

  return (
    <Box
      component="nav"
      aria-label={translate('app.menu.label')}
      // Says when the groups' entries are drawn (tests/e2e/pages/Shell.ts reads the menu after it).
      data-entries={entriesDrawn ? 'drawn' : 'pending'}
      sx={{ width: '100%', pb: 2 }}
    >
      <MenuList dense>
        <DashboardMenuItem primaryText={translate('app.menu.dashboard')} />
        {live.scopes.includes(NOTIFICATION_MENU.scope) ? (
          <MenuItemLink
            to={NOTIFICATION_MENU.path}
            state={{ _scrollToTop: true }}
            primaryText={translate('app.menu.notification')}
            leftIcon={<NotificationsIcon />}
          />
        ) : null}
        {live.scopes.includes(LIVEVIEW_ROUTES.scope) ? (
          <MenuItemLink
            to={LIVEVIEW_ROUTES.fleet}
            state={{ _scrollToTop: true }}
            primaryText={translate('custom.liveview.menu')}
            leftIcon={<MapIcon />}
          />
        ) : null}
        {live.scopes.includes(LIVEVIEW_ROUTES.scope) &&
        live.scopes.includes(LIVEVIEW_ROUTES.v2Scope) ? (
          <MenuItemLink
            to={LIVEVIEW_ROUTES.vehicleMenu}
            state={{ _scrollToTop: true }}
            primaryText={translate('custom.liveview.menu_v2')}
            leftIcon={<ShareLocationIcon />}
          />
        ) : null}
      </MenuList>
      {(entriesDrawn ? visibleSections : []).map((section) => (
        <MenuGroup
          key={section.group}
          label={translate(`app.menu.groups.${section.group}`)}
          open={!sidebarOpen || !folded[section.group]}
          showHeader={sidebarOpen}
          onToggle={() => setFolded({ ...folded, [section.group]: !folded[section.group] })}
        >
          {section.group === 'setting' && live.scopes.includes(AUDIT_MENU.scope) ? (
            <MenuItemLink
              to={AUDIT_MENU.path}
              state={{ _scrollToTop: true }}
              primaryText={translate('custom.audit.menu')}
              leftIcon={<ManageHistoryIcon />}
            />
          ) : null}
          {section.resources.map((def) => (
            // A resource with a hand-written page (delivery-order: /delivery) is entered there.
            <MenuEntry
              key={def.name}
              name={def.name}
              label={translate(`resources.${def.name}.name`, { smart_count: 2, _: def.label })}
              icon={resourceIcon(def)}
              to={RESOURCE_MENU_PATHS[def.name]}
            />
          ))}
        </MenuGroup>
      ))}
    </Box>
  );
}

/**
 * One resource's entry, as react-admin's ResourceMenuItem draws it (list link, plural label, icon),
 * from what the menu already knows: memoized on those props, it re-renders only when they change.
 */
const MenuEntry = memo(function MenuEntry({
  name,
  label,
  icon,
  to,
}: {
  name: string;
  label: string;
  icon: ComponentType;
  to?: string;
}) {
  const createPath = useCreatePath();
  return (
    <MenuItemLink
      to={to ?? createPath({ resource: name, type: 'list' })}
      state={{ _scrollToTop: true }}
      primaryText={label}
      leftIcon={createElement(icon)}
    />
  );
});

interface MenuGroupProps {
  label: string;
  open: boolean;
  showHeader: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}

function MenuGroup({ label, open, showHeader, onToggle, children }: MenuGroupProps) {
  const id = useId();
  return (
    <Box role="group" aria-label={label}>
      {showHeader ? (
        <Button
          fullWidth
          size="small"
          color="inherit"
          aria-expanded={open}
          aria-controls={id}
          onClick={onToggle}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{
            justifyContent: 'space-between',
            px: 2,
            pt: 1.5,
            textTransform: 'uppercase',
            fontSize: 12,
            letterSpacing: 0.6,
            color: 'text.secondary',
          }}
        >
          {label}
        </Button>
      ) : (
        <Divider sx={{ my: 0.5 }} />
      )}
      <Collapse in={open} id={id} unmountOnExit={false}>
        <MenuList dense aria-label={label}>
          {children}
        </MenuList>
      </Collapse>
    </Box>
  );
}
