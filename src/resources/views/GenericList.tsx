import { useMemo } from 'react';
import { useResourceDefinitions, useTranslate } from 'ra-core';
import { ColumnsButton, CreateButton, FilterButton, List, Pagination, TopToolbar } from 'react-admin';
import type { ViewProps } from '../overrides.ts';
import { EngineProvider } from './EngineProvider.tsx';
import { EngineBulkDeleteButton, ExportAllButton } from './buttons.tsx';
import { buildFilters } from './listFilters.tsx';
import { ResourceDataTable } from './ResourceDataTable.tsx';
import { useAbilities } from './useAbilities.ts';
import { PAGE_SIZES } from './pageSizes.ts';

/** The generated list: search (500 ms debounce), filters, sortable columns, pages of 10/25/50/100. */
export default function GenericList({ def }: ViewProps) {
  const abilities = useAbilities(def);
  const translate = useTranslate();
  const definitions = useResourceDefinitions();
  const filters = useMemo(() => buildFilters(def, translate, (r) => !!definitions[r]), [def, translate, definitions]);
  const hasFilterButton = filters.some((f) => !(f.props as { alwaysOn?: boolean }).alwaysOn);
  return (
    <EngineProvider>
      <List
        resource={def.name}
        sort={def.list.sort}
        perPage={PAGE_SIZES[0]}
        debounce={500}
        filters={filters}
        exporter={false}
        pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
        actions={
          <TopToolbar>
            {hasFilterButton && <FilterButton />}
            {abilities.create && <CreateButton />}
            <ColumnsButton />
            {abilities.export && <ExportAllButton def={def} />}
          </TopToolbar>
        }
      >
        <ResourceDataTable
          def={def}
          rowClick={abilities.show ? 'show' : abilities.edit ? 'edit' : false}
          bulkActionButtons={abilities.delete ? <EngineBulkDeleteButton def={def} /> : false}
        />
      </List>
    </EngineProvider>
  );
}
