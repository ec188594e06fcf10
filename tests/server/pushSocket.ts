// A test client of GET /push over a real socket (the `ws` package): messages queue up until a
// test takes them, so nothing sent between two awaits is missed.
import { WebSocket } from 'ws';
import type { FastifyInstance } from 'fastify';

export interface PushMessage {
  type: string;
  payload?: Record<string, unknown>;
}

export interface TestSocket {
  ws: WebSocket;
  /** The next message (in order), or a rejection after timeoutMs. */
  next(timeoutMs?: number): Promise<PushMessage>;
  /** Resolves with the close code (and the ms since the socket opened). */
  closed: Promise<{ code: number; afterMs: number }>;
  send(message: unknown): void;
  close(): void;
}

/** ws://127.0.0.1:<port>/push of an app that listens (listening it on a free port first when it does not). */
export async function pushUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app does not listen on a port');
  return `ws://127.0.0.1:${address.port}/push`;
}

export async function openSocket(url: string): Promise<TestSocket> {
  const ws = new WebSocket(url);
  const queue: PushMessage[] = [];
  const waiting: ((message: PushMessage) => void)[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as PushMessage;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  let opened = Date.now();
  const closed = new Promise<{ code: number; afterMs: number }>((resolve) =>
    ws.on('close', (code) => resolve({ code, afterMs: Date.now() - opened })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', (error) => reject(error));
  });
  opened = Date.now();
  return {
    ws,
    closed,
    next(timeoutMs = 3000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(onMessage), 1);
          reject(new Error(`no push message within ${timeoutMs} ms`));
        }, timeoutMs);
        const onMessage = (message: PushMessage) => {
          clearTimeout(timer);
          resolve(message);
        };
        waiting.push(onMessage);
      });
    },
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    close: () => ws.close(),
  };
}

/** A socket that has sent its auth message and received `ready`. */
export async function authedSocket(url: string, token: string): Promise<TestSocket> {
  const socket = await openSocket(url);
  socket.send({ type: 'auth', token });
  const ready = await socket.next();
  if (ready.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(ready)}`);
  return socket;
}
