// The VoIP gateway (docs/calls-and-liveview.md): what places a two-way voice call to a vehicle's
// device and hangs it up. The product talks to it only through this interface; the call's later
// states (connected, ended, failed) come back through `report`, whichever gateway is in use: the
// webhook gateway (webhookGateway.ts, a real VoIP service behind VOIP_WEBHOOK_URL) or the demo
// gateway (demoGateway.ts, answers by itself). A real SIP or vendor SDK plugs in behind the same
// interface.
import type { CallState } from '../../src/domain/calls/callRules.ts';

/** What the gateway needs to ring a device. */
export interface VoipCallRequest {
  callId: number;
  companyId: number;
  userId: number;
  rawAlertId: number;
  vehicleId: number;
  deviceType: string;
  imei: string;
  /** The device's SIM number (vehicle.gps_phone), when known. */
  gpsPhone: string | null;
}

/** The gateway accepted the request (the call is ringing: 'calling'), or why it did not. */
export type VoipResult = { ok: true } | { ok: false; error: string };

/** Where a gateway reports a call's later state; `reason` says why a call failed, for the record. */
export type VoipReport = (callId: number, state: CallState, reason?: string) => Promise<void>;

export interface VoipGateway {
  /** 'webhook' or 'demo': stored with each call, for the record. */
  readonly name: string;
  placeCall(call: VoipCallRequest): Promise<VoipResult>;
  hangUp(call: VoipCallRequest): Promise<VoipResult>;
  /** Stops what the gateway still has scheduled (the server closes). */
  close(): void;
}
