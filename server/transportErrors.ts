// Errors raised before a request reaches a route: Node's HTTP parser (clientError: an unknown
// method, headers too large, malformed syntax, a request that never finished), Fastify's router
// (frameworkErrors: a bad URL encoding) and a bare OPTIONS that is no CORS preflight. They answer in
// the API's one error shape like everything else.
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendErrors, type ErrorMap } from './errors.ts';

export interface ClientErrorAnswer {
  status: number;
  errors: ErrorMap;
}

/** Node's parser error (err.code, HPE_* from llhttp) -> status and error map. */
export function clientErrorAnswer(code: string | undefined): ClientErrorAnswer {
  switch (code) {
    case 'HPE_INVALID_METHOD':
      return { status: 400, errors: { method: 'invalid-value' } };
    case 'HPE_HEADER_OVERFLOW':
      // The request line counts towards the limit too (Node's maxHeaderSize, 16 KiB by default).
      return { status: 431, errors: { headers: 'too-large' } };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, errors: { body: 'too-large' } };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      // The rest of the request never came (headersTimeout / requestTimeout).
      return { status: 408, errors: { request: 'required' } };
    default:
      return { status: 400, errors: { request: 'invalid-format' } };
  }
}

/** How long a closing socket keeps reading (and discarding) what the client still sends. */
const LINGER_MS = 2_000;

/** Sockets whose refusal is written or waiting: the parser reports an error again for every further chunk. */
const refused = new WeakSet<Socket>();

/**
 * Answers a request the parser refused, then closes the connection: the parser cannot resume
 * after an error, so the answer says `Connection: close` and a keep-alive client does not send its
 * next request into a dead socket. A response to an earlier, pipelined request on the socket is
 * let finish first. Like nginx's lingering close, the socket reads on a moment after the answer,
 * so that unread request bytes do not make the kernel reset the connection before the client has
 * read it.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || refused.has(socket)) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  refused.add(socket);
  const { status, errors } = clientErrorAnswer(error.code);
  this.log.debug({ err: error }, 'client error');
  const answer = () => {
    if (socket.destroyed || !socket.writable) return;
    const body = JSON.stringify({ errors });
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
    const linger = setTimeout(() => socket.destroy(), LINGER_MS);
    linger.unref();
    socket.once('close', () => clearTimeout(linger));
  };
  // The response Node is writing on this socket, if any (it detaches a response once finished).
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (inFlight && !inFlight.writableFinished) {
    // An earlier request, received whole (pipelined): its answer comes first.
    if (inFlight.req.complete) return void inFlight.once('finish', answer);
    // The refused bytes are this request's own body (bad chunked encoding): its response will
    // never finish, so answer now, unless it has begun and our bytes would corrupt it.
    if (inFlight.headersSent) return void socket.destroy();
  }
  answer();
}

/** Fastify's router errors: a bad percent-encoding, a path parameter over maxParamLength. */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // No onRequest hook has run (helmet's included): JSON needs only this one of its headers.
  reply.header('x-content-type-options', 'nosniff');
  if (error.code === 'FST_ERR_BAD_URL') sendErrors(reply, 400, { url: 'invalid-format' });
  else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') sendErrors(reply, 414, { url: 'too-long' });
  else {
    // FST_ERR_ASYNC_CONSTRAINT: a route constraint of ours failed (none today).
    request.log.error({ err: error }, 'framework error');
    sendErrors(reply, 500, { server: 'internal' });
  }
}

/**
 * OPTIONS that is no CORS preflight (no Origin, or no Access-Control-Request-Method): refused here
 * in the API's error shape, before @fastify/cors (which would answer text/plain).
 */
export async function refuseBarePreflight(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'OPTIONS') return;
  for (const header of ['origin', 'access-control-request-method']) {
    if (!request.headers[header]) return sendErrors(reply, 400, { [header]: 'required' });
  }
}
