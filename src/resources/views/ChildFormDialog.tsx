import { useCallback, useId } from 'react';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  CreateBase,
  EditBase,
  useGetResourceLabel,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'ra-core';
import type { ResourceDef } from '../../generated/registry.ts';
import { prepareRecord } from '../validation.ts';
import { EngineDeleteButton } from './buttons.tsx';
import { ResourceForm } from './ResourceForm.tsx';
import { useCreateFeedback, useUpdateFeedback } from './useSaveFeedback.tsx';

export interface ChildFormDialogProps {
  def: ResourceDef;
  /** The child's field holding the parent id, and that id: preset, not editable, sent as meta too. */
  field: string;
  parentId: RaRecord['id'];
  /** The record to edit; none to create one. */
  record?: RaRecord;
  canDelete: boolean;
  onClose: () => void;
}

/** Create or edit a child record (a customer's delivery note) without leaving the parent's page. */
export function ChildFormDialog({
  def,
  field,
  parentId,
  record,
  canDelete,
  onClose,
}: ChildFormDialogProps) {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const refresh = useRefresh();
  const titleId = useId();
  const meta = { [field]: parentId };
  const fixed = { [field]: parentId };
  const done = useCallback(() => {
    refresh();
    onClose();
  }, [refresh, onClose]);
  const name = getResourceLabel(def.name, 1);
  const title = record
    ? translate('ra.page.edit', { name, recordRepresentation: '', id: record.id, _: name })
    : translate('ra.page.create', { name, _: name });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        <IconButton
          aria-label={translate('ra.action.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ px: 0 }}>
        {record ? (
          <ChildEdit
            def={def}
            record={record}
            meta={meta}
            fixed={fixed}
            canDelete={canDelete}
            onDone={done}
          />
        ) : (
          <ChildCreate def={def} meta={meta} fixed={fixed} onDone={done} />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface ChildFormProps {
  def: ResourceDef;
  meta: Record<string, unknown>;
  fixed: Record<string, unknown>;
  onDone: () => void;
}

function ChildCreate({ def, meta, fixed, onDone }: ChildFormProps) {
  const { onSuccess, onError } = useCreateFeedback(onDone);
  return (
    <CreateBase
      resource={def.name}
      redirect={false}
      record={fixed}
      mutationOptions={{ meta, onSuccess, onError }}
      transform={(data: Record<string, unknown>) => prepareRecord(def, { ...data, ...fixed })}
    >
      <ResourceForm def={def} mode="create" fixed={fixed} warnWhenUnsavedChanges={false} />
    </CreateBase>
  );
}

function ChildEdit({
  def,
  record,
  meta,
  fixed,
  canDelete,
  onDone,
}: ChildFormProps & { record: RaRecord; canDelete: boolean }) {
  const { onSuccess, onError, header } = useUpdateFeedback(onDone);
  return (
    <EditBase
      resource={def.name}
      id={record.id}
      redirect={false}
      mutationMode="pessimistic"
      queryOptions={{
        meta,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        placeholderData: record,
      }}
      mutationOptions={{ meta, onSuccess, onError }}
      transform={(data: Record<string, unknown>) => prepareRecord(def, { ...data, ...fixed })}
    >
      <ResourceForm
        def={def}
        mode="edit"
        fixed={fixed}
        header={header}
        warnWhenUnsavedChanges={false}
        toolbarExtra={
          canDelete ? (
            <EngineDeleteButton def={def} meta={meta} redirectTo={false} onDeleted={onDone} />
          ) : null
        }
      />
    </EditBase>
  );
}
