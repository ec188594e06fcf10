// GET /delivery-order/{id}/history takes `type` besides the list contract: the history modal's
// filter (Semua = ALL or absent, Ambil = PICKUP, Kirim = DROP).
import { badRequest } from '../errors.ts';
import type { ResourceModule } from './types.ts';

const TYPES = ['GENERAL', 'PICKUP', 'DROP'];

export const deliveryOrderHistory: ResourceModule<'delivery-order-history'> = {
  listClauses(query) {
    const raw = query.type;
    if (raw === undefined || raw === '') return [];
    const value = typeof raw === 'string' ? raw.toUpperCase() : '';
    if (value === 'ALL' || value === 'SEMUA') return [];
    if (!TYPES.includes(value)) throw badRequest({ type: 'invalid-value' });
    return [{ field: 'type', op: 'eq', values: [{ type: 'string', value }] }];
  },
};
