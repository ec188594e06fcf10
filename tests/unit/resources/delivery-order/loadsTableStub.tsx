// Stands in for the LOADS part's table in the INFORMATION tests: it hands over two typed lines on
// the create page and shows which server errors it was given.
import type {
  LoadDraft,
  LoadsTableProps,
} from '../../../../src/resources/delivery-order/shared/contracts.ts';

const DRAFTS: LoadDraft[] = [
  {
    key: 'a',
    product_id: 1,
    quantity: 3,
    uom: 'SAK',
    note: 'Hati-hati',
    total_weight: 150,
    total_volume: 0.1,
  },
  {
    key: 'b',
    product_id: 2,
    quantity: 1,
    uom: 'PLT',
    note: null,
    total_weight: 20,
    total_volume: 0.2,
  },
];

export function LoadsTable({
  order,
  onPendingChange,
  serverErrors,
}: LoadsTableProps & { serverErrors?: Record<string, unknown> }) {
  return (
    <div
      data-testid="loads-table"
      data-order={order ? String(order.id) : 'new'}
      data-errors={Object.keys(serverErrors ?? {}).join(',')}
    >
      {!order && (
        <button type="button" onClick={() => onPendingChange?.(DRAFTS)}>
          Tambah dua draf
        </button>
      )}
    </div>
  );
}
