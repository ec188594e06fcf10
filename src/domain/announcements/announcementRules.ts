// System announcements and banners (alert-centre-and-shell.md §2, §3, §6, §9; docs/announcements.md):
// the audience and action-data rules the server enforces on every write and the console's form
// explains, the reader's page size, and the banner's weekday rule. Pure: `now` is passed in.
import type { ErrorCode } from '../../generated/registry.ts';

/** Readers of announcements (§6), with the flag vsms2_system_notification. */
export const SYSTEM_NOTIFICATION_READ_SCOPE = 'system_notification:read';

/**
 * The platform operator: may address every company, any one company, and author banners. Granted
 * only by name (a user's scopes list it): it is no registry or feature scope, so no pattern such as
 * the admin role's `*:*` ever reaches it, and no company administrator holds it by role.
 */
export const PLATFORM_OPERATOR_SCOPE = 'platform:operator';

/** §9: the list's page, grown by this much per scroll to its end, up to the total. */
export const ANNOUNCEMENT_PAGE_SIZE = 10;

export type AnnouncementAction = 'pop_up_image' | 'pop_up_video' | 'carousel_image';
export type Audience = 'all' | 'company' | 'users';

/** How many media URLs each action takes: one image, one video, a carousel of 2 to 10 images. */
export const MEDIA_COUNT: Record<AnnouncementAction, { min: number; max: number }> = {
  pop_up_image: { min: 1, max: 1 },
  pop_up_video: { min: 1, max: 1 },
  carousel_image: { min: 2, max: 10 },
};

export interface AudienceInput {
  audience?: string | null;
  target_company_id?: number | null;
  target_user_ids?: readonly number[] | null;
  action?: string | null;
  media_urls?: readonly string[] | null;
}

export interface Author {
  companyId: number;
  /** Holds PLATFORM_OPERATOR_SCOPE. */
  operator: boolean;
}

/**
 * The field-keyed problems of an announcement's audience and action data, for its author; empty when
 * none. A company administrator addresses only its own company or chosen users (the users' own
 * company is checked by the reference check, under row-level security); every company and another
 * company are the platform operator's.
 */
export function announcementProblems(
  record: AudienceInput,
  author: Author,
): Partial<Record<string, ErrorCode>> {
  const problems: Partial<Record<string, ErrorCode>> = {};
  const target = record.target_company_id ?? null;
  switch (record.audience) {
    case 'all':
      if (!author.operator) problems.audience = 'forbidden';
      break;
    case 'company':
      if (target !== null && target !== author.companyId && !author.operator)
        problems.target_company_id = 'forbidden';
      break;
    case 'users':
      if ((record.target_user_ids ?? []).length === 0) problems.target_user_ids = 'required';
      break;
  }
  const media = record.media_urls ?? [];
  const action = record.action ?? null;
  if (action === null) {
    if (media.length > 0) problems.media_urls = 'invalid-value';
  } else if (action in MEDIA_COUNT) {
    const { min, max } = MEDIA_COUNT[action as AnnouncementAction];
    if (media.length < min) problems.media_urls = media.length === 0 ? 'required' : 'too-small';
    else if (media.length > max) problems.media_urls = 'too-large';
  }
  return problems;
}

/** The company an announcement of audience 'company' reaches (its target, else its author's). */
export const targetCompanyOf = (
  record: Pick<AudienceInput, 'target_company_id'>,
  authorCompanyId: number,
): number => record.target_company_id ?? authorCompanyId;

/** Whether an announcement is due: no publish time, or one at or before `now`. */
export const isDue = (publishOn: string | null | undefined, now: Date): boolean =>
  publishOn == null || Date.parse(publishOn) <= now.getTime();

/** How many items the list shows after `scrolls` scrolls to its end (§9): 10 more each, up to the total. */
export const shownCount = (scrolls: number, total: number): number =>
  Math.min(total, ANNOUNCEMENT_PAGE_SIZE * (scrolls + 1));

/** A banner shows on the weekdays of its day_show (0 Sunday … 6 Saturday, dayjs's day()). */
export const showsOnDay = (
  dayShow: readonly number[] | null | undefined,
  weekday: number,
): boolean => (dayShow ?? []).includes(weekday);

/** A company's domain as banners name it: lower case, no scheme, port, path or leading www. */
export function normaliseDomain(value: string | null | undefined): string | null {
  if (!value) return null;
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/:?#].*$/, '')
    .replace(/^www\./, '');
  return /^[a-z0-9.-]+$/.test(host) ? host : null;
}
