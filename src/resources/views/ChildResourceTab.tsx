import { lazy, Suspense, useMemo, useState } from 'react';
import { Box } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useRecordContext, type RaRecord } from 'ra-core';
import { Button, FilterForm, Pagination, ReferenceManyField } from 'react-admin';
import type { ResourceDef } from '../../generated/registry.ts';
import { EngineBulkDeleteButton } from './buttons.tsx';
// The dialog carries the form and its inputs: loaded when first opened, not with the show page.
const ChildFormDialog = lazy(() =>
  import('./ChildFormDialog.tsx').then((m) => ({ default: m.ChildFormDialog })),
);
import { searchFilters } from './listFilters.tsx';
import { PAGE_SIZES } from './pageSizes.ts';
import { ResourceDataTable } from './ResourceDataTable.tsx';
import { useAbilities } from './useAbilities.ts';

/**
 * A parent's tab listing its children (def.children), with create/edit dialogs that preset the parent id,
 * and the top-level list's search (`q`, 500 ms debounce) when the child's schema names search fields.
 */
export function ChildResourceTab({ def, field }: { def: ResourceDef; field: string }) {
  const parent = useRecordContext();
  const abilities = useAbilities(def);
  const [dialog, setDialog] = useState<{ record?: RaRecord } | null>(null);
  const search = useMemo(() => searchFilters(def), [def]);
  if (!parent) return null;
  const meta = { [field]: parent.id };
  return (
    <>
      <ReferenceManyField
        reference={def.name}
        target={field}
        sort={def.list.sort}
        perPage={PAGE_SIZES[0]}
        debounce={500}
        queryOptions={{ meta }}
        pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      >
        {(search.length > 0 || abilities.create) && (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'flex-end',
              justifyContent: 'space-between',
              gap: 1,
              mb: 1,
            }}
          >
            {search.length > 0 ? <FilterForm filters={search} /> : <span />}
            {abilities.create && (
              // react-admin's Button takes its icon as children: on a phone it is an icon button showing only that.
              <Button label="ra.action.create" onClick={() => setDialog({})}>
                <AddIcon />
              </Button>
            )}
          </Box>
        )}
        <ResourceDataTable
          def={def}
          exclude={[field]}
          storeKey={`${def.name}.child.datatable`}
          rowClick={
            abilities.edit
              ? (_id, _resource, record) => {
                  setDialog({ record });
                  return false;
                }
              : false
          }
          bulkActionButtons={
            abilities.delete ? <EngineBulkDeleteButton def={def} meta={meta} /> : false
          }
        />
      </ReferenceManyField>
      {dialog && (
        <Suspense fallback={null}>
          <ChildFormDialog
            def={def}
            field={field}
            parentId={parent.id}
            record={dialog.record}
            canDelete={abilities.delete}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </>
  );
}
