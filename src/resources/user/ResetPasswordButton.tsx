// "Atur Ulang Kata Sandi" on a user's page, for whoever may update users, on anyone but themselves
// (their own password is changed on the password page, with the current one).
import { useState } from 'react';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useGetIdentity, useRecordContext, useResourceContext } from 'ra-core';
import { Button } from 'react-admin';
import type { RecordOf } from '../../generated/types.ts';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';

export function ResetPasswordButton() {
  const record = useRecordContext<RecordOf<'user'> & { id: number }>();
  const resource = useResourceContext() ?? 'user';
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  if (!record || (identity && String(identity.id) === String(record.id))) return null;
  return (
    <>
      <Button label="custom.user.reset.button" onClick={() => setOpen(true)}>
        <LockResetIcon />
      </Button>
      <ResetPasswordDialog
        resource={resource}
        id={record.id}
        name={record.fullname}
        username={record.username}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
