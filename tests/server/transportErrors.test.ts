// Errors before a route (server/transportErrors.ts) keep the API's one error shape: what Node's
// parser refuses (unknown method, headers too large, malformed syntax) over a real socket, since
// app.inject never reaches the parser, and a bare OPTIONS that is no CORS preflight. A refusal
// that closes the socket says `Connection: close`, so a keep-alive client's next request works.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let port: number;

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
});
afterAll(() => h?.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request through the agent: the answer, or the code of the socket error that replaced it. */
function send(
  agent: http.Agent,
  options: { method?: string; path?: string; headers?: Record<string, string> } = {},
): Promise<Answer | string> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: options.method ?? 'GET',
        path: options.path ?? '/health',
        headers: options.headers,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.end();
  });
}

/** Writes raw bytes on a fresh socket and reads until the server closes it. */
function raw(bytes: string): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => {
      resolve({ text, closedByServer: true });
      socket.destroy();
    });
    socket.on('error', reject);
    socket.setTimeout(10_000, () => {
      resolve({ text, closedByServer: false });
      socket.destroy();
    });
  });
}

/** A keep-alive agent with one socket, so every request after the first reuses it when it can. */
const sharedSocketAgent = () => new http.Agent({ keepAlive: true, maxSockets: 1 });

describe('refusals of the HTTP parser, over a real socket', () => {
  test.each([
    [
      'headers over the size limit',
      { headers: { 'x-padding': 'a'.repeat(20_000) } },
      431,
      { headers: 'too-large' },
    ],
    ['an unknown method', { method: 'FOO' }, 400, { method: 'invalid-value' }],
  ])(
    '%s: the error shape, Connection: close, and the next request on the agent works',
    async (_name, options, status, errors) => {
      const agent = sharedSocketAgent();
      try {
        expect(await send(agent)).toMatchObject({
          status: 200,
          headers: { connection: 'keep-alive' },
        });
        const refused = (await send(agent, options)) as Answer;
        // Without Connection: close the agent would reuse the socket the server closed: ECONNRESET.
        const next = await send(agent);
        expect({
          status: refused.status,
          type: refused.headers['content-type'],
          connection: refused.headers.connection,
          nosniff: refused.headers['x-content-type-options'],
          body: refused.body,
          next: typeof next === 'string' ? next : next.status,
        }).toEqual({
          status,
          type: 'application/json; charset=utf-8',
          connection: 'close',
          nosniff: 'nosniff',
          body: JSON.stringify({ errors }),
          next: 200,
        });
      } finally {
        agent.destroy();
      }
    },
  );

  test('malformed syntax: 400 request invalid-format, and the server closes the connection', async () => {
    const { text, closedByServer } = await raw(
      'GET /health HTTP/1.1\r\nHost: localhost\r\nNot a header line\r\n\r\n',
    );
    expect(closedByServer).toBe(true);
    const [head, body] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head.toLowerCase()).toContain('\r\nconnection: close');
    expect(JSON.parse(body)).toEqual({ errors: { request: 'invalid-format' } });
  });

  test('a malformed request pipelined after a good one: the good one is answered whole first', async () => {
    const { text, closedByServer } = await raw(
      'GET /health HTTP/1.1\r\nHost: localhost\r\n\r\nFOO /health HTTP/1.1\r\nHost: localhost\r\n\r\n',
    );
    expect(closedByServer).toBe(true);
    expect([...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => m[1])).toEqual(['200', '400']);
    const [first, second] = text.split(/(?=HTTP\/1\.1 400)/);
    expect(first).toMatch(/\r\n\r\n\{"status":"ok"\}$/);
    expect(second).toMatch(
      /\r\nConnection: close\r\n(?:[^\r\n]+\r\n)*\r\n\{"errors":\{"method":"invalid-value"\}\}$/,
    );
  });

  test.each([
    ['a broken chunk size', 'zz\r\n{}\r\n0\r\n\r\n', 400, { request: 'invalid-format' }],
    [
      'chunk extensions over the limit',
      `2;${'a'.repeat(20_000)}\r\n{}\r\n0\r\n\r\n`,
      413,
      { body: 'too-large' },
    ],
  ])(
    'a chunked body with %s: answered at once, though its request is already being handled',
    async (_name, chunks, status, errors) => {
      const { text, closedByServer } = await raw(
        `POST /auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunks}`,
      );
      expect(closedByServer).toBe(true);
      const [head, body] = text.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head).toContain('\r\nConnection: close');
      expect(JSON.parse(body)).toEqual({ errors });
    },
  );

  test('a request that never finishes arriving is 408 request required', async () => {
    // Node's headersTimeout is a minute: the mapping is checked on its own.
    const { clientErrorAnswer } = await import('../../server/transportErrors.ts');
    expect(clientErrorAnswer('ERR_HTTP_REQUEST_TIMEOUT')).toEqual({
      status: 408,
      errors: { request: 'required' },
    });
  });
});

describe('OPTIONS', () => {
  test('without Origin or Access-Control-Request-Method is no preflight: 400 in the error shape', async () => {
    const agent = sharedSocketAgent();
    try {
      const bare = (await send(agent, {
        method: 'OPTIONS',
        path: '/order/api/web/v1/customer',
      })) as Answer;
      expect(bare.status).toBe(400);
      expect(bare.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(bare.body)).toEqual({ errors: { origin: 'required' } });
      const noMethod = (await send(agent, {
        method: 'OPTIONS',
        path: '/health',
        headers: { origin: 'https://example.test' },
      })) as Answer;
      expect(noMethod.status).toBe(400);
      expect(JSON.parse(noMethod.body)).toEqual({
        errors: { 'access-control-request-method': 'required' },
      });
      // An ordinary answer: the connection stays open for the next request.
      expect(await send(agent)).toMatchObject({ status: 200 });
    } finally {
      agent.destroy();
    }
  });

  test('a real preflight is still answered by CORS', async () => {
    const response = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/simple/customer',
      headers: {
        origin: 'https://example.test',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://example.test');
    expect(response.headers['access-control-allow-methods']).toContain('PUT');
  });
});

describe('router refusals', () => {
  test('a bad URL encoding is 400 url invalid-format', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/order/api/web/v1/customer/%E0%A4%A',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { url: 'invalid-format' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
