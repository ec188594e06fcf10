// The delivery list's filter inputs (master-data §7): the engine's inputs for the schema's list
// filters (created_on and load ranges, customer/vendor/address ids, shipment type, energy event),
// without status (the chip bar above the table drives it) and without reference filters whose
// target the user cannot search (vendors without the vms:* scopes).
import { useMemo, type ReactElement } from 'react';
import { useResourceDefinitions, useTranslate } from 'ra-core';
import { resources } from '../../../generated/registry';
import { buildFilters } from '../../views/listFilters';
import { hintsOf } from '../../schemaUtils.ts';
import { schemaAt } from '../../../domain/schema/schemaPath.ts';
import { DELIVERY_RESOURCE } from '../shared/contracts';

export function useDeliveryListFilters(): ReactElement[] {
  const translate = useTranslate();
  const definitions = useResourceDefinitions();
  return useMemo(() => {
    const def = resources[DELIVERY_RESOURCE];
    const registered = (resource: string) => !!definitions[resource];
    return buildFilters(def, translate, registered).filter((element) => {
      const source = (element.props as { source?: string }).source ?? '';
      if (source === 'status.name') return false;
      const reference = hintsOf(schemaAt(def.schema, source)).reference;
      return !reference || registered(reference);
    });
  }, [translate, definitions]);
}
