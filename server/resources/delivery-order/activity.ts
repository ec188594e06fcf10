// What an activity (the proof of a pickup or drop) adds to the generic reads: its attachments leave
// signed (server/attachments/signing.ts), so only callers allowed to read the order's activities get
// working photo URLs. Rows are written by the fleet-task completion and the seed.
import type { ResourceModule } from '../types.ts';
import { signAttachments } from '../../attachments/signing.ts';

export const deliveryOrderActivity: ResourceModule<'delivery-order-activity'> = {
  hooks: {
    async expand(_db, records, { server }) {
      const now = new Date();
      for (const record of records) signAttachments(server, record.attachments, now);
    },
  },
};
