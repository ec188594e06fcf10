// Which vendors may receive a delivery order (delivery-order.md §3 "Vendor picker columns", §7 "List
// vendors"; master-data.md "Vendors"): status ACTIVE and paired_company_id greater than 0. The
// picker offers only these; the server refuses any other on an order (vendor_id, create and change)
// and on the send to the vendor.

export interface VendorDispatchFields {
  status?: { name?: string | null } | null;
  paired_company_id?: number | null;
}

/** Why a vendor cannot receive an order, or null when it can. */
export type VendorDispatchIssue = 'not-active' | 'not-paired';

export function vendorDispatchIssue(vendor: VendorDispatchFields): VendorDispatchIssue | null {
  if (vendor.status?.name !== 'ACTIVE') return 'not-active';
  const paired = vendor.paired_company_id;
  if (typeof paired !== 'number' || !(paired > 0)) return 'not-paired';
  return null;
}

/** ACTIVE and paired (paired_company_id > 0): the only vendors offered and accepted. */
export const isDispatchableVendor = (vendor: VendorDispatchFields): boolean =>
  vendorDispatchIssue(vendor) === null;
