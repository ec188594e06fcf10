// The toast of a failed custom call: the server's first error code as its validation.<code>
// message ('Integrasi belum dikonfigurasi'), else the provider's own message, else `fallback`.
import { useTranslate } from 'ra-core';

export function useServerErrorMessage() {
  const translate = useTranslate();
  return (error: unknown, fallback: string): string => {
    const body = (error as { body?: { serverErrors?: Record<string, unknown> } } | null)?.body;
    const code = Object.values(body?.serverErrors ?? {}).find(
      (v): v is string => typeof v === 'string',
    );
    if (code) return translate(`validation.${code}`, { _: translate(fallback) });
    return translate(fallback);
  };
}
