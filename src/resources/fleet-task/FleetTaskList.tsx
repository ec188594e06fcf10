// The fleet-task list: the generated one (search, filters, columns, pages) with a row opening the
// task's own page, a share (tracking) action per row and the Draf-only bulk delete's own refusal.
import { useMemo } from 'react';
import { useResourceDefinitions, useTranslate, type Identifier } from 'ra-core';
import { ColumnsButton, CreateButton, DataTable, FilterButton } from 'react-admin';
import type { ViewProps } from '../overrides.ts';
import { EngineList } from '../views/EngineList.tsx';
import { ExportAllButton } from '../views/buttons.tsx';
import { buildFilters } from '../views/listFilters.tsx';
import { ResourceDataTable, usePhoneLayout } from '../views/ResourceDataTable.tsx';
import { SortMenuButton } from '../views/SortMenuButton.tsx';
import { useAbilities } from '../views/useAbilities.ts';
import { fleetTaskPagePath } from './contracts.ts';
import { FleetTaskBulkDeleteButton } from './FleetTaskBulkDeleteButton.tsx';
import { ShareButton } from './ShareButton.tsx';

export default function FleetTaskList({ def }: ViewProps) {
  const abilities = useAbilities(def);
  const translate = useTranslate();
  const definitions = useResourceDefinitions();
  const phone = usePhoneLayout();
  const filters = useMemo(() => buildFilters(def, translate, (r) => !!definitions[r]), [def, translate, definitions]);
  const hasFilterButton = filters.some((f) => !(f.props as { alwaysOn?: boolean }).alwaysOn);
  return (
    <EngineList
      def={def}
      filters={filters}
      actions={
        <>
          {hasFilterButton && <FilterButton />}
          {phone && <SortMenuButton def={def} />}
          {abilities.create && <CreateButton />}
          {!phone && <ColumnsButton />}
          {abilities.export && <ExportAllButton def={def} />}
        </>
      }
    >
      <ResourceDataTable
        def={def}
        rowClick={abilities.show ? (id: Identifier) => fleetTaskPagePath(id) : false}
        bulkActionButtons={abilities.delete ? <FleetTaskBulkDeleteButton def={def} /> : false}
        extraColumns={
          <DataTable.Col source="track_link" label={translate('custom.fleet_task.screens.list.share_column')} disableSort render={() => <ShareButton variant="icon" />} />
        }
      />
    </EngineList>
  );
}
