// Buttons with the spec's messages: deletes (confirm, 'Data berhasil dihapus' / 'Gagal menghapus data.',
// with the reason when the record is still in use). The export lives in importExport/.
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  useDelete,
  useDeleteMany,
  useGetResourceLabel,
  useListContext,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'ra-core';
import { Button, Confirm } from 'react-admin';
import get from 'lodash/get.js';
import type { ResourceDef } from '../../generated/registry.ts';
import { deleteFailureMessage } from '../../dataProviders/errors.ts';

export interface DeleteButtonProps {
  def: ResourceDef;
  /** Passed to the data provider (a nested resource's parent id). */
  meta?: Record<string, unknown>;
  /** After a delete: go to the list (a page) or stay (a dialog). */
  redirectTo?: 'list' | false;
  onDeleted?: () => void;
}

export interface BulkDeleteButtonProps extends Pick<DeleteButtonProps, 'def' | 'meta'> {
  /** The toast of a refused delete (a resource's own refusal wording); deleteFailureMessage by default. */
  failureMessage?: (error: unknown) => string;
}

export function EngineBulkDeleteButton({
  def,
  meta,
  failureMessage = deleteFailureMessage,
}: BulkDeleteButtonProps) {
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const getResourceLabel = useGetResourceLabel();
  const [deleteMany, { isPending }] = useDeleteMany();
  const confirm = () =>
    deleteMany(
      def.name,
      { ids: selectedIds, meta },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('app.messages.deleted', {
            type: 'success',
            messageArgs: { smart_count: selectedIds.length },
          });
          onUnselectItems(true);
        },
        onError: (error) => {
          setOpen(false);
          notify(failureMessage(error), { type: 'error' });
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
        translateOptions={{
          smart_count: selectedIds.length,
          name: getResourceLabel(def.name, selectedIds.length),
        }}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export function EngineDeleteButton({
  def,
  meta,
  redirectTo = 'list',
  onDeleted,
}: DeleteButtonProps) {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const redirect = useRedirect();
  const getResourceLabel = useGetResourceLabel();
  const translate = useTranslate();
  const [deleteOne, { isPending }] = useDelete();
  if (!record) return null;
  const confirm = () =>
    deleteOne(
      def.name,
      { id: record.id, previousData: record, meta },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('app.messages.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
          onDeleted?.();
          if (redirectTo) redirect(redirectTo, def.name);
        },
        onError: (error) => {
          setOpen(false);
          notify(deleteFailureMessage(error), { type: 'error' });
        },
      },
    );
  const representation = get(record, def.recordRepresentation);
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="ra.message.delete_title"
        content="ra.message.delete_content"
        titleTranslateOptions={{
          name: getResourceLabel(def.name, 1),
          id: record.id,
          recordRepresentation: representation == null ? String(record.id) : String(representation),
        }}
        contentTranslateOptions={{ name: getResourceLabel(def.name, 1), id: record.id }}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        aria-label={translate('ra.action.delete')}
      />
    </>
  );
}
