// The create form's write-only part: the first password (never stored in the record: the server keeps
// its hash apart) and whether the user must replace it at the first sign-in.
import { BooleanInput, PasswordInput } from 'react-admin';
import { passwordProblem } from '../../domain/access/passwordPolicy.ts';
import { fieldErrorMessage } from '../../dataProviders/errors.ts';
import { toRaMessage } from '../validation.ts';

/** The form check of the password, worded as the server's answer would be (validation.<code>). */
export function validateFirstPassword(values: Record<string, unknown>): Record<string, unknown> {
  const problem = passwordProblem(
    values.password,
    typeof values.username === 'string' ? values.username : undefined,
  );
  return problem ? { password: toRaMessage(fieldErrorMessage('password', problem)) } : {};
}

export function PasswordInputs() {
  return (
    <>
      <PasswordInput
        source="password"
        label="custom.user.password.label"
        helperText="custom.user.password.policy"
        isRequired
        fullWidth
        autoComplete="new-password"
      />
      <BooleanInput
        source="must_change_password"
        label="custom.user.password.must_change"
        defaultValue
      />
    </>
  );
}
