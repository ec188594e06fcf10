// The list's bulk delete with the spec's refusal (master-data.md §4): only Draf tasks may be
// deleted, all or none; a refusal says 'Gagal dihapus. Ada status penugasan selain Draf.'
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDeleteMany, useGetResourceLabel, useListContext, useNotify, useRefresh } from 'ra-core';
import { Button, Confirm } from 'react-admin';
import type { ResourceDef } from '../../generated/registry.ts';
import { deleteFailureMessage, MESSAGES } from '../../dataProviders/errors.ts';
import { firstKnownIssue } from '../../domain/fleet-task/errors.ts';

export const NOT_DRAFT_MESSAGE = 'custom.fleet_task.screens.list.bulk_delete_not_draft';

/** The toast of a refused bulk delete: the catalogue's failed-to-bulk-delete (or its field code) says Draf only. */
export function bulkDeleteFailureMessage(error: unknown): string {
  const body = (error as { body?: unknown } | null)?.body;
  if (firstKnownIssue(body) === 'failed-to-bulk-delete') return NOT_DRAFT_MESSAGE;
  if (error instanceof Error && error.message === MESSAGES.bulkDeleteInvalidStatus) return NOT_DRAFT_MESSAGE;
  return deleteFailureMessage(error);
}

export function FleetTaskBulkDeleteButton({ def }: { def: ResourceDef }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const getResourceLabel = useGetResourceLabel();
  const [deleteMany, { isPending }] = useDeleteMany();
  const confirm = () =>
    deleteMany(
      def.name,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('app.messages.deleted', { type: 'success', messageArgs: { smart_count: selectedIds.length } });
          onUnselectItems(true);
        },
        onError: (error) => {
          setOpen(false);
          notify(bulkDeleteFailureMessage(error), { type: 'error' });
          refresh();
        },
      },
    );
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="ra.message.bulk_delete_title"
        content="ra.message.bulk_delete_content"
        translateOptions={{ smart_count: selectedIds.length, name: getResourceLabel(def.name, selectedIds.length) }}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
