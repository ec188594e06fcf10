// The call routes (docs/calls-and-liveview.md), under the raw alert's path (the raw-alert module adds
// them):
//
//   POST /raw-alert/{id}/call                       place a call to the alert's vehicle
//   GET  /raw-alert/{id}/call/{call_id}             read the caller's call
//   POST /raw-alert/{id}/call/{call_id}/hang-up     hang it up
//   POST /raw-alert/voip/webhook                    inbound: the VoIP service reports a call's state
//                                                   (signed with VOIP_INBOUND_SECRET, no token)
import { SIGNATURE_HEADER, verifySignature } from '../integrations/webhook.ts';
import { ApiError } from '../errors.ts';
import type { CustomRoute } from '../resources/types.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';
import { TWO_WAY_SCOPES, type CallState } from '../../src/domain/calls/callRules.ts';
import { hangUpCall, placeCall, readCall, reportCallState, VOIP_CALL_SCHEMA } from './calls.ts';

const errors = { $ref: '#/components/schemas/Errors' };
const callEnvelope = { type: 'object', properties: { data: VOIP_CALL_SCHEMA } };

/** The states a VoIP service may report ('calling' is the product's own, when it places the call). */
const REPORTED_STATES = ['connected', 'ended', 'failed'] as const;

export function voipRoutes(def: ResourceDef): CustomRoute[] {
  const scopes = [...TWO_WAY_SCOPES];
  const forbidden = {
    description:
      'scope: the first of b3f-two-way-communication:read, b3f-two-way-communication-all-module:read the caller lacks',
    schema: errors,
  };
  return [
    {
      method: 'POST',
      path: `${def.path}/{id}/call`,
      action: 'read',
      extraScopes: scopes,
      summary:
        "Call the driver of the alert's vehicle (two-way voice through the VoIP gateway). Allowed for a bsj or vss-howen device last seen within 10 min, while the caller has no other active call and the company fewer than 5 (calling or connected). Answers the call in state calling; its later states (connected, ended, failed) are pushed on voip-call-{userId}.",
      responses: {
        '200': { description: 'The call, ringing (state calling)', schema: callEnvelope },
        '403': forbidden,
        '404': { description: 'id: not-found (no such alert in the company)', schema: errors },
        '409': {
          description:
            "Refused: device_type invalid-value (the device has no voice), last_seen_at invalid-status (unreachable: last seen over 10 min ago), calls_per_user too-large (the caller's call is still active), calls_per_company too-large (5 active calls), vehicle_id not-found (the alert's vehicle is not the company's)",
          schema: errors,
        },
        '502': {
          description:
            'integration: integration-failed (the VoIP service refused; the call is failed)',
          schema: errors,
        },
      },
      handler: async ({ server, account, params }) => ({
        data: await placeCall(server, account, params.id!),
      }),
    },
    {
      method: 'GET',
      path: `${def.path}/{id}/call/{call_id}`,
      action: 'read',
      extraScopes: scopes,
      summary: "The caller's call of this alert, with its state",
      responses: {
        '200': { description: 'The call', schema: callEnvelope },
        '403': forbidden,
        '404': { description: "call_id: not-found (no such call of the caller's)", schema: errors },
      },
      handler: async ({ server, account, params }) => ({
        data: await readCall(server, account, params.id!, params.call_id!),
      }),
    },
    {
      method: 'POST',
      path: `${def.path}/{id}/call/{call_id}/hang-up`,
      action: 'read',
      extraScopes: scopes,
      summary: "Hang up the caller's call (state ended)",
      responses: {
        '200': { description: 'The call, ended', schema: callEnvelope },
        '403': forbidden,
        '404': { description: "call_id: not-found (no such call of the caller's)", schema: errors },
        '409': {
          description: 'state: invalid-status (the call already ended or failed)',
          schema: errors,
        },
        '502': { description: 'integration: integration-failed', schema: errors },
      },
      handler: async ({ server, account, params }) => ({
        data: await hangUpCall(server, account, params.id!, params.call_id!),
      }),
    },
    {
      method: 'POST',
      path: `${def.path}/voip/webhook`,
      action: 'update',
      public: 'signature',
      summary:
        'Inbound from the VoIP service: a call is now connected, ended or failed. No bearer token: X-Armada-Signature (sha256=<hex HMAC-SHA256 of the raw body with VOIP_INBOUND_SECRET>) authenticates it. The body is the webhook envelope {event, sent_on, data} or its data alone. A repeated report changes nothing (changed false).',
      authenticate: ({ server, rawBody, request }) => {
        const secret = server.config.voip.inboundSecret;
        if (!secret) throw new ApiError(400, { integration: 'integration-not-configured' });
        const header = request.headers[SIGNATURE_HEADER.toLowerCase()];
        const signature = Array.isArray(header) ? header[0] : header;
        if (!signature) throw new ApiError(401, { signature: 'required' });
        if (!verifySignature(rawBody, signature, secret))
          throw new ApiError(401, { signature: 'invalid-value' });
      },
      bodyDoc: {
        type: 'object',
        required: ['call_id', 'state'],
        properties: {
          call_id: { type: 'integer', minimum: 1 },
          state: { enum: [...REPORTED_STATES] },
          reason: { type: 'string', maxLength: 200 },
        },
      },
      responses: {
        '200': {
          description: 'Applied (changed false: the call already had this state)',
          schema: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { changed: { type: 'boolean' }, call: VOIP_CALL_SCHEMA },
              },
            },
          },
        },
        '400': {
          description: 'Bad body (call_id, state, reason); or integration-not-configured',
          schema: errors,
        },
        '401': { description: 'signature: required or invalid-value', schema: errors },
        '404': { description: 'call_id: not-found', schema: errors },
        '409': {
          description:
            'state: invalid-status (the call cannot move there: it already ended or failed)',
          schema: errors,
        },
      },
      handler: async ({ server, body }) => {
        const report = parseReport(body);
        const result = await reportCallState(server, report.call_id, report.state, report.reason);
        if (!result.found) throw new ApiError(404, { call_id: 'not-found' });
        if (!result.allowed) throw new ApiError(409, { state: 'invalid-status' });
        return { data: { changed: result.changed, call: result.call } };
      },
    },
  ];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The report, from the envelope's data or the bare body; a field-keyed 400 otherwise. */
export function parseReport(body: unknown): { call_id: number; state: CallState; reason?: string } {
  const data = isObject(body) && isObject(body.data) ? body.data : body;
  if (!isObject(data)) throw new ApiError(400, { body: 'invalid-format' });
  const problems: Record<string, string> = {};
  const { call_id: callId, state, reason } = data;
  if (callId === undefined || callId === null) problems.call_id = 'required';
  else if (!Number.isSafeInteger(callId) || (callId as number) < 1)
    problems.call_id = 'invalid-format';
  if (state === undefined || state === null) problems.state = 'required';
  else if (!(REPORTED_STATES as readonly unknown[]).includes(state))
    problems.state = 'invalid-value';
  if (reason !== undefined && reason !== null) {
    if (typeof reason !== 'string') problems.reason = 'invalid-format';
    else if (reason.length > 200) problems.reason = 'too-long';
  }
  if (Object.keys(problems).length > 0) throw new ApiError(400, problems);
  return {
    call_id: callId as number,
    state: state as CallState,
    ...(typeof reason === 'string' ? { reason } : {}),
  };
}
