// What the demo seed's steps share (demo.ts builds it; demoCatalog.ts and demoDeliveries.ts read it),
// in a module of its own so the steps do not import demo.ts back.
import type { Db } from '../db.ts';
import type { Row } from '../storage/insertRows.ts';
import type { City } from '../demo/places.ts';

/** Ids of what an earlier step wrote, for the references of later steps. */
export interface SeedContext {
  db: Db;
  random: () => number;
  now: number;
  /** ISO timestamp `days` (fractional) before now. */
  daysAgo(days: number): string;
  pick<T>(items: readonly T[]): T;
  counts: Record<string, number>;
  insert(resource: string, rows: Row[]): Promise<number[]>;
  userIds: Record<string, number>;
  marketingUserIds: number[];
  customers: { id: number; name: string; city: City; phone: string }[];
  addresses: { id: number; customerId: number | null; name: string; city: string }[];
  /** The demo's second company (a paired vendor of the first), once seeded. */
  secondCompanyId?: number;
}
