// The shell's own calls: the user's layout settings (GET/PATCH /user/settings, kept on the server
// so they follow the user to another browser) and the id of the console build the server serves
// now (GET /api/console-build). Through the console's HTTP client, with the session's token.
import { env } from '../../../config/env';
import { getToken } from '../../../auth/authProvider';
import { createHttpClient } from '../../../dataProviders/httpClient';
import { SERVICE_BASE_PATHS } from '../../../generated/registry';
import type { LayoutSettings } from '../../../domain/shell/layoutSettings';

const http = createHttpClient(() => getToken());
const settingsUrl = () => `${env.apiUrl}${SERVICE_BASE_PATHS.vsms}/user/settings`;

export const LAYOUT_QUERY_KEY = ['armada', 'layout-settings'] as const;

export async function fetchLayoutSettings(): Promise<LayoutSettings> {
  const { json } = await http(settingsUrl());
  return json.data.layout as LayoutSettings;
}

export async function saveLayoutSettings(layout: Partial<LayoutSettings>): Promise<LayoutSettings> {
  const { json } = await http(settingsUrl(), {
    method: 'PATCH',
    body: JSON.stringify({ layout }),
  });
  return json.data.layout as LayoutSettings;
}

export async function fetchServedBuildId(): Promise<string | null> {
  const { json } = await http(`${env.apiUrl}/api/console-build`);
  return (json.data?.id as string | null | undefined) ?? null;
}
