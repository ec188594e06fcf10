// The contracts between the delivery page's parts (delivery-order.md §2): the page (header,
// banners, tabs, wizard) composes the information tab, the loads table, the history modal and the
// proof tabs. Each part is one component per file in this folder; the rules they render come from
// src/domain/delivery-order/, the data from react-admin's hooks and the order-service provider's
// call()/fetchFile() (src/dataProviders/orderService.ts).
import type { StoredRecordOf } from '../../../generated/types';

/** A delivery order as the API answers it (system fields included). */
export type DeliveryOrderRecord = StoredRecordOf<'delivery-order'>;

export type DeliveryLoadRecord = StoredRecordOf<'delivery-order-load'>;

/** A load line typed on the create page before the order exists; posted after the order is created. */
export interface LoadDraft {
  key: string;
  product_id: number;
  quantity: number;
  uom: string;
  note?: string | null;
  /** Shown while typing; the server recomputes them. */
  total_weight?: number | null;
  total_volume?: number | null;
}

export interface InformationTabProps {
  /** undefined on the create page. */
  order?: DeliveryOrderRecord;
  /** Unsaved changes in the INFORMATION form: the header disables transitions and Back asks first. */
  onDirtyChange(dirty: boolean): void;
  /** After a create: the page navigates to the new order. */
  onCreated?(order: DeliveryOrderRecord): void;
}

export interface LoadsTableProps {
  /** undefined on the create page: lines are kept as drafts (pending) until the order exists. */
  order?: DeliveryOrderRecord;
  pending?: LoadDraft[];
  onPendingChange?(lines: LoadDraft[]): void;
  /** Server field errors of the order's last save keyed delivery_order_loads.N.<field>: the rows they flag. */
  serverErrors?: Record<string, unknown>;
}

export interface HistoryModalProps {
  orderId: number;
  open: boolean;
  onClose(): void;
}

export interface ProofTabProps {
  order: DeliveryOrderRecord;
  type: 'PICKUP' | 'DROP';
}

export const DELIVERY_RESOURCE = 'delivery-order';
export const LOAD_RESOURCE = 'delivery-order-load';
