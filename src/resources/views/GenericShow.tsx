import { Box } from '@mui/material';
import { useGetResourceLabel, useTranslate } from 'ra-core';
import { EditButton, Show, TabbedShowLayout, TopToolbar } from 'react-admin';
import { resources } from '../../generated/registry.ts';
import type { ViewProps } from '../overrides.ts';
import { usePermissions } from 'ra-core';
import { canDo } from '../../domain/access/scopes.ts';
import { EngineDeleteButton } from './buttons.tsx';
import { ChildResourceTab } from './ChildResourceTab.tsx';
import { DetailList } from './DetailList.tsx';
import { EngineProvider } from './EngineProvider.tsx';
import { useAbilities } from './useAbilities.ts';
import { HistoryButton } from '../shared/audit/HistoryButton.tsx';

/** The generated show page: the detail list, plus a tab per child resource the user may read. */
export default function GenericShow({ def }: ViewProps) {
  const abilities = useAbilities(def);
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { permissions } = usePermissions<string[]>();
  const children = def.children.filter(
    (c) => resources[c.resource] && canDo(resources[c.resource], 'read', permissions),
  );
  return (
    <EngineProvider>
      <Show
        resource={def.name}
        // 'Riwayat' (the record's audit history, docs/audit.md) for every reader; edit and delete as allowed.
        actions={
          <TopToolbar>
            <HistoryButton resource={def.name} />
            {abilities.edit && <EditButton />}
            {abilities.delete && <EngineDeleteButton def={def} />}
          </TopToolbar>
        }
      >
        {children.length ? (
          <TabbedShowLayout>
            <TabbedShowLayout.Tab label={translate('engine.tabs.detail')}>
              <DetailList def={def} />
            </TabbedShowLayout.Tab>
            {children.map((child) => (
              <TabbedShowLayout.Tab
                key={child.resource}
                label={getResourceLabel(child.resource, 2)}
                path={child.resource}
              >
                <ChildResourceTab def={resources[child.resource]} field={child.field} />
              </TabbedShowLayout.Tab>
            ))}
          </TabbedShowLayout>
        ) : (
          <Box sx={{ px: 2, py: 1 }}>
            <DetailList def={def} />
          </Box>
        )}
      </Show>
    </EngineProvider>
  );
}
