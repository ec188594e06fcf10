// Report (alert-centre-and-shell.md §2, reached from the shell and the bottom menu): the lists the
// user may read that serve as reports here (deliveries, fleet and alerts), each opened as its list,
// where the export button downloads it as CSV. The spec shows no report of its own.
import { createElement } from 'react';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useCreatePath, useTranslate } from 'ra-core';
import { Link, Title } from 'react-admin';
import { useLiveAccess } from '../../../auth/liveAccess';
import { listableSections } from '../../../domain/menu/menuSections.ts';
import { resourceIcon } from '../../../resources/resourceElements';
import { RESOURCE_MENU_PATHS } from '../../../config/routes';

/** The menu groups whose lists are reports. */
const REPORT_GROUPS = ['delivery', 'fleet', 'alert'];

export default function ReportPage() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const live = useLiveAccess();
  const sections = listableSections(
    live.registry.resources,
    live.registry.MENU_GROUPS,
    live.scopes,
  ).filter((section) => REPORT_GROUPS.includes(section.group));
  const title = translate('custom.shell.report.title');
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('custom.shell.report.subtitle')}
      </Typography>
      {sections.length === 0 ? (
        <Typography>{translate('custom.shell.report.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          }}
        >
          {sections.flatMap((section) =>
            section.resources.map((def) => {
              const name = translate(`resources.${def.name}.name`, {
                smart_count: 2,
                _: def.label,
              });
              return (
                <li key={def.name}>
                  <Card variant="outlined">
                    <CardActionArea
                      component={Link}
                      to={
                        RESOURCE_MENU_PATHS[def.name] ??
                        createPath({ resource: def.name, type: 'list' })
                      }
                    >
                      <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                        {createElement(resourceIcon(def), { color: 'primary' } as never)}
                        <Box>
                          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                            {name}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {translate(`app.menu.groups.${section.group}`)}
                          </Typography>
                        </Box>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </li>
              );
            }),
          )}
        </Box>
      )}
    </Box>
  );
}
