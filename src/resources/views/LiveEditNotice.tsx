// An open edit form whose record someone else changed (docs/live-and-views.md): a notice naming who
// did it, with 'Muat ulang' (reload). The form is not refetched by itself — that would throw away
// what the user typed — and the server's version check still refuses a save over the change.
import { useEffect, useState } from 'react';
import { useEditContext, useTranslate } from 'ra-core';
import { Alert, Button } from '@mui/material';
import {
  changeOf,
  holdRecord,
  isOwnChange,
  onRecordsChanged,
  type RecordChange,
} from '../../dataProviders/liveChanges';

export function LiveEditNotice({ resource }: { resource: string }) {
  const translate = useTranslate();
  const { record, refetch } = useEditContext();
  const id = record?.id;
  const version = typeof record?.version === 'number' ? record.version : undefined;
  const [change, setChange] = useState<RecordChange | undefined>();

  useEffect(() => {
    if (id === undefined) return undefined;
    return holdRecord(resource, id);
  }, [resource, id]);

  useEffect(() => {
    if (id === undefined) return undefined;
    return onRecordsChanged((payload) => {
      if (payload.resource !== resource) return;
      const found = changeOf(payload, Number(id));
      if (!found || isOwnChange(resource, Number(id), found)) return;
      // Only news: a version the form already has (its own reload) says nothing.
      if (found.op === 'update' && version !== undefined && (found.version ?? 0) <= version) return;
      setChange(found);
    });
  }, [resource, id, version]);

  // A reloaded record (a newer version) is the news taken in.
  useEffect(() => setChange(undefined), [version]);

  if (!change) return null;
  const deleted = change.op === 'delete';
  const text = change.by
    ? translate(deleted ? 'engine.live.deleted_by' : 'engine.live.changed_by', { name: change.by })
    : translate(deleted ? 'engine.live.deleted' : 'engine.live.changed');
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ m: 1 }}
      action={
        deleted ? undefined : (
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('engine.live.reload')}
          </Button>
        )
      }
    >
      {text}
    </Alert>
  );
}
