// The few parts of the `ws` package (no bundled types, no @types/ws installed) that the push channel,
// its tests and bench/push.ts use. @fastify/websocket's types resolve to these too.
declare module 'ws' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingMessage } from 'node:http';

  export type RawData = Buffer | ArrayBuffer | Buffer[];

  export class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    readonly OPEN: 1;
    constructor(
      address: string | URL,
      options?: { headers?: Record<string, string>; maxPayload?: number },
    );
    readonly readyState: 0 | 1 | 2 | 3;
    readonly bufferedAmount: number;
    send(data: string | Buffer, callback?: (error?: Error) => void): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    ping(data?: Buffer): void;
    on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'open' | 'pong', listener: () => void): this;
    on(event: string, listener: (...args: never[]) => void): this;
  }

  export interface ServerOptions {
    maxPayload?: number;
    noServer?: boolean;
  }

  export class WebSocketServer extends EventEmitter {
    constructor(options: ServerOptions & { port?: number });
    readonly clients: Set<WebSocket>;
    close(callback?: (error?: Error) => void): void;
    on(event: 'connection', listener: (socket: WebSocket, request: IncomingMessage) => void): this;
    on(event: string, listener: (...args: never[]) => void): this;
  }
  export { WebSocketServer as Server };
  export default WebSocket;
}
