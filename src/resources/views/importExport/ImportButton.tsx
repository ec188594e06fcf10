// 'Impor' in a generated list's toolbar, for a user who may create the resource's records.
import { lazy, Suspense, useState } from 'react';
import UploadIcon from '@mui/icons-material/Upload';
import { Button } from 'react-admin';
import type { ResourceDef } from '../../../generated/registry.ts';

// The dialog and its libraries (papaparse, exceljs) load when it first opens.
const ImportDialog = lazy(() =>
  import('./ImportDialog.tsx').then((module) => ({ default: module.ImportDialog })),
);

export function ImportButton({ def }: { def: ResourceDef }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="engine.import.button" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog def={def} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
