// The sidebar menu: the dashboard, then the registry's menu groups in the spec's order, each with
// the resources the user may list (canAccess), ordered by x-admin.menu.order; an entry leads to the
// resource's hand-written page when src/config/routes.ts names one. A group with nothing
// the user may open is not shown. Groups fold; the folding is remembered in the store.
import { memo, useId } from 'react';
import { Box, Button, Collapse, Divider, MenuList } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useCanAccessResources, useResourceDefinitions, useStore, useTranslate } from 'ra-core';
import { DashboardMenuItem, ResourceMenuItem, useSidebarState } from 'react-admin';
import type { ResourceDef } from '../../generated/registry';
import { keepAccessWhileChecking } from '../../auth/access';
import { useLiveAccess } from '../../auth/liveAccess';
import { menuSections } from '../../domain/menu/menuSections.ts';
import { RESOURCE_MENU_PATHS } from '../../config/routes';

export interface MenuProps {
  /** The resource registry; the one in use (regenerated live in dev) unless a test passes its own. */
  registry?: Record<string, ResourceDef>;
}

export function Menu({ registry: given }: MenuProps) {
  const live = useLiveAccess().registry;
  const registry = given ?? live.resources;
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const definitions = useResourceDefinitions();
  const sections = menuSections(registry, live.MENU_GROUPS);
  const names = sections.flatMap((section) => section.resources.map((def) => def.name));
  const { canAccess } = useCanAccessResources({ action: 'list', resources: names, placeholderData: keepAccessWhileChecking });
  const [folded, setFolded] = useStore<Record<string, boolean>>('armada.menu.folded', {});

  const visibleSections = sections
    .map((section) => ({
      ...section,
      resources: section.resources.filter((def) => definitions[def.name]?.hasList && canAccess?.[def.name] === true),
    }))
    .filter((section) => section.resources.length > 0);

  return (
    <Box component="nav" aria-label={translate('app.menu.label')} sx={{ width: '100%', pb: 2 }}>
      <MenuList dense>
        <DashboardMenuItem primaryText={translate('app.menu.dashboard')} />
      </MenuList>
      {visibleSections.map((section) => (
        <MenuGroup
          key={section.group}
          label={translate(`app.menu.groups.${section.group}`)}
          open={!sidebarOpen || !folded[section.group]}
          showHeader={sidebarOpen}
          onToggle={() => setFolded({ ...folded, [section.group]: !folded[section.group] })}
        >
          {section.resources.map((def) => (
            // A resource with a hand-written page (delivery-order: /delivery) is entered there.
            <MenuEntry key={def.name} name={def.name} {...(RESOURCE_MENU_PATHS[def.name] ? { to: RESOURCE_MENU_PATHS[def.name] } : {})} />
          ))}
        </MenuGroup>
      ))}
    </Box>
  );
}

/** react-admin's entry, skipped when its name and target are unchanged (the menu re-renders for each new resource). */
const MenuEntry = memo(ResourceMenuItem);

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
          sx={{ justifyContent: 'space-between', px: 2, pt: 1.5, textTransform: 'uppercase', fontSize: 12, letterSpacing: 0.6, color: 'text.secondary' }}
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
