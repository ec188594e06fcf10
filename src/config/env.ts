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

/**
 * VITE_FEATURE_FLAGS: flags turned on for every user of this deployment (src/config/featureFlags.ts),
 * comma- or space-separated, e.g. `VITE_FEATURE_FLAGS=trackShipmentFlag,doIntegrationShellFlag`.
 */
export function readFeatureFlags(raw: string | undefined): string[] {
  const names = (raw ?? '').split(/[\s,]+/).filter((name) => name !== '');
  for (const name of names) {
    if (!/^[A-Za-z][A-Za-z0-9_.:-]*$/.test(name))
      throw new Error(`VITE_FEATURE_FLAGS has an invalid flag name ${JSON.stringify(name)}`);
  }
  return [...new Set(names)];
}

const viteEnv = (import.meta as unknown as { env?: Record<string, string | undefined> }).env ?? {};

export const env = {
  apiUrl: readApiUrl(viteEnv.VITE_API_URL),
  isDev: Boolean(viteEnv.DEV),
  featureFlags: readFeatureFlags(viteEnv.VITE_FEATURE_FLAGS) as readonly string[],
} as const;
