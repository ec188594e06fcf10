// The alert centre's routes (alert-centre-and-shell.md §2): Notifikasi / Notification Log and
// Notification Detail (raw alert id or composite id), and the alert-rule settings the gear opens.
import { NOTIFICATION_MENU } from '../../config/routes';

export const NOTIFICATION_ROUTE = NOTIFICATION_MENU.path;
export const NOTIFICATION_DETAIL_ROUTE = '/notification/:id';
export const ALERT_RULE_SETTINGS_PATH = '/alert-rule';

export const notificationDetailPath = (id: number | string) =>
  `/notification/${encodeURIComponent(String(id))}`;
