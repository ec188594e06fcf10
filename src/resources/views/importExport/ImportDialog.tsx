// The import dialog: choose a file, map its columns, preview the server's verdict on every row,
// apply (useImport.ts holds the steps and the calls). Full screen on a phone.
import { useId } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useGetResourceLabel, useTranslate } from 'ra-core';
import type { ResourceDef } from '../../../generated/registry.ts';
import { importableFields } from '../../../domain/import/columns.ts';
import { fieldLabelKey, humanize } from '../../schemaUtils.ts';
import { CSV_TYPE, download } from './exporter.ts';
import { errorReportCsv, problemTexts } from './importMessages.ts';
import { useImport } from './useImport.ts';

/** The bad rows the dialog lists; the error report has them all. */
const SHOWN = 50;

export function ImportDialog({ def, onClose }: { def: ResourceDef; onClose: () => void }) {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const inputId = useId();
  const state = useImport(def, onClose);
  const { step, sheet, mapping, preview, busy } = state;
  const label = (field: string) =>
    translate(fieldLabelKey(def.name, field), { _: humanize(field) });
  const name = getResourceLabel(def.name, 2);

  const report = () => {
    if (!sheet || !preview) return;
    const csv = errorReportCsv(def, sheet, mapping, preview.invalid, translate);
    const base = state.fileName.replace(/\.[^.]+$/, '') || def.name;
    download(
      new Blob([csv], { type: CSV_TYPE }),
      `${base}-${translate('engine.import.report_file')}.csv`,
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {translate('engine.import.title', { name })}
        <IconButton
          aria-label={translate('ra.action.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {state.problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate(state.problem)}
          </Alert>
        )}
        {step === 'file' && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>{translate('engine.import.file_hint')}</Typography>
            <Button
              component="label"
              htmlFor={inputId}
              variant="contained"
              startIcon={<UploadFileIcon />}
              disabled={busy}
            >
              {translate('engine.import.choose')}
            </Button>
            <Box
              component="input"
              id={inputId}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label={translate('engine.import.file_label')}
              sx={visuallyHidden}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void state.choose(file);
              }}
            />
          </Stack>
        )}
        {step === 'mapping' && sheet && (
          <Stack spacing={2}>
            <Typography>
              {translate('engine.import.rows_read', {
                count: sheet.rows.length,
                file: state.fileName,
              })}
            </Typography>
            <Typography component="h3" variant="subtitle1">
              {translate('engine.import.mapping')}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              }}
            >
              {sheet.headers.map((header) => (
                <TextField
                  key={header}
                  select
                  size="small"
                  label={header}
                  value={mapping[header] ?? ''}
                  onChange={(event) => state.setField(header, event.target.value || null)}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">{translate('engine.import.ignore')}</option>
                  {importableFields(def).map((field) => (
                    <option key={field} value={field}>
                      {label(field)}
                    </option>
                  ))}
                </TextField>
              ))}
            </Box>
            {state.missing.length > 0 && (
              <Alert severity="warning">
                {translate('engine.import.missing_required', {
                  fields: state.missing.map(label).join(', '),
                })}
              </Alert>
            )}
          </Stack>
        )}
        {step === 'preview' && preview && sheet && (
          <Stack spacing={2}>
            <Typography role="status">
              {translate('engine.import.summary', {
                total: preview.total,
                valid: preview.valid,
                invalid: preview.invalid.length,
              })}
            </Typography>
            {preview.invalid.length === 0 ? (
              <Alert severity="success">{translate('engine.import.all_valid')}</Alert>
            ) : (
              <>
                <Alert severity="error">{translate('engine.import.fix_hint')}</Alert>
                <List
                  dense
                  aria-label={translate('engine.import.problems')}
                  sx={{ maxHeight: phone ? 'none' : 320, overflow: 'auto' }}
                >
                  {preview.invalid.slice(0, SHOWN).map(({ row, errors }) => (
                    <ListItem key={row} divider disableGutters>
                      <ListItemText
                        primary={`${translate('engine.import.row')} ${sheet.lines[row] ?? row + 2}`}
                        secondary={problemTexts(def, errors, translate).join(' · ')}
                      />
                    </ListItem>
                  ))}
                </List>
                {preview.invalid.length > SHOWN && (
                  <Typography variant="body2">
                    {translate('engine.import.more', { count: preview.invalid.length - SHOWN })}
                  </Typography>
                )}
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {step === 'mapping' && (
          <>
            <Button onClick={() => state.setStep('file')} disabled={busy}>
              {translate('engine.import.back')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void state.runPreview()}
              disabled={busy || state.missing.length > 0}
            >
              {translate('engine.import.preview')}
            </Button>
          </>
        )}
        {step === 'preview' && preview && (
          <>
            <Button onClick={() => state.setStep('mapping')} disabled={busy}>
              {translate('engine.import.back')}
            </Button>
            {preview.invalid.length > 0 && (
              <Button onClick={report}>{translate('engine.import.report')}</Button>
            )}
            <Button
              variant="contained"
              onClick={() => void state.apply()}
              disabled={busy || preview.invalid.length > 0}
            >
              {translate('engine.import.apply', { smart_count: preview.valid })}
            </Button>
          </>
        )}
        {step === 'file' && <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>}
      </DialogActions>
    </Dialog>
  );
}
