// Pengaturan → Riwayat Audit (docs/audit.md): every write of the company, newest first, for
// administrators (the server refuses anyone else: AUDIT_LOG_SCOPE), filtered by user, resource,
// record id and date range, paged like the console's other lists.
import { useState } from 'react';
import {
  Alert,
  Box,
  CircularProgress,
  MenuItem,
  Paper,
  Stack,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import { AccessDenied, Title } from 'react-admin';
import { useLiveAccess } from '../../auth/liveAccess';
import { AUDIT_MENU } from '../../config/routes';
import { AuditEntryItem } from '../../resources/shared/audit/AuditEntryItem';
import { useAuditList, type AuditFilters } from '../../resources/shared/audit/auditApi';
import { DateFilter } from '../../resources/registry/DateFilter';
import { useTablePaginationLabels } from '../../resources/registry/paginationLabels';

export default function AuditListPage() {
  const translate = useTranslate();
  const paginationLabels = useTablePaginationLabels();
  const { scopes, registry } = useLiveAccess();
  const allowed = scopes.includes(AUDIT_MENU.scope);
  const [filters, setFilters] = useState<AuditFilters>({});
  const [recordId, setRecordId] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(20);
  const query = useAuditList(filters, page + 1, perPage);
  const users = useGetList(
    'user',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'fullname', order: 'ASC' } },
    { enabled: allowed },
  );
  if (!allowed) return <AccessDenied />;
  const filter = (next: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(0);
  };
  const title = translate('custom.audit.title');
  const resourceNames = Object.keys(registry.resources).sort();
  const recordIdInvalid = recordId !== '' && !/^[1-9]\d{0,14}$/.test(recordId);
  const entries = query.data?.entries ?? [];
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Title title={title} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(5, minmax(0, 200px))',
          },
          columnGap: 1.5,
        }}
      >
        <TextField
          select
          size="small"
          label={translate('custom.audit.filters.user')}
          value={filters.user_id ?? ''}
          onChange={(e) => filter({ user_id: e.target.value || undefined })}
        >
          <MenuItem value="">{translate('custom.audit.filters.all')}</MenuItem>
          {(users.data ?? []).map((user) => (
            <MenuItem key={user.id} value={String(user.id)}>
              {String(user.fullname ?? user.username)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('custom.audit.filters.resource')}
          value={filters.resource ?? ''}
          onChange={(e) => filter({ resource: e.target.value || undefined })}
        >
          <MenuItem value="">{translate('custom.audit.filters.all')}</MenuItem>
          {resourceNames.map((name) => (
            <MenuItem key={name} value={name}>
              {translate(`resources.${name}.name`, { smart_count: 2, _: name })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={translate('custom.audit.filters.record_id')}
          value={recordId}
          error={recordIdInvalid}
          helperText={recordIdInvalid ? translate('custom.audit.filters.record_id_invalid') : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          onChange={(e) => {
            const value = e.target.value.trim();
            setRecordId(value);
            if (value === '' || /^[1-9]\d{0,14}$/.test(value))
              filter({ record_id: value || undefined });
          }}
        />
        <DateFilter
          label={translate('custom.audit.filters.from')}
          value={filters.from ?? ''}
          onChange={(value) => filter({ from: value || undefined })}
        />
        <DateFilter
          label={translate('custom.audit.filters.to')}
          value={filters.to ?? ''}
          onChange={(value) => filter({ to: value || undefined })}
        />
      </Box>
      <Paper variant="outlined">
        {query.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        ) : query.error ? (
          <Alert severity="error">{translate('custom.audit.load_failed')}</Alert>
        ) : entries.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {translate('custom.audit.empty')}
          </Typography>
        ) : (
          <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, px: 2, py: 0 }}>
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} showRecord />
            ))}
          </Box>
        )}
        <TablePagination
          component="div"
          count={query.data?.total ?? 0}
          page={page}
          onPageChange={(_e, next) => setPage(next)}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 20, 50, 100]}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(0);
          }}
          {...paginationLabels}
        />
      </Paper>
    </Stack>
  );
}
