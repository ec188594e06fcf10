// The loads table of the delivery page (delivery-order.md §2, §4 "Loads", §5 "Load line", §6, §9):
// an order's lines (or, on the create page, the drafts posted after the create) with inline editing
// of one row at a time, bulk delete one call per line, actuals and the adjustment badge for users
// with the load-adjustment scopes, the load change log, and the order's totals in Kg and Cbm.
//
// Speed (500 lines, a keystroke under 50 ms): lines are paged (5 by default); rows are memoized and
// get stable callbacks; the editing row keeps its values to itself and shares its totals only with
// the totals row, so a keystroke never re-renders this component or the other rows.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Box,
  Checkbox,
  FormControlLabel,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Confirm } from 'react-admin';
import { useGetOne, useNotify, usePermissions, useTranslate } from 'ra-core';
import { resources } from '../../../generated/registry';
import {
  adjustmentBadge,
  LOAD_DEFAULT_PAGE_SIZE,
  LOAD_PAGE_SIZES,
  orderTotals,
} from '../../../domain/delivery-order/loads';
import { isDeliveryStatus } from '../../../domain/delivery-order/statuses';
import { useAbilities } from '../../views/useAbilities';
import {
  DELIVERY_RESOURCE,
  LOAD_RESOURCE,
  type DeliveryOrderRecord,
  type LoadsTableProps,
} from '../shared/contracts';
import { createLiveTotals } from './liveTotals';
import {
  invalidRows,
  productName,
  type LoadInput,
  type LoadLine,
  type LoadProductInfo,
} from './loadLines';
import { loadsLayout } from './loadsLayout';
import { LoadCard } from './LoadCard';
import { LoadCardEditor } from './LoadCardEditor';
import { LoadChangeLog } from './LoadChangeLog';
import { LoadRow } from './LoadRow';
import { LoadRowEditor } from './LoadRowEditor';
import { LoadsErrorBanner } from './LoadsErrorBanner';
import { LoadsTableHead } from './LoadsTableHead';
import { LoadsToolbar, type LoadsView } from './LoadsToolbar';
import { LoadsTotalsRow } from './LoadsTotalsRow';
import { LoadsTotalsSummary } from './LoadsTotalsSummary';
import { useLoadActions } from './useLoadActions';
import { useLatest } from './useLatest';
import { useLoadLines } from './useLoadLines';

export interface LoadsTableOwnProps extends LoadsTableProps {
  /**
   * Server field errors of the order's last write, keyed delivery_order_loads.N.<field> (N: the
   * line's index in order.delivery_order_loads, or in pending on the create page). Flagged rows say
   * 'Data telah dihapus dari sistem.' on each field under the banner 'Baris data error.'.
   */
  serverErrors?: Record<string, unknown>;
}

const NEW = 'new';
// The shell's layout is min-width: fit-content, so a wide table would widen the page; a container
// whose inline size ignores its content scrolls instead (phones: nothing overflows the page).
export const SCROLLER = { width: '100%', contain: 'inline-size' } as const;
const EMPTY_SET: ReadonlySet<string> = new Set();

export function LoadsTable({ order, pending, onPendingChange, serverErrors }: LoadsTableOwnProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions<string[]>();
  const abilities = useAbilities(resources[LOAD_RESOURCE]);
  // Phones get cards: a table of these columns would need sideways scrolling there.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const creating = order === undefined;
  const statusName = order?.status?.name;
  const status = isDeliveryStatus(statusName) ? statusName : 'DRAFT';
  const layout = useMemo(
    () =>
      loadsLayout({
        status,
        creating,
        abilities,
        scopes: Array.isArray(permissions) ? permissions : [],
      }),
    [status, creating, abilities, permissions],
  );

  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(LOAD_DEFAULT_PAGE_SIZE);
  const [editing, setEditing] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(EMPTY_SET);
  const [view, setView] = useState<LoadsView>('list');
  const [confirm, setConfirm] = useState<LoadLine[] | null>(null);
  const [deleting, setDeleting] = useState(false);
  // Flagged rows the user has since saved or deleted; new server errors start over.
  const [resolved, setResolved] = useState<ReadonlySet<string>>(EMPTY_SET);
  const [errorsSeen, setErrorsSeen] = useState(serverErrors);
  if (errorsSeen !== serverErrors) {
    setErrorsSeen(serverErrors);
    setResolved(EMPTY_SET);
  }
  const [knownProducts, setKnownProducts] = useState<ReadonlyMap<number, LoadProductInfo>>(
    () => new Map(),
  );
  const [liveTotals] = useState(createLiveTotals);

  // The order as last read: its totals change with every line written (without a version bump).
  const orderQuery = useGetOne<DeliveryOrderRecord>(
    DELIVERY_RESOURCE,
    { id: order?.id ?? 0 },
    { enabled: !creating, staleTime: 30_000 },
  );
  // The fresher of the page's order and this read (the page may have saved the box type since).
  const fresh = orderQuery.data;
  const current =
    !fresh || (order && String(order.updated_on ?? '') > String(fresh.updated_on ?? ''))
      ? order
      : fresh;

  const { lines, total, isPending, refetch } = useLoadLines({
    orderId: order?.id,
    pending,
    page,
    perPage,
    knownProducts,
  });
  const { refetch: refetchOrder } = orderQuery;
  const reload = useCallback(
    () => Promise.all([refetch(), creating ? undefined : refetchOrder()]),
    [refetch, refetchOrder, creating],
  );
  const actions = useLoadActions({ orderId: order?.id, pending, onPendingChange, reload });

  // A page emptied by deletes steps back to the last page that has lines.
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  useEffect(() => {
    if (!isPending && page > lastPage) setPage(lastPage);
  }, [isPending, page, lastPage]);

  const invalid = useMemo(() => {
    const keyAt = creating
      ? (index: number) => pending?.[index]?.key
      : (index: number) => {
          const id = current?.delivery_order_loads?.[index]?.id;
          return id === undefined ? undefined : String(id);
        };
    const rows = invalidRows(serverErrors, keyAt);
    for (const key of resolved) rows.delete(key);
    return rows;
  }, [creating, pending, current, serverErrors, resolved]);

  const baseTotals = useMemo(
    () =>
      creating
        ? orderTotals(pending ?? [])
        : {
            total_weight: current?.total_weight ?? current?.load_weight ?? 0,
            total_volume: current?.total_volume ?? current?.load_volume ?? 0,
          },
    [creating, pending, current],
  );

  const badge = useMemo(() => {
    if (!layout.actuals) return undefined;
    if (typeof current?.is_load_adjusted === 'boolean')
      return current.is_load_adjusted ? 'adjusted' : 'as-planned';
    return adjustmentBadge(lines);
  }, [layout.actuals, current, lines]);

  // Stable callbacks for the memoized rows: they look lines up by key at call time.
  const linesRef = useLatest(lines);
  const onEdit = useCallback((key: string) => setEditing(key), []);
  const onCancel = useCallback(() => setEditing(null), []);
  const onToggle = useCallback(
    (key: string) =>
      setSelected((s) => {
        const next = new Set(s);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const onDelete = useCallback(
    (key: string) => {
      const line = linesRef.current.find((l) => l.key === key);
      if (line) setConfirm([line]);
    },
    [linesRef],
  );
  const onToggleAll = useCallback(
    () =>
      setSelected((s) =>
        s.size === linesRef.current.length
          ? EMPTY_SET
          : new Set(linesRef.current.map((l) => l.key)),
      ),
    [linesRef],
  );
  const onAdd = useCallback(() => setEditing(NEW), []);
  const onBulkDelete = useCallback(() => {
    const chosen = linesRef.current.filter((l) => selected.has(l.key));
    if (chosen.length > 0) setConfirm(chosen);
  }, [linesRef, selected]);

  const totalRef = useLatest(total);
  const perPageRef = useLatest(perPage);
  const onSave = useCallback(
    async (line: LoadLine | null, input: LoadInput, product: LoadProductInfo) => {
      await actions.save(line, input);
      setKnownProducts((known) =>
        known.get(product.id) === product ? known : new Map(known).set(product.id, product),
      );
      if (line) setResolved((r) => new Set(r).add(line.key));
      if (!creating)
        notify(line ? 'app.messages.updated' : 'app.messages.created', { type: 'success' });
      // A new line is last (lines are sorted by id): show its page.
      if (!line) setPage(Math.max(1, Math.ceil((totalRef.current + 1) / perPageRef.current)));
      setEditing(null);
    },
    [actions, creating, notify, totalRef, perPageRef],
  );

  const confirmDelete = async () => {
    if (!confirm) return;
    setDeleting(true);
    const { failed, error } = await actions.remove(confirm);
    setDeleting(false);
    const keys = confirm.map((l) => l.key);
    setConfirm(null);
    setSelected((s) => {
      const next = new Set(s);
      for (const key of keys) next.delete(key);
      return next;
    });
    setResolved((r) => new Set([...r, ...keys]));
    if (creating) return;
    if (failed === 0) notify('app.messages.deleted', { type: 'success' });
    else if (failed === confirm.length) {
      const key = (error as Error | undefined)?.message;
      notify(key || 'app.errors.delete_failed', { type: 'error', messageArgs: { _: key } });
    } else
      notify('custom.delivery.loads.bulk_delete_partial', {
        type: 'warning',
        messageArgs: { failed, total: confirm.length },
      });
  };

  const changePage = (next: number) => {
    setPage(next);
    setSelected(EMPTY_SET);
  };

  const firstNumber = (page - 1) * perPage + 1;
  const locked = editing !== null;
  const editingLine = editing === NEW ? null : lines.find((l) => l.key === editing);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid="loads-table">
      <LoadsToolbar
        layout={layout}
        badge={badge}
        view={view}
        onViewChange={setView}
        selectedCount={selected.size}
        editing={locked}
        onAdd={onAdd}
        onBulkDelete={onBulkDelete}
      />
      <LoadsErrorBanner count={invalid.size} />
      {!creating && !layout.canAdd && status !== 'DRAFT' && abilities.create && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('custom.delivery.loads.locked')}
        </Typography>
      )}
      {view === 'history' && order ? (
        <LoadChangeLog orderId={order.id} />
      ) : (
        <>
          {phone ? (
            <>
              {layout.selectable && lines.length > 0 && (
                <FormControlLabel
                  sx={{ ml: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={selected.size === lines.length}
                      indeterminate={selected.size > 0 && selected.size < lines.length}
                      onChange={onToggleAll}
                      disabled={locked}
                    />
                  }
                  label={translate('ra.action.select_all')}
                />
              )}
              <Box
                role="list"
                aria-label={translate('custom.delivery.loads.table_label')}
                sx={{ borderTop: 1, borderColor: 'divider' }}
              >
                {editing === NEW && (
                  <LoadCardEditor
                    line={null}
                    editKey={NEW}
                    liveTotals={liveTotals}
                    onSave={onSave}
                    onCancel={onCancel}
                  />
                )}
                {lines.map((line, index) =>
                  line.key === editing && editingLine ? (
                    <LoadCardEditor
                      key={line.key}
                      line={editingLine}
                      editKey={line.key}
                      number={firstNumber + index}
                      invalid={invalid.get(line.key)}
                      liveTotals={liveTotals}
                      onSave={onSave}
                      onCancel={onCancel}
                    />
                  ) : (
                    <LoadCard
                      key={line.key}
                      line={line}
                      number={firstNumber + index}
                      layout={layout}
                      selected={selected.has(line.key)}
                      locked={locked}
                      invalid={invalid.get(line.key)}
                      onEdit={onEdit}
                      onDelete={onDelete}
                      onToggle={onToggle}
                    />
                  ),
                )}
                {!isPending && lines.length === 0 && editing !== NEW && (
                  <Typography role="listitem" variant="body2" color="text.secondary" sx={{ py: 1 }}>
                    {translate('custom.delivery.loads.empty')}
                  </Typography>
                )}
              </Box>
              <LoadsTotalsSummary
                base={baseTotals}
                liveTotals={liveTotals}
                capacity={current?.box_type?.weight_capacity}
              />
            </>
          ) : (
            <TableContainer
              tabIndex={0}
              role="region"
              aria-label={translate('custom.delivery.loads.region')}
              sx={SCROLLER}
            >
              <Table
                size="small"
                aria-label={translate('custom.delivery.loads.table_label')}
                sx={{
                  tableLayout: 'fixed',
                  minWidth: layout.minWidth,
                  '& td, & th': { px: 1, overflowWrap: 'break-word' },
                }}
              >
                <LoadsTableHead
                  layout={layout}
                  selectedCount={selected.size}
                  rowCount={lines.length}
                  locked={locked}
                  onToggleAll={onToggleAll}
                />
                <TableBody>
                  {editing === NEW && (
                    <LoadRowEditor
                      line={null}
                      editKey={NEW}
                      layout={layout}
                      liveTotals={liveTotals}
                      onSave={onSave}
                      onCancel={onCancel}
                    />
                  )}
                  {lines.map((line, index) =>
                    line.key === editing && editingLine ? (
                      <LoadRowEditor
                        key={line.key}
                        line={editingLine}
                        editKey={line.key}
                        number={firstNumber + index}
                        layout={layout}
                        invalid={invalid.get(line.key)}
                        liveTotals={liveTotals}
                        onSave={onSave}
                        onCancel={onCancel}
                      />
                    ) : (
                      <LoadRow
                        key={line.key}
                        line={line}
                        number={firstNumber + index}
                        layout={layout}
                        selected={selected.has(line.key)}
                        locked={locked}
                        invalid={invalid.get(line.key)}
                        onEdit={onEdit}
                        onDelete={onDelete}
                        onToggle={onToggle}
                      />
                    ),
                  )}
                  {!isPending && lines.length === 0 && editing !== NEW && (
                    <TableRow>
                      <TableCell colSpan={layout.columnCount}>
                        <Typography variant="body2" color="text.secondary">
                          {translate('custom.delivery.loads.empty')}
                        </Typography>
                      </TableCell>
                    </TableRow>
                  )}
                </TableBody>
                <TableFooter>
                  <LoadsTotalsRow
                    base={baseTotals}
                    liveTotals={liveTotals}
                    capacity={current?.box_type?.weight_capacity}
                    layout={layout}
                  />
                </TableFooter>
              </Table>
            </TableContainer>
          )}
          <Box sx={{ overflowX: 'hidden' }}>
            <TablePagination
              component="div"
              count={total}
              page={Math.min(page, lastPage) - 1}
              rowsPerPage={perPage}
              rowsPerPageOptions={[...LOAD_PAGE_SIZES]}
              onPageChange={(_event, next) => changePage(next + 1)}
              onRowsPerPageChange={(event) => {
                setPerPage(Number(event.target.value));
                changePage(1);
              }}
              disabled={locked}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from, to, count }) =>
                translate('ra.navigation.page_range_info', {
                  offsetBegin: from,
                  offsetEnd: to,
                  total: count,
                })
              }
              sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
            />
          </Box>
        </>
      )}
      <Confirm
        isOpen={confirm !== null}
        loading={deleting}
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
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirm(null)}
      />
    </Paper>
  );
}
