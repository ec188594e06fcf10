// Issued numbers (DO/2026/11/000123): one counter row per sequence name and period, incremented
// inside the caller's transaction. The row lock of the upsert serializes concurrent writers, and a
// rolled-back write rolls its increment back too, so numbers are gap-free and never repeat. Each
// company counts on its own: company_id is filled from the transaction's company (server/tenancy.ts).
import { BUSINESS_TIME_ZONE, calendarMonth } from '../../src/domain/format/dates.ts';
import type { Db } from '../db.ts';
import { quoteIdent } from './columns.ts';
import { SEQUENCE_TABLE } from './migrate.ts';

export async function nextInSequence(tx: Db, name: string, period: string): Promise<number> {
  const { rows } = await tx.query<{ value: number }>(
    `INSERT INTO ${quoteIdent(SEQUENCE_TABLE)} AS s (name, period, value) VALUES ($1, $2, 1)
     ON CONFLICT (company_id, name, period) DO UPDATE SET value = s.value + 1 RETURNING value`,
    [name, period],
  );
  return Number(rows[0].value);
}

/**
 * The calendar month of an instant, YYYY/MM: in the business's time zone (WIB), or in a fixed UTC
 * offset when one is given (a bulk seed asks the zone's offset once instead of per order).
 */
export function monthPeriod(now: Date, offsetHours?: number): string {
  if (offsetHours === undefined) return calendarMonth(now, BUSINESS_TIME_ZONE);
  const local = new Date(now.getTime() + offsetHours * 3_600_000);
  return `${local.getUTCFullYear()}/${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
}
