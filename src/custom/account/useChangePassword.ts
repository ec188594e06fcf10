// Setting a new password (POST /auth/password through the authProvider, which then holds the session
// the new password opens), and the server's refusals as the form's field messages.
import { useCallback } from 'react';
import { HttpError, useAuthProvider } from 'ra-core';
import type { ArmadaAuthProvider } from '../../auth/authProvider';

export interface PasswordValues {
  current_password?: string;
  new_password?: string;
  confirm_password?: string;
}

/** Field messages (i18n keys) for the server's codes on this form; codes not listed get validation.<code>. */
const MESSAGES: Record<string, Record<string, string>> = {
  current_password: { 'invalid-value': 'custom.account.password.wrong_current' },
  new_password: { 'invalid-value': 'custom.account.password.same_as_current' },
};

export const passwordFieldMessage = (field: string, code: string): string =>
  MESSAGES[field]?.[code] ?? `validation.${code}`;

export type ChangeOutcome =
  { ok: true } | { ok: false; errors?: Record<string, string>; message?: string };

export function useChangePassword() {
  const authProvider = useAuthProvider<ArmadaAuthProvider>();
  return useCallback(
    async (values: PasswordValues): Promise<ChangeOutcome> => {
      try {
        await authProvider!.changePassword({
          current_password: values.current_password ?? '',
          new_password: values.new_password ?? '',
        });
        return { ok: true };
      } catch (error) {
        if (error instanceof HttpError) {
          if (error.status === 429) return { ok: false, message: 'app.auth.too_many_attempts' };
          const codes =
            (error.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
          const errors = Object.fromEntries(
            Object.entries(codes)
              .filter(([field, code]) => typeof code === 'string' && field in MESSAGES)
              .map(([field, code]) => [field, passwordFieldMessage(field, code as string)]),
          );
          if (Object.keys(errors).length > 0) return { ok: false, errors };
          if (error.status === 401) return { ok: false, message: 'ra.notification.logged_out' };
        }
        return {
          ok: false,
          message: error instanceof TypeError ? 'app.errors.network' : 'ra.notification.http_error',
        };
      }
    },
    [authProvider],
  );
}
