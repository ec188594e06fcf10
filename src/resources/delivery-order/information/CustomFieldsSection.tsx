// Custom fields (delivery-order.md §2, §3): one input per active definition; when none exists, a
// link to /setting/custom-field?isModalShown=true, the spec's address, which leads to the
// custom-field create form (src/custom/setting/).
import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-admin';
import type { CustomFieldDef } from '../../../domain/delivery-order/orderRules.ts';
import { CUSTOM_FIELD_SETTING } from '../../../config/routes.ts';
import { FormGrid } from '../../registry/FormGrid.tsx';
import { CustomFieldInput } from './CustomFieldInput.tsx';
import { useCanCreateCustomField } from './useInformationAccess.ts';

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
          <Link to={CUSTOM_FIELD_SETTING.createLink}>
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
