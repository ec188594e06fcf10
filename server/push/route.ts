// GET /push: the push channel's WebSocket (docs/alerts.md §3, "As built: push channel"). Browsers
// cannot set headers on a WebSocket and tokens do not belong in URLs, so the route has no access
// rule: the first message authenticates, with the same account check as every REST route
// (app.authenticator). One LISTEN on `armada_push` per app instance feeds the hub, which sends each
// event to this instance's sockets of the right company or user.
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import type { Db } from '../db.ts';
import type { AuthUser } from '../auth/auth.ts';
import { isPlainObject as isObject } from '../storage/records.ts';
import { sendErrors } from '../errors.ts';
import { PUSH_CHANNEL } from './publish.ts';
import {
  ALERT_READ_SCOPE,
  VEHICLE_READ_SCOPE,
  channelsFor,
  parsePushEvent,
  PushHub,
  type PushConnection,
  type PushIdentity,
} from './hub.ts';

export const PUSH_PATH = '/push';
/** Close code: no or bad auth message in time, a token that expired, an account no longer active. */
export const CLOSE_UNAUTHORIZED = 4401;
/** Close code when the server shuts down: the client reconnects (to another instance). */
export const CLOSE_GOING_AWAY = 1001;
/** Close code after the LISTEN connection was lost and is back: events may have been missed, so clients reconnect and reload. */
export const CLOSE_SERVICE_RESTART = 1012;
/** A client message is a few hundred bytes; anything near this is not ours (ws closes with 1009 above it). */
export const MAX_MESSAGE_BYTES = 16 * 1024;

export interface PushOptions {
  /** How long a new socket may stay without its auth message (5 s; tests shorten it). */
  authTimeoutMs: number;
  /** Protocol-level ping interval; a socket that has not answered the previous ping is terminated. */
  heartbeatMs?: number;
}

interface Socket extends PushConnection {
  socket: WebSocket;
  token?: string;
  authTimer?: ReturnType<typeof setTimeout>;
  expiryTimer?: ReturnType<typeof setTimeout>;
  alive: boolean;
  /** Messages are handled one after another: an update_tags sent right after auth waits for it. */
  queue: Promise<void>;
}

const OPEN = 1;
/** setTimeout's largest delay; a longer token lifetime is waited for in steps. */
const MAX_TIMER_MS = 2_147_483_647;

const identityOf = (user: AuthUser): PushIdentity => ({
  userId: user.id,
  companyId: Number(user.company_id),
  alerts: user.scopes.includes(ALERT_READ_SCOPE),
  vehicles: user.scopes.includes(VEHICLE_READ_SCOPE),
});

const isToken = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 8192 && /^\S+$/.test(value);

export async function registerPush(
  app: FastifyInstance,
  db: Db,
  options: PushOptions,
): Promise<PushHub> {
  const hub = new PushHub();
  const sockets = new Set<Socket>();
  app.decorate('push', hub);

  const unlisten = await db.listen(
    PUSH_CHANNEL,
    (text) => {
      const event = parsePushEvent(text);
      if (!event) {
        app.log.warn(
          { channel: PUSH_CHANNEL },
          'push: ignored a notification that is not a push event',
        );
        return;
      }
      hub.dispatch(event);
    },
    {
      // Events published while the LISTEN connection was down are gone: rather than let clients
      // miss them silently, every socket is closed with 1012, and the client reconnects and reloads.
      onReconnect: () => {
        app.log.warn(
          { sockets: sockets.size },
          'push: LISTEN connection restored; closing sockets so clients resynchronise',
        );
        for (const s of sockets) {
          cleanup(s);
          s.socket.close(CLOSE_SERVICE_RESTART, 'push feed restarted');
        }
      },
    },
  );

  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const heartbeat = setInterval(() => {
    for (const s of sockets) {
      if (!s.alive) {
        s.socket.terminate();
        continue;
      }
      s.alive = false;
      s.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  // Before the plugin's own preClose (which closes without a code): ours says "going away", so clients reconnect.
  app.addHook('preClose', async () => {
    for (const s of sockets) {
      cleanup(s);
      s.socket.close(CLOSE_GOING_AWAY, 'server shutting down');
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    hub.close();
    await unlisten();
  });

  await app.register(websocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    // An unclean disconnect is the client's business, not a server fault.
    errorHandler: (error, socket, request) => {
      request.log.info({ err: error }, 'push: socket error');
      socket.terminate();
    },
  });

  const send = (s: Socket, message: unknown) => {
    if (s.socket.readyState === OPEN) s.socket.send(JSON.stringify(message));
  };
  const invalid = (s: Socket) => send(s, { type: 'error', payload: { code: 'invalid-value' } });

  function cleanup(s: Socket) {
    clearTimeout(s.authTimer);
    clearTimeout(s.expiryTimer);
    s.authTimer = s.expiryTimer = undefined;
    hub.unregister(s);
    sockets.delete(s);
  }

  function unauthorized(s: Socket) {
    cleanup(s);
    s.socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
  }

  /** Closes with 4401 when the token's exp passes (checked again after each maximal timer step). */
  function armExpiry(s: Socket, token: string) {
    clearTimeout(s.expiryTimer);
    const exp = app.jwt.decode<{ exp?: unknown }>(token)?.exp;
    if (typeof exp !== 'number') return;
    const check = () => {
      const left = exp * 1000 - Date.now();
      if (left <= 0) return unauthorized(s);
      s.expiryTimer = setTimeout(check, Math.min(left, MAX_TIMER_MS));
      s.expiryTimer.unref();
    };
    check();
  }

  // A user deactivated, re-scoped or given a new password (account-changed, published by the user
  // module on every instance): each of their sockets is checked again at once, not at the token's expiry.
  hub.onAccountChanged = (connections) => {
    for (const connection of connections) {
      const s = connection as Socket;
      if (!sockets.has(s) || !s.token) continue;
      void account(s.token).then((user) => {
        if (!sockets.has(s)) return;
        if (!user) return unauthorized(s);
        hub.register(s, identityOf(user));
      });
    }
  };

  /** The live account of a token, or undefined (invalid, expired, deactivated). */
  async function account(token: string): Promise<AuthUser | undefined> {
    try {
      return await app.authenticator.authenticate({
        headers: { authorization: `Bearer ${token}` },
      });
    } catch {
      return undefined;
    }
  }

  async function handle(s: Socket, data: RawData, isBinary: boolean) {
    if (!sockets.has(s)) return;
    let message: unknown;
    try {
      message = isBinary ? undefined : JSON.parse(data.toString());
    } catch {
      message = undefined;
    }
    const type = isObject(message) && typeof message.type === 'string' ? message.type : undefined;
    const first = !s.identity;
    if (first) {
      // The first message must be a valid auth; anything else is refused like a bad token.
      const token = isObject(message) && type === 'auth' ? message.token : undefined;
      const user = isToken(token) ? await account(token) : undefined;
      if (!user || !sockets.has(s)) return unauthorized(s);
      clearTimeout(s.authTimer);
      s.authTimer = undefined;
      s.token = token as string;
      hub.register(s, identityOf(user));
      armExpiry(s, s.token);
      send(s, { type: 'ready', payload: { userId: user.id, companyId: user.company_id } });
      // What the page may have missed before this socket (src/domain/live/recordsChanged.ts).
      const missedMs = (message as Record<string, unknown>).missedMs;
      if (typeof missedMs === 'number' && Number.isFinite(missedMs)) hub.replayRecords(s, missedMs);
      return;
    }
    switch (type) {
      case 'PING':
        return send(s, { type: 'PONG' });
      case 'update_tags': {
        const payload = (message as Record<string, unknown>).payload;
        if (payload !== undefined && !isObject(payload)) return invalid(s);
        // The account is read again: a scope granted or withdrawn since auth takes effect here.
        const user = await account(s.token!);
        if (!sockets.has(s)) return;
        if (!user) return unauthorized(s);
        const identity = identityOf(user);
        hub.register(s, identity);
        return send(s, { type: 'tags', payload: { channels: channelsFor(identity) } });
      }
      case 'auth': {
        // A fresh token for the same user (a longer session): the expiry timer follows it.
        const token = (message as Record<string, unknown>).token;
        if (!isToken(token)) return invalid(s);
        const user = await account(token);
        if (!sockets.has(s)) return;
        if (!user) return unauthorized(s);
        if (user.id !== s.identity!.userId) return invalid(s);
        s.token = token;
        hub.register(s, identityOf(user));
        armExpiry(s, token);
        return send(s, { type: 'ready', payload: { userId: user.id, companyId: user.company_id } });
      }
      default:
        return invalid(s);
    }
  }

  app.route({
    method: 'GET',
    url: PUSH_PATH,
    config: { authenticatedBy: 'first-message' },
    // A plain GET (no WebSocket handshake): 426, in the API's error shape, naming the protocol to upgrade to.
    handler: (_request, reply) =>
      sendErrors(reply.header('Upgrade', 'websocket').header('Connection', 'Upgrade'), 426, {
        upgrade: 'required',
      }),
    wsHandler: (socket) => {
      const s: Socket = { socket, alive: true, queue: Promise.resolve() };
      sockets.add(s);
      s.authTimer = setTimeout(() => unauthorized(s), options.authTimeoutMs);
      s.authTimer.unref();
      socket.on('pong', () => {
        s.alive = true;
      });
      socket.on('message', (data, isBinary) => {
        s.alive = true;
        s.queue = s.queue
          .then(() => handle(s, data, isBinary))
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'push: message handling failed');
            invalid(s);
          });
      });
      socket.on('close', () => cleanup(s));
    },
  });

  return hub;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The push channel's connections on this instance (server/push/route.ts). */
    push: PushHub;
  }
}
