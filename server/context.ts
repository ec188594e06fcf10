// The server's context: what every hook, route handler, seed and test reaches (`app.armada`): the
// database, the configuration and every resource's store; and a write in progress, which carries it.
import type { ResourceDef } from '../src/generated/registry.ts';
import type { ResourceName } from '../src/generated/types.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db.ts';
import type { WriteContextOf } from './storage/hooks.ts';
import type { ResourceStore } from './storage/repository.ts';

/** What every hook and handler can reach: the database, the configuration and every resource's store. */
export interface ServerContext {
  db: Db;
  config: ServerConfig;
  resources: Record<string, ResourceDef>;
  stores: Map<string, ResourceStore<ServerContext>>;
  /**
   * The store of a resource, or an Error when the registry lacks it. Named by a string literal (a
   * resource module's own name), it returns that resource's records typed; by any string (generic
   * code), RecordData.
   */
  store<N extends ResourceName>(name: N): ResourceStore<ServerContext, N>;
  store(name: string): ResourceStore<ServerContext>;
}

/** A write in progress: its transaction, who asked, when, and the server (server/storage/hooks.ts). */
export type WriteContext = WriteContextOf<ServerContext>;
