// A resource's store seen through its generated record type (src/generated/types.ts): custom code
// reads `order.status?.name` and `order.origin_address?.city` instead of casting out of
// Record<string, unknown>. The generic CRUD keeps RecordData, because what it handles really is
// unknown until checked: a client's body, a row of any resource.
import type { ResourceName, StoredRecordOf } from '../../src/generated/types.ts';
import type { Db } from '../db.ts';
import type { ResourceStore, WriteOptions } from '../storage/repository.ts';
import type { ServerContext } from './types.ts';

/** The reads and writes of ResourceStore that return a record, typed as resource N's. */
export interface TypedStore<N extends ResourceName> {
  /** The record with its references expanded, as the API returns it. */
  get(db: Db, id: number, parentId?: number): Promise<StoredRecordOf<N>>;
  /** The stored row as a record, without expansion; `lock` takes a row lock (inside a transaction). */
  getRaw(db: Db, id: number, parentId?: number, lock?: boolean): Promise<StoredRecordOf<N>>;
  create(db: Db, body: unknown, options?: WriteOptions): Promise<StoredRecordOf<N>>;
  update(db: Db, id: number, body: unknown, options?: WriteOptions): Promise<StoredRecordOf<N>>;
  remove(db: Db, id: number, options?: WriteOptions): Promise<StoredRecordOf<N>>;
}

/**
 * The store of resource `name`, typed. Every record it returns was validated by N's schema when it
 * was written (and migrations keep stored rows valid), so the type states what the row holds.
 */
export function storeOf<N extends ResourceName>(server: ServerContext, name: N): TypedStore<N> {
  const store: ResourceStore = server.store(name);
  return store as unknown as TypedStore<N>;
}
