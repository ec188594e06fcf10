// The readers' calls of system announcements and banners (docs/announcements.md, spec §7), through
// the console's HTTP client with the session's token: they are no resource's CRUD.
import { env } from '../../config/env';
import { getToken } from '../../auth/authProvider';
import { createHttpClient } from '../../dataProviders/httpClient';
import { SERVICE_BASE_PATHS } from '../../generated/registry';
import { ANNOUNCEMENT_PAGE_SIZE } from '../../domain/announcements/announcementRules';

const http = createHttpClient(() => getToken());
const base = () => `${env.apiUrl}${SERVICE_BASE_PATHS.vsms}`;

export type AnnouncementAction = 'pop_up_image' | 'pop_up_video' | 'carousel_image';

/** One announcement as the reader's routes answer it (§3). */
export interface Announcement {
  id: number;
  system_notification_uuid: string | null;
  system_notif_header: string;
  system_notif_description: string | null;
  system_notif_thumbnail: string | null;
  created_on: string;
  is_read: boolean;
  action: AnnouncementAction | null;
  data: {
    type: AnnouncementAction;
    title: string;
    description: string | null;
    data: string[];
  } | null;
}

export interface AnnouncementPage {
  items: Announcement[];
  total: number;
  page: number;
}

export const ANNOUNCEMENT_KEYS = {
  all: ['announcements'] as const,
  count: ['announcements', 'unread-count'] as const,
  list: ['announcements', 'list'] as const,
};

export async function fetchAnnouncementPage(page: number): Promise<AnnouncementPage> {
  const { json } = await http(
    `${base()}/system-notification?limit=${ANNOUNCEMENT_PAGE_SIZE}&page=${page}`,
  );
  return {
    items: json.data.paginated_result as Announcement[],
    total: Number(json.metadata.total_count),
    page,
  };
}

export async function fetchUnreadCount(): Promise<number> {
  const { json } = await http(`${base()}/system-notification/unread-count`);
  return Number(json.data.count);
}

export async function markAnnouncementRead(id: number): Promise<void> {
  await http(`${base()}/system-notification/${encodeURIComponent(String(id))}/read`, {
    method: 'PATCH',
    body: JSON.stringify({ is_read: true, updated_on: new Date().toISOString() }),
  });
}

export async function markAllAnnouncementsRead(): Promise<void> {
  await http(`${base()}/system-notification/read-all`, {
    method: 'PATCH',
    body: JSON.stringify({ is_read: true }),
  });
}

export interface Banner {
  id: number;
  title: string;
  image_url: string;
  link_url: string | null;
  day_show: number[];
  domain: string | null;
}

/** The banners of the company domain the console is served on; none there: the global ones (§7). */
export async function fetchActiveBanners(domain: string): Promise<Banner[]> {
  const own = await http(
    `${base()}/banner-active/company?domain=${encodeURIComponent(domain)}`,
  ).catch(() => undefined);
  const banners = (own?.json?.data ?? []) as Banner[];
  if (banners.length > 0) return banners;
  const { json } = await http(`${base()}/banner-active`);
  return (json.data ?? []) as Banner[];
}
