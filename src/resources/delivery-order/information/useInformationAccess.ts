// The scopes the INFORMATION tab gates on (delivery-order.md §6).
import { usePermissions } from 'ra-core';
import { resources } from '../../../generated/registry.ts';
import { hasVendorService } from '../../../domain/delivery-order/statusMachine.ts';
import { canDo, holdsAll } from '../../../domain/access/scopes.ts';

import { ACCOUNTING_INTEGRATION_SCOPES } from '../../../domain/access/featureScopes.ts';

function useScopes(): string[] {
  const { permissions } = usePermissions<string[]>();
  return Array.isArray(permissions) ? permissions : [];
}

export function useAccountingIntegration(): boolean {
  const scopes = useScopes();
  return holdsAll(scopes, ACCOUNTING_INTEGRATION_SCOPES);
}

/** The vendor field and picker: all four vms:* scopes. */
export function useVendorService(): boolean {
  return hasVendorService(useScopes());
}

/** May the user save the form: create on the create page, update on an order. */
export function useCanWriteOrder(mode: 'create' | 'edit'): boolean {
  const scopes = useScopes();
  const def = resources['delivery-order'];
  return canDo(def, mode === 'create' ? 'create' : 'update', scopes);
}

/** May the user create custom fields (the link shown when none exist). */
export function useCanCreateCustomField(): boolean {
  const scopes = useScopes();
  const def = resources['custom-field'];
  return !!def && canDo(def, 'create', scopes);
}
