// Above the loads table: its title, the adjustment badge and the list/history toggle (both only
// with the load-adjustment scopes in the actuals statuses, §6), add line, and bulk delete of the
// selected lines.
import { memo } from 'react';
import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'ra-core';
import { LoadAdjustmentBadge } from './LoadAdjustmentBadge';
import type { LoadsLayout } from './loadsLayout';

export type LoadsView = 'list' | 'history';

interface LoadsToolbarProps {
  layout: LoadsLayout;
  badge?: 'adjusted' | 'as-planned';
  view: LoadsView;
  onViewChange(view: LoadsView): void;
  selectedCount: number;
  /** A row is open for editing: adding waits (one row at a time). */
  editing: boolean;
  onAdd(): void;
  onBulkDelete(): void;
}

export const LoadsToolbar = memo(function LoadsToolbar({
  layout,
  badge,
  view,
  onViewChange,
  selectedCount,
  editing,
  onAdd,
  onBulkDelete,
}: LoadsToolbarProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
        {translate('custom.delivery.loads.title')}
      </Typography>
      {layout.actuals && badge && <LoadAdjustmentBadge value={badge} />}
      <Box sx={{ flexGrow: 1 }} />
      {layout.actuals && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: LoadsView | null) => next && onViewChange(next)}
          aria-label={translate('custom.delivery.loads.view_label')}
        >
          <ToggleButton value="list">{translate('custom.delivery.loads.view_list')}</ToggleButton>
          <ToggleButton value="history">
            {translate('custom.delivery.loads.view_history')}
          </ToggleButton>
        </ToggleButtonGroup>
      )}
      {view === 'list' && layout.canDelete && selectedCount > 0 && (
        <Button
          size="small"
          color="error"
          variant="outlined"
          startIcon={<DeleteIcon />}
          onClick={onBulkDelete}
          disabled={editing}
        >
          {`${translate('custom.delivery.loads.bulk_delete')} (${selectedCount})`}
        </Button>
      )}
      {view === 'list' && layout.canAdd && (
        <Button
          size="small"
          variant="contained"
          startIcon={<AddIcon />}
          onClick={onAdd}
          disabled={editing}
        >
          {translate('custom.delivery.loads.add')}
        </Button>
      )}
    </Box>
  );
});
