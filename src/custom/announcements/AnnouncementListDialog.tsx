// The system announcement list (alert-centre-and-shell.md §2, §4, §9): newest first, 10 at a time,
// 10 more each time the list is scrolled to its end, up to the total. Opening one marks it read and
// shows its action (AnnouncementActionDialog); "mark all as read" reads them all.
import { lazy, Suspense, useState, type UIEvent } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import CampaignIcon from '@mui/icons-material/Campaign';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import dayjs from 'dayjs';
import {
  ANNOUNCEMENT_KEYS,
  fetchAnnouncementPage,
  markAllAnnouncementsRead,
  markAnnouncementRead,
  type Announcement,
} from './announcementsApi';

const AnnouncementActionDialog = lazy(() => import('./AnnouncementActionDialog'));

/** How close to the end (px) a scroll must come to load the next 10. */
const END_SLACK_PX = 24;

export default function AnnouncementListDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<Announcement | null>(null);
  const query = useInfiniteQuery({
    queryKey: ANNOUNCEMENT_KEYS.list,
    queryFn: ({ pageParam }) => fetchAnnouncementPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.items.length, 0) < last.total && last.items.length > 0
        ? last.page + 1
        : undefined,
    enabled: open,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENT_KEYS.all });
  const readOne = useMutation({ mutationFn: markAnnouncementRead, onSettled: refresh });
  const readAll = useMutation({ mutationFn: markAllAnnouncementsRead, onSettled: refresh });

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const el = event.currentTarget;
    if (
      el.scrollTop + el.clientHeight >= el.scrollHeight - END_SLACK_PX &&
      query.hasNextPage &&
      !query.isFetchingNextPage
    )
      void query.fetchNextPage();
  };

  const openItem = (item: Announcement) => {
    if (!item.is_read) readOne.mutate(item.id);
    if (item.data) setShown(item);
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        fullWidth
        maxWidth="sm"
        aria-labelledby="announcement-list-title"
        slotProps={{ paper: { sx: { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)' } } } }}
      >
        <DialogTitle id="announcement-list-title">
          {translate('custom.announcements.list.title')}
        </DialogTitle>
        <DialogContent
          dividers
          onScroll={onScroll}
          data-testid="announcement-list"
          sx={{ p: 0, maxHeight: { xs: '65vh', sm: 480 } }}
        >
          {query.isError ? (
            <Alert severity="error" sx={{ m: 2 }}>
              {translate('custom.announcements.list.error')}
            </Alert>
          ) : query.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
              <CircularProgress
                size={28}
                aria-label={translate('custom.announcements.list.loading_more')}
              />
            </Box>
          ) : items.length === 0 ? (
            <Typography sx={{ p: 3 }}>{translate('custom.announcements.list.empty')}</Typography>
          ) : (
            <List disablePadding>
              {items.map((item) => (
                <ListItem key={item.id} disablePadding divider>
                  <ListItemButton
                    onClick={() => openItem(item)}
                    data-testid="announcement-item"
                    data-read={item.is_read ? 'true' : 'false'}
                    sx={{
                      alignItems: 'flex-start',
                      bgcolor: item.is_read ? undefined : 'action.hover',
                    }}
                  >
                    <ListItemAvatar>
                      <Avatar
                        variant="rounded"
                        src={item.system_notif_thumbnail ?? undefined}
                        alt=""
                        sx={{ bgcolor: 'primary.main' }}
                      >
                        <CampaignIcon />
                      </Avatar>
                    </ListItemAvatar>
                    <ListItemText
                      primary={
                        <Box
                          component="span"
                          sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}
                        >
                          <Box
                            component="span"
                            sx={{ fontWeight: item.is_read ? 400 : 700, flexGrow: 1 }}
                          >
                            {item.system_notif_header}
                          </Box>
                          {item.is_read ? null : (
                            <Typography
                              component="span"
                              variant="caption"
                              color="error.dark"
                              sx={{ whiteSpace: 'nowrap' }}
                            >
                              {translate('custom.announcements.list.unread')}
                            </Typography>
                          )}
                        </Box>
                      }
                      secondary={
                        <>
                          {item.system_notif_description ? (
                            <Box component="span" sx={{ display: 'block' }}>
                              {item.system_notif_description}
                            </Box>
                          ) : null}
                          <Box component="span" sx={{ display: 'block' }}>
                            {dayjs(item.created_on).format('D MMM YYYY HH:mm')}
                          </Box>
                        </>
                      }
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
          {query.isFetchingNextPage ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
              <CircularProgress
                size={24}
                aria-label={translate('custom.announcements.list.loading_more')}
              />
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mr: 'auto', pl: 1 }}
            data-testid="announcement-shown"
          >
            {items.length > 0
              ? translate('custom.announcements.list.shown', { shown: items.length, total })
              : ''}
          </Typography>
          <Button
            onClick={() => readAll.mutate()}
            disabled={items.length === 0 || readAll.isPending || items.every((i) => i.is_read)}
          >
            {translate('custom.announcements.list.mark_all')}
          </Button>
          <Button onClick={onClose}>{translate('custom.announcements.list.close')}</Button>
        </DialogActions>
      </Dialog>
      {shown?.data ? (
        <Suspense fallback={null}>
          <AnnouncementActionDialog action={shown.data} onClose={() => setShown(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
