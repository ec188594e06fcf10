// The public tracking page (docs/fleet-tasks.md "Screens") at /track/:token: no login, Indonesian
// by default with a language switch, each order's status, timeline and completed activities, and a
// plain not-found state for an unknown token. Built for phones (390×844) first.
import { useEffect, useId } from 'react';
import {
  Alert,
  Box,
  Button,
  Container,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'ra-core';
import { LOCALES } from '../../i18n/messages.ts';
import { fetchPublicTracking, type PublicTracking } from './trackingApi.ts';
import { TrackingOrderCard } from './TrackingOrderCard.tsx';
import { TrackingMap } from './TrackingMap.tsx';

export interface TrackingPageProps {
  token: string;
  /** The call (a stand-in in tests). */
  load?: (token: string) => Promise<PublicTracking | null>;
}

export function TrackingPage({ token, load = fetchPublicTracking }: TrackingPageProps) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const languageId = useId();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`custom.tracking.${key}`, options);
  const query = useQuery({
    queryKey: ['public-tracking', token],
    queryFn: () => load(token),
    retry: false,
    refetchOnWindowFocus: false,
    // While the task runs its vehicle moves: the map's position is read again every minute.
    refetchInterval: (q) => (q.state.data?.vehicle ? 60_000 : false),
  });

  useEffect(() => {
    document.title = `${t('title')} · ${t('brand')}`;
    document.documentElement.lang = locale;
  });

  let content;
  if (query.isPending) {
    content = <Typography role="status">{t('loading')}</Typography>;
  } else if (query.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('failed')}
      </Alert>
    );
  } else if (query.data === null) {
    content = (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {t('not_found_title')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('not_found')}</Typography>
      </Box>
    );
  } else if (query.data.orders.length === 0) {
    content = <Typography>{t('no_orders')}</Typography>;
  } else {
    content = (
      <Stack spacing={2}>
        <TrackingMap data={query.data} locale={locale} />
        {query.data.orders.map((order, index) => (
          <TrackingOrderCard
            key={`${order.number}-${index}`}
            order={order}
            index={index}
            locale={locale}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1.5 }}
      >
        <Container
          maxWidth="md"
          disableGutters
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <LocalShippingIcon aria-hidden />
          <Typography component="p" variant="h6" sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}>
            {t('brand')}
          </Typography>
          <TextField
            select
            size="small"
            id={languageId}
            // The theme makes text fields full width; here that is the whole header row, so on a
            // phone the select ran 100 px past the screen (the page was 489 px wide at 390).
            fullWidth={false}
            label={t('language')}
            value={locale}
            onChange={(event) => setLocale(event.target.value)}
            sx={{
              // Its own width: a select in the header's flex row otherwise takes the brand's room.
              flex: 'none',
              width: { xs: 160, sm: 180 },
              '& .MuiInputBase-root': { bgcolor: 'background.paper' },
              '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': {
                color: 'primary.contrastText',
              },
              '& .MuiInputLabel-shrink': { bgcolor: 'primary.main', px: 0.5, borderRadius: 0.5 },
            }}
          >
            {LOCALES.map((l) => (
              <MenuItem key={l.locale} value={l.locale} lang={l.locale}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: 2, px: { xs: 1.5, sm: 2 } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
          {t('title')}
        </Typography>
        {content}
      </Container>
    </Box>
  );
}
