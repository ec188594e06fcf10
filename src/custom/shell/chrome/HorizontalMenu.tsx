// The horizontal layout's menu (master-data.md "Layout settings panel"): the dashboard and one button
// per menu group under the top bar, each opening its entries; a group with more than 11 entries
// lays them out in three columns (the mega menu). The same sections and rule as the sidebar's menu.
import { createElement, useId, useState, type MouseEvent } from 'react';
import { Box, Button, Menu, MenuItem, ListItemIcon, ListItemText } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { useCreatePath, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { useLiveAccess } from '../../../auth/liveAccess';
import { listableSections, type MenuSection } from '../../../domain/menu/menuSections.ts';
import { isMegaMenu } from '../../../domain/shell/layoutSettings';
import { resourceIcon } from '../../../resources/resourceElements';
import { RESOURCE_MENU_PATHS } from '../../../config/routes';

function GroupButton({ section }: { section: MenuSection }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const mega = isMegaMenu(section.resources.length);
  return (
    <>
      <Button
        color="inherit"
        size="small"
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? id : undefined}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {translate(`app.menu.groups.${section.group}`)}
      </Button>
      <Menu
        id={id}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{
          list: {
            sx: mega ? { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } : {},
          },
        }}
      >
        {section.resources.map((def) => (
          <MenuItem
            key={def.name}
            component={Link}
            to={RESOURCE_MENU_PATHS[def.name] ?? createPath({ resource: def.name, type: 'list' })}
            onClick={() => setAnchor(null)}
          >
            <ListItemIcon>{createElement(resourceIcon(def))}</ListItemIcon>
            <ListItemText>
              {translate(`resources.${def.name}.name`, { smart_count: 2, _: def.label })}
            </ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function HorizontalMenu() {
  const live = useLiveAccess();
  const translate = useTranslate();
  const sections = listableSections(
    live.registry.resources,
    live.registry.MENU_GROUPS,
    live.scopes,
  );
  return (
    <Box
      component="nav"
      aria-label={translate('app.menu.label')}
      data-testid="horizontal-menu"
      sx={{
        display: 'flex',
        gap: 0.5,
        px: 1,
        py: 0.5,
        overflowX: 'auto',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Button
        color="inherit"
        size="small"
        component={Link}
        to="/"
        startIcon={<DashboardIcon fontSize="small" />}
        sx={{ textTransform: 'none', flexShrink: 0 }}
      >
        {translate('app.menu.dashboard')}
      </Button>
      {sections.map((section) => (
        <GroupButton key={section.group} section={section} />
      ))}
    </Box>
  );
}
