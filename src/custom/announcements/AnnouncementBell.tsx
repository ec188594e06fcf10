// The system announcements' entry in the top bar (alert-centre-and-shell.md §2, §6): a button with
// the unread count, shown with system_notification:read and the flag vsms2_system_notification. A
// system-notif-{userId} push (App.tsx hands in the page's push events, since a custom page never
// imports another) reads the count and the open list again, so a new announcement shows without a
// reload. The list and the action dialogs load on the first click.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import CampaignIcon from '@mui/icons-material/Campaign';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { ANNOUNCEMENT_KEYS, fetchUnreadCount } from './announcementsApi';
import { useAnnouncementAccess } from './useAnnouncementAccess';

const AnnouncementListDialog = lazy(() => import('./AnnouncementListDialog'));

/** The page's push messages by type prefix (the alert centre's hub); returns the unsubscribe. */
export type SubscribePush = (
  prefix: string,
  handler: (payload: unknown, type: string) => void,
) => () => void;

export const SYSTEM_NOTIF_PREFIX = 'system-notif-';

/** The count is asked this long after start, as the alert centre's is: not while the first list row is due. */
export const COUNT_AFTER_MS = 2500;

export function AnnouncementBell({ subscribe }: { subscribe?: SubscribePush }) {
  return useAnnouncementAccess() ? <Bell subscribe={subscribe} /> : null;
}

function Bell({ subscribe }: { subscribe?: SubscribePush }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const opened = useRef(false);
  if (open) opened.current = true;
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), COUNT_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const { data: count = 0 } = useQuery({
    queryKey: ANNOUNCEMENT_KEYS.count,
    queryFn: fetchUnreadCount,
    staleTime: 60_000,
    enabled: started || open,
  });
  useEffect(
    () =>
      subscribe?.(SYSTEM_NOTIF_PREFIX, () => {
        void queryClient.invalidateQueries({ queryKey: ANNOUNCEMENT_KEYS.all });
      }),
    [subscribe, queryClient],
  );
  const label =
    count > 0
      ? translate('custom.announcements.bell.label', { count: count > 99 ? '99+' : count })
      : translate('custom.announcements.bell.label_none');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          data-testid="announcement-bell"
        >
          <Badge color="error" badgeContent={count} max={99} data-testid="announcement-count">
            <CampaignIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {opened.current ? (
        <Suspense fallback={null}>
          <AnnouncementListDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
