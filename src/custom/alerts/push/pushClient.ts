// The console's side of the push channel (docs/alerts.md §3): one WebSocket to /push, the auth
// message, update_tags, a PING every 25 s, reconnection with backoff (1 s doubling to 30 s, equal
// jitter), and none after a 4401 (signed out or token expired) or stop(). Each auth says how long
// the page may have missed changes (`missedMs`: since the page started, or since its last open socket
// ended), and the server sends again what it sent in that time (src/domain/live/recordsChanged.ts).
// React-free: PushProvider wraps it, tests drive it against the real server from Node.
import { REPLAY_MARGIN_MS } from '../../../domain/live/recordsChanged';

export type PushStatus =
  'idle' | 'connecting' | 'open' | 'reconnecting' | 'stopped' | 'unauthorized';

export interface PushMessage {
  type: string;
  payload?: unknown;
}

export type PushHandler = (payload: unknown, type: string) => void;

/** The part of the browser's WebSocket the client uses (the `ws` package has it too). */
export interface PushSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type PushSocketFactory = new (url: string) => PushSocketLike;

export interface PushClientOptions {
  url: string;
  /** The current bearer token; none means signed out (the client stops). */
  getToken: () => string | null | undefined;
  /** The update_tags payload sent after each ready. */
  tags?: () => Record<string, unknown>;
  WebSocket?: PushSocketFactory;
  pingIntervalMs?: number;
  /** No PONG (or any message) this long after a PING: the connection is dead, reconnect. */
  pongTimeoutMs?: number;
  backoff?: { firstMs: number; maxMs: number };
  random?: () => number;
  /** ms since the page started (performance.now): the clock of `missedMs`. */
  now?: () => number;
}

export const PING_INTERVAL_MS = 25_000;
export const PONG_TIMEOUT_MS = 10_000;
export const BACKOFF = { firstMs: 1000, maxMs: 30_000 } as const;
export const CLOSE_UNAUTHORIZED = 4401;
const OPEN = 1;

/**
 * The n-th reconnect delay (n from 0): the base doubles from firstMs to maxMs; equal jitter picks
 * from its upper half. Not exponential-backoff's backOff(), which retries a promise: its sleep
 * cannot be cancelled (stop() on sign-out or 4401 must end a pending 30 s wait), its attempts do
 * not restart at the server's `ready`, its jitter is full jitter from Math.random only, and a
 * promise sleep is never reached by synchronous fake timers (tests/unit/alerts/pushClient.test.ts).
 * docs/architecture.md, "Reconnect backoff".
 */
export function backoffDelay(
  attempt: number,
  random: number,
  backoff: { firstMs: number; maxMs: number } = BACKOFF,
): number {
  const base = Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.min(attempt, 30));
  return Math.round(base / 2 + (random * base) / 2);
}

/**
 * ws(s)://…/push: on the API's origin (and path) when VITE_API_URL names one, else on the page's own
 * (the built console is served by the API; in dev Vite proxies /push).
 */
export function pushUrlFor(apiUrl: string, location: Pick<Location, 'protocol' | 'host'>): string {
  if (apiUrl) return `${apiUrl.replace(/^http/, 'ws')}/push`;
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/push`;
}

export class PushClient {
  status: PushStatus = 'idle';
  /** The channels the server said this user receives (the last `tags` answer). */
  channels: string[] = [];
  /** What the last auth said this page may have missed, in ms (margin included). */
  missedMs = 0;
  /** When the last socket that had been ready went away (the `now` clock); none yet: the page's start. */
  private readyEndedAt = 0;
  private ready = false;

  private socket?: PushSocketLike;
  private attempt = 0;
  private retryTimer?: ReturnType<typeof setTimeout>;
  private pingTimer?: ReturnType<typeof setInterval>;
  private pongTimer?: ReturnType<typeof setTimeout>;
  private readonly handlers = new Set<{ prefix: string; handler: PushHandler }>();
  private readonly statusListeners = new Set<(status: PushStatus) => void>();
  private readonly options: Required<Omit<PushClientOptions, 'tags'>> &
    Pick<PushClientOptions, 'tags'>;

  constructor(options: PushClientOptions) {
    const WebSocketImpl =
      options.WebSocket ?? (globalThis as { WebSocket?: PushSocketFactory }).WebSocket;
    if (!WebSocketImpl) throw new Error('PushClient: no WebSocket implementation');
    this.options = {
      pingIntervalMs: PING_INTERVAL_MS,
      pongTimeoutMs: PONG_TIMEOUT_MS,
      backoff: BACKOFF,
      random: Math.random,
      now: () => performance.now(),
      ...options,
      WebSocket: WebSocketImpl,
    };
  }

  /** Connects (again) unless already connecting or connected. */
  start(): void {
    if (this.socket || this.retryTimer) return;
    this.attempt = 0;
    this.connect();
  }

  /** Disconnects for good (sign-out, page unload, unmount); start() connects again. */
  stop(status: 'stopped' | 'unauthorized' = 'stopped'): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.detach(1000);
    this.setStatus(status);
  }

  /** Calls handler for every message whose type starts with prefix ('alert-center-new-', 'alert-center-'). */
  subscribe(prefix: string, handler: PushHandler): () => void {
    const entry = { prefix, handler };
    this.handlers.add(entry);
    return () => {
      this.handlers.delete(entry);
    };
  }

  onStatus(listener: (status: PushStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  private setStatus(status: PushStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }

  private connect() {
    const token = this.options.getToken();
    if (!token) return this.stop();
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = new this.options.WebSocket(this.options.url);
    this.socket = socket;
    this.missedMs =
      Math.max(0, Math.round(this.options.now() - this.readyEndedAt)) + REPLAY_MARGIN_MS;
    const missedMs = this.missedMs;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token, missedMs }));
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.endReady();
      this.clearPing();
      if (event.code === CLOSE_UNAUTHORIZED) return this.stop('unauthorized');
      this.reconnect();
    };
  }

  private receive(data: unknown) {
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
    let message: PushMessage;
    try {
      message = JSON.parse(String(data)) as PushMessage;
    } catch {
      return;
    }
    if (typeof message?.type !== 'string') return;
    switch (message.type) {
      case 'ready':
        this.ready = true;
        this.attempt = 0;
        this.setStatus('open');
        this.send({ type: 'update_tags', payload: this.options.tags?.() ?? {} });
        this.startPing();
        return;
      case 'tags': {
        const channels = (message.payload as { channels?: unknown } | undefined)?.channels;
        this.channels = Array.isArray(channels)
          ? channels.filter((c): c is string => typeof c === 'string')
          : [];
        return;
      }
      case 'PONG':
      case 'error':
        return;
    }
    // A snapshot: a handler may subscribe another while this message is delivered.
    for (const { prefix, handler } of Array.from(this.handlers)) {
      if (message.type.startsWith(prefix)) handler(message.payload, message.type);
    }
  }

  private send(message: PushMessage) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private startPing() {
    this.clearPing();
    this.pingTimer = setInterval(() => {
      this.send({ type: 'PING' });
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(() => {
        // A silent connection (a proxy dropped it, the laptop slept): start over.
        this.detach(4000);
        this.reconnect();
      }, this.options.pongTimeoutMs);
    }, this.options.pingIntervalMs);
  }

  private clearPing() {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    this.pingTimer = this.pongTimer = undefined;
  }

  /** Forgets the socket (its late events are ignored) and closes it. */
  private detach(code: number) {
    this.clearPing();
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    this.endReady();
    socket.onopen = socket.onmessage = socket.onclose = null;
    socket.onerror = () => undefined;
    try {
      socket.close(code);
    } catch {
      // Already closing.
    }
  }

  /** A socket that had been ready is gone: from now on this page misses changes until the next. */
  private endReady() {
    if (!this.ready) return;
    this.ready = false;
    this.readyEndedAt = this.options.now();
  }

  private reconnect() {
    if (this.retryTimer) return;
    const delay = backoffDelay(this.attempt, this.options.random(), this.options.backoff);
    this.attempt++;
    this.setStatus('reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect();
    }, delay);
  }
}
