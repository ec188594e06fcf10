// The server's side of src/domain/vendor/dispatch.ts: a vendor named on an order (its create, a
// change of vendor_id, a duplicate, the send to the vendor) must be the company's own, ACTIVE, and
// paired (paired_company_id > 0). The picker offers only these; the API refused none of them before.
import { badRequest } from '../../errors.ts';
import type { Db } from '../../db.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import { companyFilter, currentCompany, currentScope } from '../../tenancy.ts';
import {
  vendorDispatchIssue,
  type VendorDispatchFields,
} from '../../../src/domain/vendor/dispatch.ts';

export const VENDOR = 'vendor';

/**
 * The vendor's status and pairing, or undefined when the company has no such vendor. Row-level
 * security holds a tenant's request to its rows; companyId (by default the acting company's, as the
 * application's filters take it) is the second line, and the only one for code running as the owner.
 */
export async function dispatchFieldsOf(
  tx: Db,
  companyId: number | undefined,
  vendorId: number,
): Promise<VendorDispatchFields | undefined> {
  // The owner acting for a company (the seed) passes no policy: its company is the only filter.
  const company = companyId ?? (currentScope()?.owner ? currentCompany() : companyFilter());
  const params: unknown[] = [vendorId];
  const own = company === undefined ? '' : ` AND company_id = $${params.push(company)}::bigint`;
  const { rows } = await tx.query<{
    status: { name?: string } | null;
    paired_company_id: number | null;
  }>(
    `SELECT status, paired_company_id FROM ${quoteIdent(tableName(VENDOR))} WHERE id = $1::bigint${own}`,
    params,
  );
  if (rows.length === 0) return undefined;
  return {
    status: rows[0].status,
    paired_company_id:
      rows[0].paired_company_id === null ? null : Number(rows[0].paired_company_id),
  };
}

/**
 * Throws a field-keyed 400 unless the vendor can receive an order: `not-found` when the company has
 * no such vendor, `invalid-value` when it is not ACTIVE or not paired (the console shows the spec's
 * 'Vendor tidak ditemukan' for both: the picker does not offer such a vendor). `path` is where the
 * error is keyed (`vendor_id` on an order).
 */
export async function assertVendorCanReceive(
  tx: Db,
  companyId: number | undefined,
  vendorId: number,
  path = 'vendor_id',
): Promise<void> {
  const vendor = await dispatchFieldsOf(tx, companyId, vendorId);
  if (!vendor) throw badRequest({ [path]: 'not-found' });
  if (vendorDispatchIssue(vendor) !== null) throw badRequest({ [path]: 'invalid-value' });
}

/** Whether the vendor can receive an order (a duplicate leaves out one that cannot). */
export async function vendorCanReceive(
  tx: Db,
  companyId: number | undefined,
  vendorId: number,
): Promise<boolean> {
  const vendor = await dispatchFieldsOf(tx, companyId, vendorId);
  return vendor !== undefined && vendorDispatchIssue(vendor) === null;
}
