// The status chips above the delivery list (master-data §2 filter-chip bar, multiple selection):
// they drive the list's `status.name` filter (`status.name in (…)`). Vendor statuses are offered
// only with the vendor service (§6: all four vms:* scopes).
import { useEffect, useState } from 'react';
import { useListContext, usePermissions, useTranslate } from 'ra-core';
import { hasVendorService } from '../../../domain/delivery-order/statusMachine';
import {
  DELIVERY_STATUSES,
  VENDOR_STATUSES,
  type DeliveryStatus,
} from '../../../domain/delivery-order/statuses';
import { FilterChips } from '../shared/FilterChips';

const selectedStatuses = (filterValues: Record<string, any>): string[] => {
  const value = filterValues?.status?.name;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' && value ? [value] : [];
};

export function DeliveryStatusChips() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const vendor = hasVendorService(Array.isArray(permissions) ? permissions : []);
  const statuses = DELIVERY_STATUSES.filter(
    (s) => vendor || !(VENDOR_STATUSES as readonly DeliveryStatus[]).includes(s),
  );
  const options = statuses.map((s) => ({
    id: s,
    label: translate(`resources.delivery-order.enums.status.name.${s}`),
  }));

  // The selection as clicked: the list's filter values follow a navigation, so a second click
  // made before they do must build on the first, not on the stale filter.
  const fromFilter = selectedStatuses(filterValues);
  const filterKey = fromFilter.join(',');
  const [selected, setSelected] = useState(fromFilter);
  useEffect(() => setSelected(filterKey ? filterKey.split(',') : []), [filterKey]);

  const onChange = (value: string[]) => {
    setSelected(value);
    const { status, ...rest } = filterValues ?? {};
    const { name: _name, ...otherStatus } = (status ?? {}) as Record<string, unknown>;
    const nextStatus = value.length > 0 ? { ...otherStatus, name: value } : otherStatus;
    setFilters(
      Object.keys(nextStatus).length > 0 ? { ...rest, status: nextStatus } : rest,
      displayedFilters,
    );
  };

  return (
    <FilterChips
      label={translate('custom.delivery.list.chips.label')}
      options={options}
      value={selected}
      onChange={onChange}
      multiple
    />
  );
}
