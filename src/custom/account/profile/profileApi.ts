// The signed-in user's own profile (server/resources/user/profile.ts): GET and PATCH /user/profile
// and the reminder's dismissal. Not a resource's CRUD, so through the console's HTTP client.
import { env } from '../../../config/env';
import { getToken } from '../../../auth/authProvider';
import { createHttpClient } from '../../../dataProviders/httpClient';
import { SERVICE_BASE_PATHS } from '../../../generated/registry';

const http = createHttpClient(() => getToken());
const url = (suffix = '') => `${env.apiUrl}${SERVICE_BASE_PATHS.vsms}/user/profile${suffix}`;

export interface Profile {
  id: number;
  username: string;
  fullname: string;
  email: string | null;
  phone: string | null;
  last_reminder: string | null;
}

export type ProfileChanges = Partial<Pick<Profile, 'fullname' | 'email' | 'phone'>>;

/** The react-query key of the profile: the reminder and the profile page share it. */
export const PROFILE_QUERY_KEY = ['armada', 'profile'] as const;

export async function fetchProfile(): Promise<Profile> {
  const { json } = await http(url());
  return json.data as Profile;
}

export async function saveProfile(changes: ProfileChanges): Promise<Profile> {
  const { json } = await http(url(), { method: 'PATCH', body: JSON.stringify(changes) });
  return json.data as Profile;
}

export async function dismissReminder(): Promise<Profile> {
  const { json } = await http(url('/reminder'), { method: 'POST', body: '{}' });
  return json.data as Profile;
}
