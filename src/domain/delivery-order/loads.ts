// Load-line arithmetic and checks (delivery-order.md §4 "Loads", §5 "Load line", §9).
// Totals are unit value × quantity in Kg and Cbm, rounded to 6 decimals so that binary floating
// point does not leak into the UI or the database (0.0008 × 3 is 0.0024, not 0.0024000000000000002).
import type { Label } from './statuses.ts';

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10_000_000;
export const QUANTITY_DEFAULT = 1;
export const NOTE_MAX = 255;
/** schemas/delivery-order-load.schema.json: uom maxLength. */
export const UOM_MAX = 50;

export const LOAD_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const LOAD_DEFAULT_PAGE_SIZE = 5;

const DECIMALS = 1e6;

/** Rounds to 6 decimals (Kg and Cbm need no more) and never returns -0. */
export function round6(value: number): number {
  const rounded = Math.round(value * DECIMALS) / DECIMALS;
  return rounded === 0 ? 0 : rounded;
}

export interface UnitMeasures {
  weight: number | null;
  volume: number | null;
}

/** A line's totals; null when the unit has no weight (volume), or the quantity is not a number. */
export function lineTotals(
  unit: UnitMeasures,
  quantity: number,
): { total_weight: number | null; total_volume: number | null } {
  const times = (v: number | null) =>
    v === null || !Number.isFinite(v) || !Number.isFinite(quantity) ? null : round6(v * quantity);
  return { total_weight: times(unit.weight), total_volume: times(unit.volume) };
}

/** The order's totals: lines without a total count as 0. */
export function orderTotals(
  lines: readonly { total_weight?: number | null; total_volume?: number | null }[],
): { total_weight: number; total_volume: number } {
  let weight = 0;
  let volume = 0;
  for (const line of lines) {
    weight += line.total_weight ?? 0;
    volume += line.total_volume ?? 0;
  }
  return { total_weight: round6(weight), total_volume: round6(volume) };
}

/**
 * The line after a product is picked (§4): quantity back to the default, note cleared, the uom and
 * the unit weight and volume taken from the product (its own unit).
 */
export function lineForProduct(product: {
  id: number;
  weight?: number | null;
  volume?: number | null;
  uom?: string | null;
}) {
  return {
    product_id: product.id,
    quantity: QUANTITY_DEFAULT,
    uom: product.uom ?? null,
    note: null,
    ...lineTotals(
      { weight: product.weight ?? null, volume: product.volume ?? null },
      QUANTITY_DEFAULT,
    ),
  };
}

export interface LineActuals {
  quantity: number;
  quantity_picked?: number | null;
  quantity_delivered?: number | null;
}

/** A line whose picked or delivered quantity (when recorded) differs from the plan. */
export function isLineAdjusted(line: LineActuals): boolean {
  const differs = (actual: number | null | undefined) =>
    actual !== null && actual !== undefined && actual !== line.quantity;
  return differs(line.quantity_picked) || differs(line.quantity_delivered);
}

export function adjustmentBadge(lines: readonly LineActuals[]): 'adjusted' | 'as-planned' {
  return lines.some(isLineAdjusted) ? 'adjusted' : 'as-planned';
}

export const ADJUSTMENT_BADGE_LABELS: Record<'adjusted' | 'as-planned', Label> = {
  adjusted: { id: 'Kuantitas Diubah', en: 'Quantity changed' },
  'as-planned': { id: 'Sesuai Rencana', en: 'As planned' },
};

/**
 * The box type cannot carry the load (§4: its capacity is below the total weight). No capacity
 * known, no warning; a capacity of 0 is taken at its word.
 */
export function isOverCapacity(
  weightCapacity: number | null | undefined,
  totalWeight: number,
): boolean {
  if (weightCapacity === null || weightCapacity === undefined || !Number.isFinite(weightCapacity))
    return false;
  return weightCapacity < totalWeight;
}

/**
 * A load note as it is sent: trimmed, every run of whitespace (line breaks included: the note is
 * shown in one table cell) collapsed to one space; nothing left is null.
 */
export function normalizeNote(note: string | null | undefined): string | null {
  if (note === null || note === undefined) return null;
  const normalized = note.replace(/\s+/g, ' ').trim();
  return normalized === '' ? null : normalized;
}

export type LineErrorCode = 'required' | 'too-small' | 'too-large' | 'invalid-format' | 'too-long';

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A number, or a string holding a plain decimal number (masked inputs send raw strings). */
function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return undefined;
}

/**
 * A load line's field errors (§5 "Load line"), field → code. The quantity must be a whole number
 * (the schema's integer) before its range is judged; the note is measured after normalizeNote.
 */
export function checkLine(line: {
  product_id?: unknown;
  quantity?: unknown;
  uom?: unknown;
  note?: unknown;
}): Record<string, LineErrorCode> {
  const errors: Record<string, LineErrorCode> = {};

  if (isBlank(line.product_id)) errors.product_id = 'required';
  else {
    const id = toNumber(line.product_id);
    if (id === undefined || !Number.isInteger(id) || id < 1) errors.product_id = 'invalid-format';
  }

  if (isBlank(line.quantity)) errors.quantity = 'required';
  else {
    const quantity = toNumber(line.quantity);
    if (quantity === undefined || !Number.isInteger(quantity)) errors.quantity = 'invalid-format';
    else if (quantity < QUANTITY_MIN) errors.quantity = 'too-small';
    else if (quantity > QUANTITY_MAX) errors.quantity = 'too-large';
  }

  if (isBlank(line.uom)) errors.uom = 'required';
  else if (typeof line.uom !== 'string') errors.uom = 'invalid-format';
  else if (line.uom.trim().length > UOM_MAX) errors.uom = 'too-long';

  if (line.note !== undefined && line.note !== null) {
    if (typeof line.note !== 'string') errors.note = 'invalid-format';
    else if ((normalizeNote(line.note) ?? '').length > NOTE_MAX) errors.note = 'too-long';
  }

  return errors;
}
