// Reference numbers (delivery-order.md §3): the shipment number always, the others behind the
// other-info switch. At most 100 characters each (§5), checked on save.
import { FormGrid } from '../../registry/FormGrid.tsx';
import { OrderTextInput } from './OrderTextInput.tsx';

export function ReferenceNumbersSection({ showOther }: { showOther: boolean }) {
  return (
    <FormGrid>
      <OrderTextInput source="shipment_number" />
      {showOther && (
        <>
          <OrderTextInput source="aju_number" />
          <OrderTextInput source="reference_number" />
          <OrderTextInput source="e_seal_number" />
          <OrderTextInput source="external_reference_number" />
        </>
      )}
    </FormGrid>
  );
}
