// One audit entry (docs/audit.md, master-data §2 "History modal"): when (DD MMM YYYY HH:mm in the
// reader's language), who, what kind of write, and each changed field by its schema label, old → new.
// The audit list adds which record it was.
import { Box, Chip, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '@mui/utils';
import { useLocaleState, useTranslate } from 'ra-core';
import { auditValueText, type AuditEntry } from '../../../domain/audit/auditEntries';
import { formatDateTime } from '../../format';

export interface AuditEntryItemProps {
  entry: AuditEntry;
  /** The audit list names the resource and record; a record's own history does not. */
  showRecord?: boolean;
}

export function AuditEntryItem({ entry, showRecord }: AuditEntryItemProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const words = {
    empty: translate('engine.history.empty_value'),
    yes: translate('engine.history.yes'),
    no: translate('engine.history.no'),
  };
  const fields = Object.entries(entry.changes);
  const who = entry.user_name ?? translate('engine.history.system');
  const recordText = translate('engine.history.record', {
    resource: translate(`resources.${entry.resource}.name`, { smart_count: 1, _: entry.resource }),
    id: entry.record_id ?? '—',
  });
  return (
    <Box
      component="li"
      data-testid="audit-entry"
      sx={{
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
          {who}
        </Typography>
        <Chip size="small" variant="outlined" label={translate(`engine.history.op.${entry.op}`)} />
        <Typography
          component="time"
          dateTime={entry.occurred_on}
          variant="body2"
          color="text.secondary"
        >
          {formatDateTime(entry.occurred_on, locale)}
        </Typography>
      </Box>
      {showRecord && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {entry.record_id !== null && entry.op !== 'delete' ? (
            <Link component={RouterLink} to={`/${entry.resource}/${entry.record_id}/show`}>
              {recordText}
            </Link>
          ) : (
            recordText
          )}
        </Typography>
      )}
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('engine.history.no_fields')}
        </Typography>
      ) : (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
            columnGap: 1.5,
            rowGap: 0.25,
            m: 0,
            mt: 0.75,
          }}
        >
          {fields.map(([field, change]) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`resources.${entry.resource}.fields.${field}`, { _: field })}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                <Box
                  component="span"
                  sx={{ textDecoration: 'line-through', color: 'text.secondary' }}
                >
                  {auditValueText(change.before, words)}
                </Box>
                <Box component="span" aria-hidden sx={{ mx: 0.75 }}>
                  →
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  {` ${translate('engine.history.becomes')} `}
                </Box>
                <Box component="span" sx={{ fontWeight: 500 }}>
                  {auditValueText(change.after, words)}
                </Box>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
