// Save and cancel of the line being edited; 'Mohon tunggu' while the line is being saved (a second
// save then warns 'Mohon tunggu' too, delivery-order.md §5).
import { memo } from 'react';
import { Box, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';

interface LoadEditorActionsProps {
  saving: boolean;
  onSave(): Promise<void>;
  onCancel(): void;
}

export const LoadEditorActions = memo(function LoadEditorActions({
  saving,
  onSave,
  onCancel,
}: LoadEditorActionsProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {saving && (
        <Typography
          variant="caption"
          role="status"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <CircularProgress size={14} color="inherit" />
          {translate('app.messages.please_wait')}
        </Typography>
      )}
      <Tooltip title={translate('custom.delivery.loads.save')}>
        <IconButton
          color="primary"
          onClick={() => void onSave()}
          aria-disabled={saving || undefined}
          aria-label={translate(saving ? 'app.messages.please_wait' : 'custom.delivery.loads.save')}
        >
          <CheckIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('custom.delivery.loads.cancel')}>
        <span>
          <IconButton
            onClick={onCancel}
            disabled={saving}
            aria-label={translate('custom.delivery.loads.cancel')}
          >
            <CloseIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
});
