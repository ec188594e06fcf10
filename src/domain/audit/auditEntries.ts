// The audit trail as the console shows it (docs/audit.md): the server's rows, grouped by the day they
// happened in (newest first, with today marked), and each changed field's value as short text. Pure:
// the clock and the reader's labels are passed in.

/** What a write was (server/audit/context.ts AUDIT_OPS). */
export const AUDIT_OPS = ['create', 'update', 'delete', 'transition', 'bulk', 'import'] as const;
export type AuditOp = (typeof AUDIT_OPS)[number];

/** One row of GET /api/audit or /api/audit/{resource}/{id}. */
export interface AuditEntry {
  id: number;
  occurred_on: string;
  user_id: number | null;
  user_name: string | null;
  method: string | null;
  route: string | null;
  resource: string;
  record_id: number | null;
  op: AuditOp;
  changes: Record<string, { before: unknown; after: unknown }>;
}

export interface ValueWords {
  /** Shown for null, absent or an empty string. */
  empty: string;
  yes: string;
  no: string;
}

const MAX_TEXT = 120;

/**
 * A field's value as one line: text and numbers as they are, booleans as yes/no, an object by its
 * name or label when it has one (a status), otherwise compact JSON; long values cut.
 */
export function auditValueText(value: unknown, words: ValueWords): string {
  let text: string;
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') text = value ? words.yes : words.no;
  else if (typeof value === 'string' || typeof value === 'number') text = String(value);
  else if (Array.isArray(value))
    text = value.length === 0 ? words.empty : value.map((v) => auditValueText(v, words)).join(', ');
  else if (typeof value === 'object') {
    const named = value as Record<string, unknown>;
    const name = named.name ?? named.label ?? named.number ?? named.reason;
    text =
      typeof name === 'string' || typeof name === 'number' ? String(name) : JSON.stringify(value);
  } else text = String(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
