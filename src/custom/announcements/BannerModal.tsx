// The banner (alert-centre-and-shell.md §2, §9): on the Dashboard after a sign-in (the query flag
// isLoginSuccess, which the sign-in's redirect sets), the first active banner of the company domain
// the console is served on (else a global one) whose day_show holds today's weekday. Closing it drops
// the flag from the address, so a reload does not show it again. `now` is injectable for tests.
import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useLocation, useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { showsOnDay } from '../../domain/announcements/announcementRules';
import { fetchActiveBanners } from './announcementsApi';

export const LOGIN_SUCCESS_FLAG = 'isLoginSuccess';

export function BannerModal({
  now = () => new Date(),
  domain = window.location.hostname,
}: {
  now?: () => Date;
  domain?: string;
}) {
  const location = useLocation();
  const afterLogin = new URLSearchParams(location.search).get(LOGIN_SUCCESS_FLAG) === 'true';
  return afterLogin ? <Banner now={now} domain={domain} /> : null;
}

function Banner({ now, domain }: { now: () => Date; domain: string }) {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const [closed, setClosed] = useState(false);
  const { data } = useQuery({
    queryKey: ['banner-active', domain],
    queryFn: () => fetchActiveBanners(domain),
    staleTime: 5 * 60_000,
  });
  const weekday = dayjs(now()).day();
  const banner = data?.find((b) => showsOnDay(b.day_show, weekday));
  if (!banner || closed) return null;
  const close = () => {
    setClosed(true);
    const search = new URLSearchParams(location.search);
    search.delete(LOGIN_SUCCESS_FLAG);
    const rest = search.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  };
  const image = (
    <Box
      component="img"
      src={banner.image_url}
      alt={banner.title}
      sx={{ display: 'block', width: '100%', maxHeight: '65vh', objectFit: 'contain' }}
    />
  );
  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="banner-title"
      data-testid="banner-modal"
      slotProps={{ paper: { sx: { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)' } } } }}
    >
      <DialogTitle id="banner-title">{banner.title}</DialogTitle>
      <DialogContent>
        {banner.link_url ? (
          <Link
            href={banner.link_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${banner.title}: ${translate('custom.announcements.banner.open')}`}
          >
            {image}
          </Link>
        ) : (
          image
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('custom.announcements.banner.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
