// The loads table of the delivery page (delivery-order.md §2, §4 "Loads", §5 "Load line", §6, §9):
// one controller (useLoadsTable: the lines, the row being edited, the selection, the flagged rows,
// the totals, the paging) drawn as a table on wider screens (LoadsDesktopTable) and as cards on
// phones (LoadsPhoneCards), under the toolbar (add, bulk delete, the adjustment badge, the change
// log) and above the pager and the delete confirmation both share.
import { Box, Paper, TablePagination, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Confirm } from 'react-admin';
import { useTranslate } from 'ra-core';
import { LOAD_PAGE_SIZES } from '../../../domain/delivery-order/loads';
import { productName } from './loadLines';
import { LoadChangeLog } from './LoadChangeLog';
import { LoadsDesktopTable } from './LoadsDesktopTable';
import { LoadsErrorBanner } from './LoadsErrorBanner';
import { LoadsPhoneCards } from './LoadsPhoneCards';
import { LoadsToolbar } from './LoadsToolbar';
import { useLoadsTable, type LoadsTableOwnProps } from './useLoadsTable';
import { useTablePaginationLabels } from '../../registry/paginationLabels';

export type { LoadsTableOwnProps } from './useLoadsTable';

export function LoadsTable(props: LoadsTableOwnProps) {
  const translate = useTranslate();
  const paginationLabels = useTablePaginationLabels();
  const c = useLoadsTable(props);
  // Phones get cards: a table of these columns would need sideways scrolling there.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { layout, confirm } = c;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid="loads-table">
      <LoadsToolbar
        layout={layout}
        badge={c.badge}
        view={c.view}
        onViewChange={c.setView}
        selectedCount={c.selected.size}
        editing={c.locked}
        onAdd={c.onAdd}
        onBulkDelete={c.onBulkDelete}
      />
      <LoadsErrorBanner count={c.invalid.size} />
      {!c.creating && !layout.canAdd && c.status !== 'DRAFT' && c.abilities.create && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('custom.delivery.loads.locked')}
        </Typography>
      )}
      {c.view === 'history' && c.order ? (
        <LoadChangeLog orderId={c.order.id} />
      ) : (
        <>
          {phone ? <LoadsPhoneCards controller={c} /> : <LoadsDesktopTable controller={c} />}
          <Box sx={{ overflowX: 'hidden' }}>
            <TablePagination
              component="div"
              count={c.total}
              page={Math.min(c.page, c.lastPage) - 1}
              rowsPerPage={c.perPage}
              rowsPerPageOptions={[...LOAD_PAGE_SIZES]}
              onPageChange={(_event, next) => c.changePage(next + 1)}
              onRowsPerPageChange={(event) => c.changePerPage(Number(event.target.value))}
              disabled={c.locked}
              {...paginationLabels}
              sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
            />
          </Box>
        </>
      )}
      <Confirm
        isOpen={confirm !== null}
        loading={c.deleting}
        title="custom.delivery.loads.delete_title"
        content={
          confirm && confirm.length === 1
            ? translate('custom.delivery.loads.delete_content', { name: productName(confirm[0]) })
            : translate('custom.delivery.loads.bulk_delete_content', {
                smart_count: confirm?.length ?? 0,
              })
        }
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={() => void c.confirmDelete()}
        onClose={c.closeConfirm}
      />
    </Paper>
  );
}
