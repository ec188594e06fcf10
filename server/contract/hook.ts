// The onSend hook of the response contract (server/contract/responseContract.ts), added by buildApp
// when ARMADA_CONTRACT_CHECK=1: each answer is checked against the document of the registry in force
// and a mismatch is recorded (never changes the answer). It sees the JSON text Fastify serialized,
// before compression (it is added before @fastify/compress).
import type { FastifyInstance } from 'fastify';
import { countCheck, recordMismatch, ResponseContract } from './responseContract.ts';

export function registerContractCheck(
  app: FastifyInstance,
  documentOf: () => Record<string, unknown> | undefined,
): void {
  const contract = new ResponseContract();
  app.addHook('onSend', async (request, reply, payload) => {
    const doc = documentOf();
    if (!doc) return payload;
    const started = performance.now();
    const contentType = String(reply.getHeader('content-type') ?? '');
    let body: unknown;
    if (/json/.test(contentType)) {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      try {
        body = JSON.parse(payload.toString());
      } catch {
        body = payload.toString();
      }
    }
    const answer = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      contentType,
      body,
    };
    const problems = contract.check(doc, answer);
    countCheck(performance.now() - started);
    if (problems.length > 0)
      recordMismatch({ method: answer.method, url: answer.url, status: answer.status, problems });
    return payload;
  });
}
