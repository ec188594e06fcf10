// The records linked to the accounting integration (spec master-data §4: GET /customer/external,
// "same params": limit, page, sorts, search), reached from the resource's list. Read-only: the
// records open on their show page; creating and deleting stay on the full list.
import { useMemo } from 'react';
import { Typography } from '@mui/material';
import ListIcon from '@mui/icons-material/List';
import { LinkBase, useCreatePath, useGetResourceLabel, useTranslate } from 'ra-core';
import { Button } from 'react-admin';
import { EXTERNAL_LIST } from '../../domain/list/externalList.ts';
import type { ViewProps } from '../overrides.ts';
import { EngineList } from './EngineList.tsx';
import { searchFilters } from './listFilters.tsx';
import { ResourceDataTable, usePhoneLayout } from './ResourceDataTable.tsx';
import { SortMenuButton } from './SortMenuButton.tsx';
import { useAbilities } from './useAbilities.ts';

export default function ExternalList({ def }: ViewProps) {
  const abilities = useAbilities(def);
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const createPath = useCreatePath();
  const phone = usePhoneLayout();
  const filters = useMemo(() => searchFilters(def), [def]);
  const plural = getResourceLabel(def.name, 2);
  return (
    <EngineList
      def={def}
      storeKey={`${def.name}.${EXTERNAL_LIST}`}
      title={translate('engine.external.title', { name: plural })}
      queryOptions={{ meta: { list: EXTERNAL_LIST } }}
      filters={filters}
      empty={false}
      actions={
        <>
          {phone && <SortMenuButton def={def} />}
          <Button
            component={LinkBase}
            to={createPath({ resource: def.name, type: 'list' })}
            label={translate('engine.external.back', { name: plural })}
          >
            <ListIcon />
          </Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
        {translate('engine.external.hint')}
      </Typography>
      <ResourceDataTable
        def={def}
        storeKey={`${def.name}.${EXTERNAL_LIST}.datatable`}
        rowClick={abilities.show ? 'show' : abilities.edit ? 'edit' : false}
        bulkActionButtons={false}
      />
    </EngineList>
  );
}
