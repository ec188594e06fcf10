// "Save this view": its name (checked here with the server's own rule, src/domain/views), shared
// with the company or not, and whether it becomes the user's default. The server's field-keyed
// refusal (a name already used: 409 name not-unique) is shown under the name.
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'ra-core';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import type { SavedView, SavedViewMethods } from '../../dataProviders/savedViews.ts';
import {
  checkViewName,
  VIEW_NAME_MAX,
  type SavedViewState,
  type ViewErrors,
} from '../../domain/views/savedView.ts';

interface SaveViewDialogProps {
  resource: string;
  state: SavedViewState;
  create: SavedViewMethods['createSavedView'];
  onClose(): void;
  onSaved(view: SavedView): void;
}

const KNOWN = ['required', 'too-long', 'not-unique', 'invalid-format'];

export function SaveViewDialog({ resource, state, create, onClose, onSaved }: SaveViewDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const titleId = `${resource}-save-view-title`;

  const message = (code: string) =>
    translate(`engine.views.errors.${KNOWN.includes(code) ? code : 'invalid-format'}`, {
      max: VIEW_NAME_MAX,
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: ViewErrors = {};
    const checked = checkViewName(name, errors);
    if (errors.name || checked === undefined) return setError(message(errors.name ?? 'required'));
    setBusy(true);
    try {
      onSaved(await create(resource, { name: checked, shared, state, is_default: isDefault }));
    } catch (failure) {
      const code = (failure as { body?: { errors?: Record<string, string> } }).body?.errors?.name;
      setError(message(code ?? 'invalid-format'));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('engine.views.dialog_title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('engine.views.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            error={!!error}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX + 1 } }}
          />
          <FormControlLabel
            control={<Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)} />}
            label={translate('engine.views.share')}
          />
          <FormControlLabel
            control={
              <Checkbox checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
            }
            label={translate('engine.views.as_default')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('engine.views.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('engine.views.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
