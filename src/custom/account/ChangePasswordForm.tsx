// The password form: the current password, the new one (the policy of src/domain/access/passwordPolicy.ts,
// checked here and by the server) and the new one again. The server's refusals show on the fields.
import { useCallback } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { Form, useGetIdentity, useNotify, useTranslate } from 'ra-core';
import { PasswordInput } from 'react-admin';
import { passwordProblem } from '../../domain/access/passwordPolicy';
import { passwordFieldMessage, useChangePassword, type PasswordValues } from './useChangePassword';

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const change = useChangePassword();
  const { identity } = useGetIdentity();
  const username = typeof identity?.username === 'string' ? identity.username : undefined;

  const validate = useCallback(
    (values: PasswordValues) => {
      const errors: Record<string, string> = {};
      if (!values.current_password) errors.current_password = 'validation.required';
      const problem = passwordProblem(values.new_password, username);
      if (problem) errors.new_password = passwordFieldMessage('new_password', problem);
      else if (values.new_password === values.current_password)
        errors.new_password = 'custom.account.password.same_as_current';
      if (!errors.new_password && values.confirm_password !== values.new_password)
        errors.confirm_password = 'custom.account.password.mismatch';
      return errors;
    },
    [username],
  );

  const submit = useCallback(
    async (values: PasswordValues) => {
      const outcome = await change(values);
      if (outcome.ok) {
        notify('custom.account.password.saved', { type: 'success' });
        onChanged();
        return undefined;
      }
      if (outcome.message) notify(outcome.message, { type: 'error' });
      return outcome.errors;
    },
    [change, notify, onChanged],
  );

  return (
    <Form validate={validate} onSubmit={submit} noValidate>
      <Stack spacing={1}>
        <PasswordInput
          source="current_password"
          label="custom.account.password.current"
          autoComplete="current-password"
          fullWidth
          isRequired
        />
        <PasswordInput
          source="new_password"
          label="custom.account.password.new"
          helperText="custom.user.password.policy"
          autoComplete="new-password"
          fullWidth
          isRequired
        />
        <PasswordInput
          source="confirm_password"
          label="custom.account.password.confirm"
          autoComplete="new-password"
          fullWidth
          isRequired
        />
        <Box>
          <Button type="submit" variant="contained">
            {translate('custom.account.password.save')}
          </Button>
        </Box>
      </Stack>
    </Form>
  );
}
