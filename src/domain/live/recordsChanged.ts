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

/**
 * What a connection missed (docs/live-and-views.md "What a page missed"): the push channel opens
 * once the page has settled, and reopens after a drop, so a change made between the page's first
 * read and the channel's `ready` would reach nobody. The client's `auth` says how many ms it may
 * have missed (`missedMs`: since the page started, or since its last socket closed, plus
 * REPLAY_MARGIN_MS), and the server sends again the `records-changed` of the user's company it sent
 * in that time, up to REPLAY_WINDOW_MS back. A longer gap than that the client covers itself: it
 * reads its open pages again.
 */
export const REPLAY_WINDOW_MS = 60_000;
/** Added to the gap the client measured: the time a request and its answer were on the way. */
export const REPLAY_MARGIN_MS = 2_000;
