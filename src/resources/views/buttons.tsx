// Buttons with the spec's messages: deletes (confirm, 'Data berhasil dihapus' / 'Gagal menghapus data.',
// with the reason when the record is still in use)
// and a CSV export that pages through the API's 100-row limit.
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/GetApp';
import {
  downloadCSV,
  useDataProvider,
  useDelete,
  useDeleteMany,
  useGetResourceLabel,
  useListContext,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useResourceDefinitions,
  useTranslate,
  type Identifier,
} from 'ra-core';
import { Button, Confirm } from 'react-admin';
import get from 'lodash/get.js';
import { resources, type ResourceDef } from '../../generated/registry.ts';
import { deleteFailureMessage } from '../../dataProviders/errors.ts';
import { toCsv } from '../csv.ts';
import { enumLabelKey, fieldLabelKey, hintsOf, humanize } from '../schemaUtils.ts';
import { schemaAt } from '../../domain/schema/schemaPath.ts';

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

const EXPORT_PAGE = 100;
const EXPORT_MAX = 10_000;

/** CSV of every row matching the current filters and sort, with translated headers and enum labels. */
export function ExportAllButton({ def }: { def: ResourceDef }) {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const definitions = useResourceDefinitions();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const rows: Record<string, unknown>[] = [];
      for (let page = 1; rows.length < EXPORT_MAX; page++) {
        const { data, total: all } = await dataProvider.getList(def.name, {
          pagination: { page, perPage: EXPORT_PAGE },
          sort,
          filter: filterValues,
        });
        rows.push(...data);
        if (data.length < EXPORT_PAGE || (all !== undefined && rows.length >= all)) break;
      }
      const columns = def.list.columns;
      const header = columns.map((c) =>
        translate(fieldLabelKey(def.name, c, schemaAt(def.schema, c)), { _: humanize(c) }),
      );
      // References are exported as their targets' representation (a name), like the table shows them.
      const names: Record<string, Map<string, unknown>> = {};
      for (const column of columns) {
        const target = hintsOf(schemaAt(def.schema, column)).reference;
        const targetDef = target ? resources[target] : undefined;
        if (!targetDef || !definitions[targetDef.name] || column.includes('.')) continue;
        const ids = [
          ...new Set(rows.map((r) => r[column]).filter((v) => v !== null && v !== undefined)),
        ] as Identifier[];
        const map = new Map<string, unknown>();
        for (let i = 0; i < ids.length; i += EXPORT_PAGE) {
          const { data } = await dataProvider.getMany(targetDef.name, {
            ids: ids.slice(i, i + EXPORT_PAGE),
          });
          for (const target of data)
            map.set(String(target.id), get(target, targetDef.recordRepresentation));
        }
        names[column] = map;
      }
      const body = rows.map((row) =>
        columns.map((c) => {
          const value = get(row, c);
          if (value === null || value === undefined) return value;
          const schema = schemaAt(def.schema, c);
          if (names[c]) return names[c].get(String(value)) ?? value;
          if (schema?.enum)
            return translate(enumLabelKey(def.name, c, value), { _: String(value) });
          if (typeof value === 'boolean')
            return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
          return value;
        }),
      );
      downloadCSV(toCsv([header, ...body]), def.name);
    } catch {
      notify('engine.export_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="ra.action.export" onClick={run} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
