// The lifecycle a store runs inside each write's transaction, and the read-time expansion. The
// store only passes the server through to the hooks, so its type is a parameter here; the resource
// modules' contract fixes it to their ServerContext (server/context.ts). The resource is a
// parameter too: a resource module's hooks see its own records (StoredRecordOf<N>), hooks for any
// resource see RecordData.
import type { AuthUser } from '../auth/auth.ts';
import type { Db } from '../db.ts';
import type { RecordOf, ResourceName, StoredRecordOf } from '../../src/generated/types.ts';
import type { RecordData } from './records.ts';

/** Resource N's records as its store returns them; RecordData when N is every resource (generic code). */
export type StoredOf<N extends ResourceName> = [ResourceName] extends [N]
  ? RecordData
  : StoredRecordOf<N>;

/** A record of N checked against N's schema but not yet inserted (no id or version yet). */
export type NewOf<N extends ResourceName> = [ResourceName] extends [N] ? RecordData : RecordOf<N>;

/** A write in progress: its transaction, who asked, and when. */
export interface WriteContextOf<Server> {
  tx: Db;
  account: AuthUser | null;
  now: Date;
  server: Server;
}

export interface WriteEvent<N extends ResourceName = ResourceName> {
  op: 'create' | 'update' | 'delete';
  before: StoredOf<N> | null;
  after: StoredOf<N> | null;
}

export interface StoreHooks<Server, N extends ResourceName = ResourceName> {
  /** May fill server-issued fields on the record (number, creator) or throw an ApiError. */
  beforeCreate?(ctx: WriteContextOf<Server>, record: NewOf<N>): Promise<void> | void;
  /**
   * Sees the locked current row and the client's changes; may add derived changes or refuse. The
   * changes stay RecordData: their values are the client's, checked only with the merged record
   * after this hook.
   */
  beforeUpdate?(
    ctx: WriteContextOf<Server>,
    current: StoredOf<N>,
    changes: RecordData,
  ): Promise<void> | void;
  /** Sees every row about to be deleted (one, or a bulk delete's all); may refuse. */
  beforeDelete?(ctx: WriteContextOf<Server>, records: StoredOf<N>[]): Promise<void> | void;
  /** After the row is written, in the same transaction (history, totals of a parent). */
  afterWrite?(ctx: WriteContextOf<Server>, event: WriteEvent<N>): Promise<void> | void;
  /** Fills read-only derived fields (expanded references) of records about to be returned. */
  expand?(
    db: Db,
    records: StoredOf<N>[],
    options: { list: boolean; server: Server },
  ): Promise<void>;
}
