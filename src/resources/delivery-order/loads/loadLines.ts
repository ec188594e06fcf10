// The loads table's view of a line: a saved line of an order (DeliveryLoadRecord) or a draft typed on
// the create page (LoadDraft), in one shape the rows render. Plus the plumbing from server errors
// keyed delivery_order_loads.N.<field> to the rows they flag. No rules here: those are in
// src/domain/delivery-order/loads.ts.
import type { DeliveryLoadRecord, LoadDraft } from '../shared/contracts';

export interface LoadProductInfo {
  id: number;
  name: string;
  code?: string | null;
  product_type?: { name: string; product_category?: { name: string } | null } | null;
  weight?: number | null;
  volume?: number | null;
  uom?: string | null;
}

export interface LoadLine {
  /** The row's identity: the line id for a saved line, the draft's key on the create page. */
  key: string;
  id?: number;
  product_id: number;
  product?: LoadProductInfo | null;
  quantity: number;
  uom: string;
  note?: string | null;
  total_weight?: number | null;
  total_volume?: number | null;
  quantity_picked?: number | null;
  weight_picked?: number | null;
  volume_picked?: number | null;
  adjustment_reason_picked?: string | null;
  quantity_delivered?: number | null;
  weight_delivered?: number | null;
  volume_delivered?: number | null;
  adjustment_reason_delivered?: string | null;
  /** The saved line as read (for update's previousData), absent for drafts. */
  record?: DeliveryLoadRecord;
}

/** The fields a line's editor writes (what is sent, and what a draft keeps). */
export interface LoadInput {
  product_id: number;
  quantity: number;
  uom: string;
  note: string | null;
  total_weight: number | null;
  total_volume: number | null;
}

export const lineFromRecord = (record: DeliveryLoadRecord): LoadLine => ({
  ...record,
  key: String(record.id),
  product: record.product ?? null,
  record,
});

export const lineFromDraft = (draft: LoadDraft, product?: LoadProductInfo | null): LoadLine => ({
  key: draft.key,
  product_id: draft.product_id,
  product: product ?? null,
  quantity: draft.quantity,
  uom: draft.uom,
  note: draft.note ?? null,
  total_weight: draft.total_weight ?? null,
  total_volume: draft.total_volume ?? null,
});

let draftSequence = 0;
/** A key for a new draft, unique in this page's lifetime. */
export const newDraftKey = (): string =>
  `draft-${Date.now().toString(36)}-${(draftSequence++).toString(36)}`;

/** The fields of a line that carry an error on the row (what an invalid row marks). */
export const LOAD_ROW_FIELDS = [
  'product_id',
  'quantity',
  'uom',
  'note',
] as const satisfies readonly (keyof DeliveryLoadRecord)[];
export type LoadRowField = (typeof LOAD_ROW_FIELDS)[number];

const ROW_ERROR = /^delivery_order_loads\.(\d+)(?:\.(.+))?$/;

/**
 * Rows flagged by server errors keyed delivery_order_loads.N[.field] (delivery-order.md §5, §8):
 * row key → field → code. keyAt(N) names the row at index N (the order's lines, or the drafts, in
 * their order); an index no row has is dropped. An error on the row itself is kept under '*'.
 */
export function invalidRows(
  serverErrors: Record<string, unknown> | undefined,
  keyAt: (index: number) => string | undefined,
): Map<string, Record<string, string>> {
  const rows = new Map<string, Record<string, string>>();
  if (!serverErrors) return rows;
  for (const [path, code] of Object.entries(serverErrors)) {
    const match = ROW_ERROR.exec(path.replace(/\[(\d+)\]/g, '.$1'));
    if (!match) continue;
    const key = keyAt(Number(match[1]));
    if (key === undefined) continue;
    const errors = rows.get(key) ?? {};
    errors[match[2] ?? '*'] = typeof code === 'string' ? code : 'invalid-value';
    rows.set(key, errors);
  }
  return rows;
}

/**
 * The server's field codes of a failed line write (the order-service provider keeps them as
 * body.serverErrors), limited to a line's own fields (a path such as delivery_order_loads.0.quantity
 * counts for quantity). delivery_order_id errors (the order left Draf) are not a field's: see
 * lineWriteRefusal.
 */
export function lineFieldErrors(error: unknown): Partial<Record<LoadRowField, string>> {
  const serverErrors = (error as { body?: { serverErrors?: Record<string, unknown> } } | undefined)
    ?.body?.serverErrors;
  const out: Partial<Record<LoadRowField, string>> = {};
  if (!serverErrors || typeof serverErrors !== 'object') return out;
  for (const [path, code] of Object.entries(serverErrors)) {
    const field = path.split('.').pop() as LoadRowField;
    if ((LOAD_ROW_FIELDS as readonly string[]).includes(field) && typeof code === 'string')
      out[field] = code;
  }
  return out;
}

/** The product's name, or its id when the product is not known (any more). */
export const productName = (line: Pick<LoadLine, 'product' | 'product_id'>): string =>
  line.product?.name ?? `#${line.product_id}`;

/** "type · category" under the product's name. */
export const productTypeText = (line: Pick<LoadLine, 'product'>): string =>
  [line.product?.product_type?.name, line.product?.product_type?.product_category?.name]
    .filter(Boolean)
    .join(' · ');
