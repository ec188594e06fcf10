// The home page: per menu group, a card for every resource the user may list, with its record
// count (one list call of one row, reading total_count) and a link to the list.
import { createElement, memo, type ComponentType } from 'react';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { useCreatePath, useGetIdentity, useGetList, useTranslate } from 'ra-core';
import { Link, Title } from 'react-admin';
import type { ResourceDef } from '../../generated/registry';
import { useLiveAccess } from '../../auth/liveAccess';
import { listableSections } from '../../domain/menu/menuSections.ts';
import { resourceIcon } from '../../resources/resourceElements';

export interface DashboardProps {
  registry?: Record<string, ResourceDef>;
  /** Passed by react-admin; the cards follow the session's scopes (src/auth/liveAccess.ts) instead. */
  permissions?: unknown;
}

export function Dashboard({ registry: given }: DashboardProps) {
  const live = useLiveAccess();
  const registry = given ?? live.registry.resources;
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The resources the user may list, as the menu shows them (same rule, same session scopes).
  const visible = listableSections(registry, live.registry.MENU_GROUPS, live.scopes);

  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.dashboard.title')} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
        {identity?.fullName
          ? translate('app.dashboard.welcome', { name: identity.fullName })
          : translate('app.dashboard.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.dashboard.subtitle')}
      </Typography>
      {visible.length === 0 ? <Typography>{translate('app.dashboard.empty')}</Typography> : null}
      {visible.map((section) => {
        const headingId = `dashboard-group-${section.group}`;
        return (
          <Box component="section" aria-labelledby={headingId} key={section.group} sx={{ mb: 3 }}>
            <Typography
              id={headingId}
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 600, mb: 1 }}
            >
              {translate(`app.menu.groups.${section.group}`)}
            </Typography>
            {/* Columns follow the room the page has, not the window: a pinned alert centre takes 420 px of it. */}
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
              }}
            >
              {section.resources.map((def) => (
                <Box key={def.name}>
                  <ResourceCard
                    name={def.name}
                    // The plural name as react-admin's getResourceLabel words it.
                    label={translate(`resources.${def.name}.name`, {
                      smart_count: 2,
                      _: def.label,
                    })}
                    icon={resourceIcon(def)}
                    sortField={def.list.sort.field}
                    sortOrder={def.list.sort.order}
                  />
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * A resource's card. Its frame re-renders only when what it shows changes: a regenerated registry
 * (dev) brings new def objects for every resource, but a card shows only the name, label, icon and
 * count. The count is a component of its own: react-admin's data hooks follow the router's context,
 * which changes whenever <Admin> re-renders its routes, and only that line then re-renders.
 */
type Sort = ResourceDef['list']['sort'];

const ResourceCard = memo(function ResourceCard({
  name,
  label,
  icon,
  sortField,
  sortOrder,
}: {
  name: string;
  label: string;
  icon: ComponentType;
  sortField: string;
  sortOrder: Sort['order'];
}) {
  const createPath = useCreatePath();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={createPath({ resource: name, type: 'list' })}
        sx={{ height: '100%' }}
      >
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
            {createElement(icon, { fontSize: 'large' } as object)}
          </Box>
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <RecordCount name={name} sort={{ field: sortField, order: sortOrder }} />
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
});

function RecordCount({ name, sort }: { name: string; sort: Sort }) {
  const translate = useTranslate();
  const { total, isPending, error } = useGetList(name, {
    pagination: { page: 1, perPage: 1 },
    sort,
    filter: {},
  });
  return (
    <Typography variant="body2" color="text.secondary" data-testid={`count-${name}`}>
      {isPending ? (
        <Skeleton width={60} component="span" sx={{ display: 'inline-block' }} />
      ) : error ? (
        translate('app.dashboard.unavailable')
      ) : (
        translate('app.dashboard.records', { smart_count: total ?? 0 })
      )}
    </Typography>
  );
}
