// Edit and delete of one line (Draf only, with the scopes: the caller's layout says); disabled while
// another line is being edited (one row at a time).
import { memo } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslate } from 'ra-core';
import type { LoadsLayout } from './loadsLayout';

interface LoadLineActionsProps {
  lineKey: string;
  name: string;
  layout: LoadsLayout;
  locked: boolean;
  onEdit(key: string): void;
  onDelete(key: string): void;
}

export const LoadLineActions = memo(function LoadLineActions({
  lineKey,
  name,
  layout,
  locked,
  onEdit,
  onDelete,
}: LoadLineActionsProps) {
  const translate = useTranslate();
  const lockedHint = locked ? translate('custom.delivery.loads.editing_other') : '';
  const editLabel = translate('custom.delivery.loads.edit', { name });
  const deleteLabel = translate('custom.delivery.loads.delete', { name });
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
      {layout.canEdit && (
        <Tooltip title={lockedHint || editLabel}>
          <span>
            <IconButton
              size="small"
              onClick={() => onEdit(lineKey)}
              disabled={locked}
              aria-label={editLabel}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {layout.canDelete && (
        <Tooltip title={lockedHint || deleteLabel}>
          <span>
            <IconButton
              size="small"
              color="error"
              onClick={() => onDelete(lineKey)}
              disabled={locked}
              aria-label={deleteLabel}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Box>
  );
});
