// What the loads table writes. With an order: POST/PATCH/DELETE /delivery-order/{id}/load[/{loadId}]
// through the order-service provider (only changed fields, nothing when nothing changed), then the
// page of lines and the order (its totals) are read again. On the create page: the drafts, handed
// to the page with onPendingChange (the order's create posts them).
import { useCallback, useRef } from 'react';
import { useDataProvider, type Identifier } from 'ra-core';
import type { LoadDraft } from '../shared/contracts';
import { LOAD_RESOURCE } from '../shared/contracts';
import type { LoadInput, LoadLine } from './loadLines';
import { newDraftKey } from './loadLines';

export interface LoadActionsOptions {
  orderId?: Identifier;
  pending?: LoadDraft[];
  onPendingChange?(lines: LoadDraft[]): void;
  /** Reads the lines and the order again after a write. */
  reload(): Promise<unknown>;
}

export interface LoadActions {
  /** Adds (line null) or changes a line; throws the provider's error when the server refuses. */
  save(line: LoadLine | null, input: LoadInput): Promise<void>;
  /** Deletes lines, one DELETE per line (delivery-order.md §7); answers how many failed. */
  remove(lines: readonly LoadLine[]): Promise<{ failed: number; error?: unknown }>;
}

/** Nothing changed: the edit simply closes (delivery-order.md §5). */
export const sameInput = (line: LoadLine, input: LoadInput): boolean =>
  line.product_id === input.product_id &&
  line.quantity === input.quantity &&
  line.uom === input.uom &&
  (line.note ?? null) === (input.note ?? null);

export function useLoadActions({
  orderId,
  pending,
  onPendingChange,
  reload,
}: LoadActionsOptions): LoadActions {
  const dataProvider = useDataProvider();
  // The drafts as last handed out, so two quick writes do not build on a stale list.
  const drafts = useRef(pending ?? []);
  drafts.current = pending ?? [];

  const setDrafts = useCallback(
    (next: LoadDraft[]) => {
      drafts.current = next;
      onPendingChange?.(next);
    },
    [onPendingChange],
  );

  const save = useCallback(
    async (line: LoadLine | null, input: LoadInput) => {
      if (line && sameInput(line, input)) return;
      if (orderId === undefined) {
        const draft: LoadDraft = { key: line?.key ?? newDraftKey(), ...input };
        setDrafts(
          line
            ? drafts.current.map((d) => (d.key === line.key ? draft : d))
            : [...drafts.current, draft],
        );
        return;
      }
      const meta = { delivery_order_id: orderId };
      const data = {
        product_id: input.product_id,
        quantity: input.quantity,
        uom: input.uom,
        note: input.note,
      };
      if (line?.id !== undefined) {
        await dataProvider.update(LOAD_RESOURCE, {
          id: line.id,
          data,
          previousData: line.record ?? { id: line.id },
          meta,
        });
      } else {
        await dataProvider.create(LOAD_RESOURCE, {
          data: { delivery_order_id: orderId, ...data },
          meta,
        });
      }
      await reload();
    },
    [dataProvider, orderId, reload, setDrafts],
  );

  const remove = useCallback(
    async (lines: readonly LoadLine[]) => {
      if (orderId === undefined) {
        const keys = new Set(lines.map((l) => l.key));
        setDrafts(drafts.current.filter((d) => !keys.has(d.key)));
        return { failed: 0 };
      }
      const meta = { delivery_order_id: orderId };
      let failed = 0;
      let error: unknown;
      // One call per line, in order; a failure does not stop the others.
      for (const line of lines) {
        if (line.id === undefined) continue;
        try {
          await dataProvider.delete(LOAD_RESOURCE, {
            id: line.id,
            previousData: line.record,
            meta,
          });
        } catch (e) {
          failed++;
          error ??= e;
        }
      }
      await reload();
      return { failed, error };
    },
    [dataProvider, orderId, reload, setDrafts],
  );

  return { save, remove };
}
