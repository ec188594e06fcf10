// The loads table's controller (delivery-order.md §2, §4 "Loads", §5 "Load line", §6, §9), apart
// from its two views as ra-core keeps useListController apart from the MUI list: what the order's
// lines are (or, on the create page, the drafts posted after the create), which row is edited
// (one at a time), the selection and its bulk delete (one call per line), the flagged rows of the
// last write, the adjustment badge, the totals in Kg and Cbm and the paging. LoadsDesktopTable
// and LoadsPhoneCards draw the same controller.
//
// Speed (500 lines, a keystroke under 50 ms): lines are paged (5 by default); rows are memoized and
// get stable callbacks; the editing row keeps its values to itself and shares its totals only with
// the totals row, so a keystroke never re-renders the table or the other rows.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetOne, useNotify, usePermissions } from 'ra-core';
import { resources } from '../../../generated/registry';
import {
  adjustmentBadge,
  LOAD_DEFAULT_PAGE_SIZE,
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
import { invalidRows, type LoadInput, type LoadLine, type LoadProductInfo } from './loadLines';
import { loadsLayout } from './loadsLayout';
import type { LoadsView } from './LoadsToolbar';
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

/** The key of the line being added (not yet a line). */
export const NEW = 'new';
const EMPTY_SET: ReadonlySet<string> = new Set();

export function useLoadsTable({
  order,
  pending,
  onPendingChange,
  serverErrors,
}: LoadsTableOwnProps) {
  const notify = useNotify();
  const { permissions } = usePermissions<string[]>();
  const abilities = useAbilities(resources[LOAD_RESOURCE]);
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
  const changePerPage = (next: number) => {
    setPerPage(next);
    changePage(1);
  };

  const locked = editing !== null;
  return {
    order,
    creating,
    status,
    abilities,
    layout,
    lines,
    total,
    isPending,
    page,
    perPage,
    lastPage,
    changePage,
    changePerPage,
    /** The number shown on the page's first line. */
    firstNumber: (page - 1) * perPage + 1,
    editing,
    editingLine: editing === NEW ? null : lines.find((l) => l.key === editing),
    /** A row is being edited or added: the rest of the table waits. */
    locked,
    selected,
    view,
    setView,
    invalid,
    badge,
    baseTotals,
    liveTotals,
    capacity: current?.box_type?.weight_capacity,
    confirm,
    closeConfirm: () => setConfirm(null),
    deleting,
    confirmDelete,
    onAdd,
    onEdit,
    onCancel,
    onSave,
    onDelete,
    onToggle,
    onToggleAll,
    onBulkDelete,
  };
}

export type LoadsTableController = ReturnType<typeof useLoadsTable>;
