// The console's environment, read and validated in one place. Vite inlines import.meta.env at build.

/** Origin of the API; '' means the page's own origin (the built console is served by the API). */
function readApiUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return '';
  if (!/^https?:\/\/[^/]+(\/.*)?$/.test(value)) {
    throw new Error(`VITE_API_URL must be an http(s) URL or empty, got ${JSON.stringify(value)}`);
  }
  return value.replace(/\/+$/, '');
}

const viteEnv = (import.meta as unknown as { env?: Record<string, string | undefined> }).env ?? {};

export const env = {
  apiUrl: readApiUrl(viteEnv.VITE_API_URL),
  isDev: Boolean(viteEnv.DEV),
} as const;
