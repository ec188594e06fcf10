// The show page's 'Riwayat' button (docs/audit.md): opens the record's audit history.
import { useState } from 'react';
import { Button } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useRecordContext, useTranslate } from 'ra-core';
import { RecordHistoryModal } from './RecordHistoryModal';

export function HistoryButton({ resource }: { resource: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        startIcon={<HistoryIcon />}
        onClick={() => setOpen(true)}
        disabled={!record}
      >
        {translate('engine.history.open')}
      </Button>
      {open && (
        <RecordHistoryModal
          resource={resource}
          id={record?.id}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
