// The delivery-order custom-field definitions (GET /custom-field/delivery-order): every one, so a
// value of an inactive definition an old order still holds keeps its type; the form shows the
// active ones.
import { useMemo } from 'react';
import { useGetList, usePermissions } from 'ra-core';
import { resources } from '../../../generated/registry.ts';
import { canDo } from '../../../domain/access/scopes.ts';
import type { CustomFieldDef } from '../../../domain/delivery-order/orderRules.ts';

const EMPTY: CustomFieldDef[] = [];

export function useCustomFieldDefs(): { defs: readonly CustomFieldDef[]; isPending: boolean } {
  // Without read access to custom fields there is nothing to show (and nothing to ask for).
  const { permissions, isPending: permissionsPending } = usePermissions<string[]>();
  const def = resources['custom-field'];
  const readable = !!def && canDo(def, 'read', permissions);
  const { data, isPending } = useGetList(
    'custom-field',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: {} },
    { enabled: readable, staleTime: 60_000 },
  );
  const defs = useMemo(
    () =>
      (data ?? EMPTY).map((d) => ({
        key: String(d.key),
        name: String(d.name),
        type: d.type,
        is_required: d.is_required === true,
        is_editable: d.is_editable !== false,
        is_active: d.is_active !== false,
      })) as CustomFieldDef[],
    [data],
  );
  return { defs, isPending: permissionsPending || (readable && isPending) };
}
