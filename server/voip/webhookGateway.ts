// The webhook VoIP gateway (docs/calls-and-liveview.md): a VoIP service of the operator's choosing,
// reached as the energy and accounting integrations are (server/integrations/webhook.ts, docs/api.md
// "Outbound webhooks"). Placing a call POSTs event `voip.call.place` to VOIP_WEBHOOK_URL, hanging up
// `voip.call.hang-up`, both signed with VOIP_WEBHOOK_SECRET (X-Armada-Signature) when it is set;
// data {call_id, company_id, user_id, raw_alert_id, vehicle_id, device_type, imei, gps_phone}.
// A 2xx answer means the service took the request (the call is 'calling'). The service then tells the
// product what became of the call through POST …/raw-alert/voip/webhook, signed with
// VOIP_INBOUND_SECRET: {call_id, state: connected | ended | failed, reason?} (routes.ts).
import { postWebhook, type WebhookTarget } from '../integrations/webhook.ts';
import type { VoipCallRequest, VoipGateway, VoipResult } from './gateway.ts';

export const VOIP_PLACE_EVENT = 'voip.call.place';
export const VOIP_HANG_UP_EVENT = 'voip.call.hang-up';

/** The call as the webhook's data: snake_case, as the other integrations' payloads. */
export const voipPayload = (call: VoipCallRequest) => ({
  call_id: call.callId,
  company_id: call.companyId,
  user_id: call.userId,
  raw_alert_id: call.rawAlertId,
  vehicle_id: call.vehicleId,
  device_type: call.deviceType,
  imei: call.imei,
  gps_phone: call.gpsPhone,
});

export function createWebhookGateway(
  target: WebhookTarget,
  options: { timeoutMs?: number } = {},
): VoipGateway {
  const send = async (event: string, call: VoipCallRequest): Promise<VoipResult> => {
    const result = await postWebhook(target, event, voipPayload(call), options);
    return result.ok ? { ok: true } : { ok: false, error: result.error };
  };
  return {
    name: 'webhook',
    placeCall: (call) => send(VOIP_PLACE_EVENT, call),
    hangUp: (call) => send(VOIP_HANG_UP_EVENT, call),
    close() {},
  };
}
