// The lifecycle a store runs inside each write's transaction, and the read-time expansion. The
// store only passes the server through to the hooks, so its type is a parameter here; the resource
// modules' contract (server/resources/types.ts) fixes it to their ServerContext.
import type { AuthUser } from '../auth/auth.ts';
import type { Db } from '../db.ts';
import type { RecordData } from './records.ts';

/** A write in progress: its transaction, who asked, and when. */
export interface WriteContextOf<Server> {
  tx: Db;
  account: AuthUser | null;
  now: Date;
  server: Server;
}

export interface WriteEvent {
  op: 'create' | 'update' | 'delete';
  before: RecordData | null;
  after: RecordData | null;
}

export interface StoreHooks<Server> {
  /** May fill server-issued fields on the record (number, creator) or throw an ApiError. */
  beforeCreate?(ctx: WriteContextOf<Server>, record: RecordData): Promise<void> | void;
  /** Sees the locked current row and the client's changes; may add derived changes or refuse. */
  beforeUpdate?(ctx: WriteContextOf<Server>, current: RecordData, changes: RecordData): Promise<void> | void;
  /** Sees every row about to be deleted (one, or a bulk delete's all); may refuse. */
  beforeDelete?(ctx: WriteContextOf<Server>, records: RecordData[]): Promise<void> | void;
  /** After the row is written, in the same transaction (history, totals of a parent). */
  afterWrite?(ctx: WriteContextOf<Server>, event: WriteEvent): Promise<void> | void;
  /** Fills read-only derived fields (expanded references) of records about to be returned. */
  expand?(db: Db, records: RecordData[], options: { list: boolean; server: Server }): Promise<void>;
}
