// Which columns and controls the loads table shows, decided once per render of the table from the
// status, the scopes and the mode (delivery-order.md §4, §6, §9); rows only read it.
import type { DeliveryStatus } from '../../../domain/delivery-order/statuses';
import {
  actualsShown,
  loadAdjustmentAllowed,
  loadsEditable,
} from '../../../domain/delivery-order/editability';
import type { Abilities } from '../../permissions';

/** Tooltips for a name, reason or note longer than this (§9): 60, or 70 in the editable table. */
export const TOOLTIP_LIMIT = 60;
export const TOOLTIP_LIMIT_EDITABLE = 70;

/** Warning text on white: MUI's warning.dark (#e65100) is 3.8:1, this is 6.6:1 (WCAG AA). */
export const WARNING_TEXT = '#8a4500';

export interface LoadsLayout {
  /** Lines may be added (Draf and the create scope). */
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Row checkboxes for bulk delete. */
  selectable: boolean;
  /** The actions column (edit, delete). */
  actions: boolean;
  /** The actuals column (picked and delivered), the badge and the list/history toggle. */
  actuals: boolean;
  tooltipLimit: number;
  /** Number of columns, for full-width cells. */
  columnCount: number;
  /**
   * Column widths in px (the table is laid out fixed: opening the editor or typing does not move
   * the columns, and a keystroke does not make the browser measure every row again); the product
   * takes what is left, at least PRODUCT_MIN_WIDTH (the table scrolls sideways below that).
   */
  widths: LoadsColumnWidths;
  /** The table's minimum width: the columns plus the product's minimum. */
  minWidth: number;
}

export interface LoadsColumnWidths {
  select: number;
  number: number;
  quantity: number;
  uom: number;
  weight: number;
  volume: number;
  note: number;
  actuals: number;
  actions: number;
}

export const PRODUCT_MIN_WIDTH = 180;

export function loadsLayout({
  status,
  creating,
  abilities,
  scopes,
}: {
  status: DeliveryStatus;
  /** The create page: the lines are drafts of an order being created. */
  creating: boolean;
  abilities: Pick<Abilities, 'create' | 'edit' | 'delete'>;
  scopes: readonly string[];
}): LoadsLayout {
  const editable = creating || loadsEditable(status);
  // Drafts are part of the create: the create scope covers adding, changing and removing them.
  const canAdd = editable && abilities.create;
  const canEdit = editable && (creating ? abilities.create : abilities.edit);
  const canDelete = editable && (creating ? abilities.create : abilities.delete);
  const actuals = !creating && actualsShown(status) && loadAdjustmentAllowed(scopes);
  const selectable = canDelete;
  const actions = canEdit || canDelete;
  // No., product, quantity, unit, weight, volume, note.
  const columnCount = 7 + (selectable ? 1 : 0) + (actuals ? 1 : 0) + (actions ? 1 : 0);
  // The editor's inputs need room in quantity, unit and note; read-only columns need less.
  const widths: LoadsColumnWidths = {
    select: 58,
    number: 44,
    quantity: canEdit || canAdd ? 112 : 96,
    uom: canEdit || canAdd ? 112 : 84,
    weight: 110,
    volume: 112,
    note: actuals ? 170 : 180,
    actuals: 220,
    actions: 92,
  };
  const minWidth =
    PRODUCT_MIN_WIDTH +
    widths.number +
    widths.quantity +
    widths.uom +
    widths.weight +
    widths.volume +
    widths.note +
    (selectable ? widths.select : 0) +
    (actuals ? widths.actuals : 0) +
    (actions ? widths.actions : 0);
  return {
    widths,
    minWidth,
    canAdd,
    canEdit,
    canDelete,
    selectable,
    actions,
    actuals,
    tooltipLimit: canEdit ? TOOLTIP_LIMIT_EDITABLE : TOOLTIP_LIMIT,
    columnCount,
  };
}
