// Completing a pickup or a drop (docs/fleet-tasks.md "Completing an activity"): the contact, a
// note, for a pickup and the final drop each load's quantity (planned value prefilled, a reason
// when it differs), and 1–5 photos; sent as multipart. Full screen on a phone. The rules are
// completionRules.ts; the server's field errors land on the fields they name.
import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify, useTranslate } from 'ra-core';
import { fleetTaskErrorKey, firstKnownIssue } from '../../domain/fleet-task/errors';
import {
  addPhotos,
  completionParts,
  initialValues,
  NOTE_MAX,
  CONTACT_MAX,
  plannedQuantity,
  REASON_MAX,
  reportsLoads,
  serverFieldErrors,
  validateCompletion,
  type CompletionErrors,
  type CompletionValues,
  type FieldError,
} from './completionRules';
import { PhotoPicker } from './PhotoPicker';
import { errorBody, useCompleteActivity } from './useDriverTasks';
import type { DriverActivity, DriverOrder, DriverTask } from './types';

export interface CompletionDialogProps {
  task: DriverTask;
  activity: DriverActivity;
  order: DriverOrder | undefined;
  onClose: () => void;
}

export function CompletionDialog({ task, activity, order, onClose }: CompletionDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const complete = useCompleteActivity();
  const [values, setValues] = useState<CompletionValues>(() => initialValues(activity, order));
  const [errors, setErrors] = useState<CompletionErrors>({});
  const [formError, setFormError] = useState<string>();
  const loads = useMemo(
    () => (reportsLoads(activity) ? (order?.loads ?? []) : []),
    [activity, order],
  );
  const planned = useMemo(
    () => loads.map((load) => plannedQuantity(load, activity.type)),
    [loads, activity.type],
  );
  const isPickup = activity.type === 'PICKUP';
  const busy = complete.isPending;

  const message = (error: FieldError | undefined) =>
    error
      ? translate(error.key, { _: translate('validation.invalid-value'), ...error.options })
      : undefined;
  const set = (patch: Partial<CompletionValues>, clear: string[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of clear) delete next[key];
      return next;
    });
  };
  const setLoad = (index: number, patch: Partial<CompletionValues['loads'][number]>) =>
    set({ loads: values.loads.map((load, i) => (i === index ? { ...load, ...patch } : load)) }, [
      `loads.${index}.quantity`,
      `loads.${index}.reason`,
    ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCompletion(values, planned);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length) {
      setFormError(translate('custom.driver.complete.check_fields'));
      return;
    }
    complete.mutate(
      {
        task,
        activity,
        order,
        parts: completionParts(values, planned),
        photos: values.photos,
      },
      {
        onSuccess: ({ queued }) => {
          // Kept on the phone: the hook said so; never claimed as done (docs/fleet-tasks.md "Offline").
          if (!queued) notify('custom.driver.complete.success', { type: 'success' });
          onClose();
        },
        onError: (error) => {
          const body = errorBody(error);
          setErrors(serverFieldErrors(body));
          const code = firstKnownIssue(body);
          const generic = translate('custom.driver.complete.failed');
          const text = code ? translate(fleetTaskErrorKey(code), { _: generic }) : generic;
          setFormError(text);
          notify(text, { type: 'error', messageArgs: { _: text } });
        },
      },
    );
  };

  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          flex: '1 1 auto',
          minHeight: 0,
          minWidth: 0,
          width: '100%',
          overflow: 'hidden',
        }}
      >
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {translate(
            isPickup ? 'custom.driver.complete.title_pickup' : 'custom.driver.complete.title_drop',
          )}
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {[activity.address?.name, order?.number].filter(Boolean).join(' · ')}
          </Typography>
        </DialogTitle>
        <IconButton
          aria-label={translate('custom.driver.complete.close')}
          onClick={onClose}
          disabled={busy}
          sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <TextField
            label={translate(
              isPickup
                ? 'custom.driver.complete.contact_pickup'
                : 'custom.driver.complete.contact_drop',
            )}
            name="contact_person_name"
            required
            fullWidth
            autoComplete="name"
            value={values.contact_person_name}
            onChange={(e) => set({ contact_person_name: e.target.value }, ['contact_person_name'])}
            error={Boolean(errors.contact_person_name)}
            helperText={message(errors.contact_person_name)}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: CONTACT_MAX } }}
          />
          <TextField
            label={translate('custom.driver.complete.note')}
            name="note"
            fullWidth
            multiline
            minRows={2}
            value={values.note}
            onChange={(e) => set({ note: e.target.value }, ['note'])}
            error={Boolean(errors.note)}
            helperText={message(errors.note)}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          />
          {loads.length ? (
            <Box component="section" aria-labelledby={`${titleId}-loads`}>
              <Typography id={`${titleId}-loads`} component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                {translate('custom.driver.complete.loads')}
              </Typography>
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                {loads.map((load, i) => {
                  const value = values.loads[i];
                  const differs =
                    /^\d+$/.test(value.quantity.trim()) && Number(value.quantity) !== planned[i];
                  return (
                    <Box
                      component="fieldset"
                      key={load.id}
                      sx={{
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                        p: 1.5,
                        m: 0,
                        minWidth: 0,
                      }}
                    >
                      <Typography component="legend" sx={{ fontWeight: 600, px: 0.5 }}>
                        {load.product_name ?? `#${load.id}`}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        {translate('custom.driver.complete.planned', {
                          quantity: planned[i],
                          uom: load.uom ?? '',
                        })}
                      </Typography>
                      <TextField
                        label={translate('custom.driver.complete.quantity')}
                        name={`loads.${i}.quantity`}
                        type="number"
                        required
                        fullWidth
                        value={value.quantity}
                        onChange={(e) => setLoad(i, { quantity: e.target.value })}
                        error={Boolean(errors[`loads.${i}.quantity`])}
                        helperText={message(errors[`loads.${i}.quantity`])}
                        disabled={busy}
                        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
                      />
                      <TextField
                        label={translate('custom.driver.complete.reason')}
                        name={`loads.${i}.reason`}
                        required={differs}
                        fullWidth
                        value={value.reason}
                        onChange={(e) => setLoad(i, { reason: e.target.value })}
                        error={Boolean(errors[`loads.${i}.reason`])}
                        helperText={
                          message(errors[`loads.${i}.reason`]) ??
                          translate('custom.driver.complete.reason_hint')
                        }
                        disabled={busy}
                        sx={{ mt: 1.5 }}
                        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
                      />
                    </Box>
                  );
                })}
              </Box>
            </Box>
          ) : null}
          <PhotoPicker
            photos={values.photos}
            disabled={busy}
            error={message(errors.photos)}
            onPick={(files) => {
              const { photos, problems } = addPhotos(values.photos, files);
              setValues((current) => ({ ...current, photos }));
              setErrors((current) => {
                const next = { ...current };
                delete next.photos;
                if (problems.length) next.photos = problems[0];
                return next;
              });
            }}
            onRemove={(index) =>
              set({ photos: values.photos.filter((_, i) => i !== index) }, ['photos'])
            }
          />
        </DialogContent>
        <DialogActions sx={{ p: 2, gap: 1 }}>
          <Button onClick={onClose} disabled={busy} size="large" sx={{ minHeight: 48 }}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            sx={{ minHeight: 48, flexGrow: { xs: 1, sm: 0 }, fontWeight: 700 }}
          >
            {translate('custom.driver.complete.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
