// POST …/user/{id}/reset-password (server/resources/user.ts): a temporary password, the one typed or
// one the server generates (returned once). The user's sessions end and they must set a new password
// at the next sign-in. Errors come back as the data provider words them: a field message for the
// typed password, a toast message otherwise.
import { useCallback, useState } from 'react';
import { useDataProvider, type DataProvider, type Identifier } from 'ra-core';
import type { OrderServiceMethods } from '../../dataProviders/orderService.ts';

export interface ResetAnswer {
  data?: { temporary_password?: string | null };
}

interface HttpLike {
  message?: string;
  body?: { errors?: Record<string, unknown> };
}

export type ResetOutcome =
  { ok: true; temporary: string | null } | { ok: false; field?: string; message: string };

export function useResetPassword(resource: string) {
  const service = useDataProvider<DataProvider & OrderServiceMethods>();
  const [busy, setBusy] = useState(false);
  const reset = useCallback(
    async (id: Identifier, password: string | undefined): Promise<ResetOutcome> => {
      setBusy(true);
      try {
        const answer = (await service.call(resource, {
          method: 'POST',
          path: '/{id}/reset-password',
          id,
          body: password ? { password } : {},
        })) as ResetAnswer;
        return { ok: true, temporary: answer.data?.temporary_password ?? null };
      } catch (error) {
        const { message, body } = (error ?? {}) as HttpLike;
        const field = body?.errors?.password;
        if (typeof field === 'string') return { ok: false, field, message: field };
        return {
          ok: false,
          message: typeof message === 'string' && message ? message : 'ra.notification.http_error',
        };
      } finally {
        setBusy(false);
      }
    },
    [service, resource],
  );
  return { reset, busy };
}
