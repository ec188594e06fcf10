// An alert's history (§3 userLogs, §4): grouped by date, newest first; each entry says who did what:
// 'marked Resolved' / 'marked Unresolved', 'False Alert' (with its reason), 'canceled False Alert',
// or the note, known notes in the current language.
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import dayjs from 'dayjs';
import { CLOCK_DISPLAY_FORMAT } from '../../domain/format/dates.ts';
import { displayNote, type NoteLanguage } from '../../domain/alerts/knownNotes';
import type { UserLog } from './types';

export function logText(
  log: UserLog,
  translate: (key: string, options?: object) => string,
  locale: NoteLanguage,
): string {
  switch (log.typeField) {
    case 'Resolve':
      return translate(
        log.data === 'false' ? 'custom.alerts.logs.unresolved' : 'custom.alerts.logs.resolved',
      );
    case 'FalseAlert':
      return `${translate('custom.alerts.logs.false_alert')}${log.data ? `: ${displayNote(log.data, locale)}` : ''}`;
    case 'Recheck':
      return translate('custom.alerts.logs.recheck');
    case 'Feedback':
      return translate('custom.alerts.logs.feedback', {
        note: displayNote(log.note ?? log.data ?? '', locale),
      });
    default:
      return log.typeField;
  }
}

export function UserLogList({
  groups,
}: {
  groups: readonly { date: string; logs: readonly UserLog[] }[];
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (groups.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('custom.alerts.logs.empty')}
      </Typography>
    );
  }
  return (
    <Box>
      {groups.map((group) => (
        <Box
          key={group.date}
          component="section"
          aria-label={dayjs(group.date).format('D MMMM YYYY')}
        >
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {dayjs(group.date).format('D MMMM YYYY')}
          </Typography>
          <List dense disablePadding>
            {group.logs.map((log, index) => (
              <ListItem key={`${log.createdOn}-${index}`} disableGutters>
                <ListItemText
                  primary={`${log.user?.fullname ?? '-'} ${logText(log, translate, locale === 'en' ? 'en' : 'id')}`}
                  secondary={dayjs(log.createdOn).format(CLOCK_DISPLAY_FORMAT)}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}
