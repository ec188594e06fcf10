// The reminder to add an e-mail address or phone number (alert-centre-and-shell.md §2, §5, §9): a
// dialog over the console when either is missing, the last reminder was not this month and it was
// not dismissed in this session (src/domain/shell/reminder.ts). "Nanti Saja" dismisses it: for this
// session, and on the server (last_reminder), so it stays away until next month. Add Number / Add
// Email lead to the profile with that field focused; they hide it for this session only, so a user
// who leaves without saving is reminded at the next sign-in. Saving the address ends it for good.
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useLocation, useNavigate } from 'react-router-dom';
import { missingContact, shouldShowReminder } from '../../../domain/shell/reminder';
import { loadSession } from '../../../auth/session';
import { dismissReminder, fetchProfile, PROFILE_QUERY_KEY } from './profileApi';
import { PROFILE_ROUTES } from './paths';

const sessionKey = (userId: unknown) => `armada.reminder.dismissed.${String(userId)}`;

function dismissedThisSession(userId: unknown): boolean {
  try {
    return window.sessionStorage.getItem(sessionKey(userId)) === '1';
  } catch {
    return false;
  }
}

function markDismissed(userId: unknown) {
  try {
    window.sessionStorage.setItem(sessionKey(userId), '1');
  } catch {
    // Private mode without storage: the reminder may come back on the next page load.
  }
}

export function ContactReminder() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const userId = loadSession()?.user.id;
  const [closed, setClosed] = useState(() => dismissedThisSession(userId));
  const { data: profile } = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: fetchProfile,
    staleTime: 60_000,
    // A failed check shows nothing: the reminder is a nudge, never a blocker.
    retry: false,
  });
  if (!profile || closed || pathname.startsWith(PROFILE_ROUTES.profile)) return null;
  const show = shouldShowReminder({
    email: profile.email,
    phone: profile.phone,
    lastReminder: profile.last_reminder,
    dismissedThisSession: false,
    now: new Date(),
  });
  if (!show) return null;
  const missing = missingContact(profile);
  const hide = () => {
    markDismissed(userId);
    setClosed(true);
  };
  const later = () => {
    hide();
    void dismissReminder()
      .then((saved) => queryClient.setQueryData(PROFILE_QUERY_KEY, saved))
      .catch(() => undefined);
  };
  const go = (path: string) => {
    hide();
    navigate(path);
  };
  const which = missing.email && missing.phone ? 'both' : missing.email ? 'email' : 'phone';
  return (
    <Dialog open onClose={later} aria-labelledby="contact-reminder-title">
      <DialogTitle id="contact-reminder-title">
        {translate('custom.account.reminder.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`custom.account.reminder.text_${which}`)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={later}>{translate('custom.account.reminder.later')}</Button>
        {missing.phone ? (
          <Button variant="outlined" onClick={() => go(PROFILE_ROUTES.addNumber)}>
            {translate('custom.account.reminder.add_number')}
          </Button>
        ) : null}
        {missing.email ? (
          <Button variant="contained" onClick={() => go(PROFILE_ROUTES.addEmail)}>
            {translate('custom.account.reminder.add_email')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
