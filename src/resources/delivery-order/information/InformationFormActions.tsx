// Cancel and Save of the INFORMATION form (delivery-order.md §2): each opens a confirmation modal,
// both are disabled while nothing changed; the page hides them where the form cannot be saved.
import { Box, Button } from '@mui/material';
import { useTranslate } from 'ra-core';

export interface InformationFormActionsProps {
  dirty: boolean;
  saving: boolean;
  onCancel(): void;
}

export function InformationFormActions({ dirty, saving, onCancel }: InformationFormActionsProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`custom.delivery.information.actions.${key}`);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" color="inherit" onClick={onCancel} disabled={!dirty || saving}>
        {t('cancel')}
      </Button>
      {/* A submit: the form validates first, then the confirmation modal opens. */}
      <Button type="submit" variant="contained" disabled={!dirty} aria-busy={saving}>
        {saving ? t('please_wait') : t('save')}
      </Button>
    </Box>
  );
}
