// Custom fields (delivery-order.md §2, §3): one input per active definition; when none exists, a
// link to the custom-field screen (the console's custom-field create page).
import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-admin';
import type { CustomFieldDef } from '../../../domain/delivery-order/orderRules.ts';
import { FormGrid } from '../../registry/FormGrid.tsx';
import { CustomFieldInput } from './CustomFieldInput.tsx';
import { useCanCreateCustomField } from './useInformationAccess.ts';

/** Where the link goes: the generic engine's create page of the custom-field resource. */
const CUSTOM_FIELD_CREATE_PATH = '/custom-field/create';

export function CustomFieldsSection({
  defs,
  isPending,
}: {
  defs: readonly CustomFieldDef[];
  isPending: boolean;
}) {
  const translate = useTranslate();
  const canCreate = useCanCreateCustomField();
  const active = defs.filter((d) => d.is_active);
  if (isPending) return null;
  if (active.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('custom.delivery.information.custom_fields.empty')}{' '}
        {canCreate && (
          <Link to={CUSTOM_FIELD_CREATE_PATH}>
            {translate('custom.delivery.information.custom_fields.create')}
          </Link>
        )}
      </Typography>
    );
  }
  return (
    <FormGrid>
      {active.map((def) => (
        <CustomFieldInput key={def.key} def={def} />
      ))}
    </FormGrid>
  );
}
