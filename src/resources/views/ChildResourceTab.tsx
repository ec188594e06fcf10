import { lazy, Suspense, useState } from 'react';
import { Box } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useRecordContext, type RaRecord } from 'ra-core';
import { Button, Pagination, ReferenceManyField } from 'react-admin';
import type { ResourceDef } from '../../generated/registry.ts';
import { EngineBulkDeleteButton } from './buttons.tsx';
// The dialog carries the form and its inputs: loaded when first opened, not with the show page.
const ChildFormDialog = lazy(() => import('./ChildFormDialog.tsx').then((m) => ({ default: m.ChildFormDialog })));
import { PAGE_SIZES } from './pageSizes.ts';
import { ResourceDataTable } from './ResourceDataTable.tsx';
import { useAbilities } from './useAbilities.ts';

/** A parent's tab listing its children (def.children), with create/edit dialogs that preset the parent id. */
export function ChildResourceTab({ def, field }: { def: ResourceDef; field: string }) {
  const parent = useRecordContext();
  const abilities = useAbilities(def);
  const [dialog, setDialog] = useState<{ record?: RaRecord } | null>(null);
  if (!parent) return null;
  const meta = { [field]: parent.id };
  return (
    <>
      {abilities.create && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button label="ra.action.create" onClick={() => setDialog({})} startIcon={<AddIcon />} />
        </Box>
      )}
      <ReferenceManyField
        reference={def.name}
        target={field}
        sort={def.list.sort}
        perPage={PAGE_SIZES[0]}
        queryOptions={{ meta }}
        pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      >
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
          bulkActionButtons={abilities.delete ? <EngineBulkDeleteButton def={def} meta={meta} /> : false}
        />
      </ReferenceManyField>
      {dialog && (
        <Suspense fallback={null}>
          <ChildFormDialog def={def} field={field} parentId={parent.id} record={dialog.record} canDelete={abilities.delete} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}
