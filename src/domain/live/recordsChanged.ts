// What the push channel's `records-changed-{company}` carries (docs/live-and-views.md): written by
// the server (server/push/publish.ts, coalesced in server/push/hub.ts), read by the console
// (src/dataProviders/liveChanges.ts and the list refetches).

/** One change of one record: what it became (version, null once deleted) and who did it. */
export interface RecordChange {
  op: 'create' | 'update' | 'delete';
  version: number | null;
  by: string | null;
  byId: number | null;
}

/**
 * What `records-changed-{company}` carries (docs/live-and-views.md). `resource` and `ids` always;
 * the rest when the store wrote it: `op` ('mixed' for a batch of several kinds), the last writer's
 * name and version, and each record's own change in `records` (at most RECORD_DETAILS of them).
 * `truncated`: more ids changed than are listed (the page reads the whole resource again anyway).
 */
export interface RecordsChangedPayload {
  resource: string;
  ids: number[];
  op?: RecordChange['op'] | 'mixed';
  by?: string | null;
  byId?: number | null;
  version?: number | null;
  records?: Record<string, RecordChange>;
  truncated?: boolean;
}
