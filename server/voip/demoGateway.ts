// The demo VoIP gateway (docs/calls-and-liveview.md): no telephony, calls behave as a device's would.
// A placed call rings ('calling') and is answered after `answerMs` (VOIP_DEMO_ANSWER_MS, 3000 by
// default): 'connected'. Its rule for failing: a device without a SIM number (vehicle.gps_phone
// empty) cannot be rung, so the call fails when it would have been answered ('no-sim'). Hanging up
// is taken at once (before the answer too: the answer is then cancelled). The timer is
// injectable, so tests step through the states without waiting.
import type { VoipCallRequest, VoipGateway, VoipReport, VoipResult } from './gateway.ts';

export const DEFAULT_DEMO_ANSWER_MS = 3000;

export interface DemoTimer {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimer: DemoTimer = {
  set: (fn, ms) => {
    const handle = setTimeout(fn, ms);
    handle.unref?.();
    return handle;
  },
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createDemoGateway(
  report: VoipReport,
  options: { answerMs?: number; timer?: DemoTimer; onError?: (error: unknown) => void } = {},
): VoipGateway {
  const answerMs = options.answerMs ?? DEFAULT_DEMO_ANSWER_MS;
  const timer = options.timer ?? realTimer;
  const pending = new Map<number, unknown>();
  const send = (callId: number, state: 'connected' | 'failed', reason?: string) =>
    report(callId, state, reason).catch((error: unknown) => options.onError?.(error));
  return {
    name: 'demo',
    async placeCall(call: VoipCallRequest): Promise<VoipResult> {
      const handle = timer.set(() => {
        pending.delete(call.callId);
        void (call.gpsPhone
          ? send(call.callId, 'connected')
          : send(call.callId, 'failed', 'no-sim'));
      }, answerMs);
      pending.set(call.callId, handle);
      return { ok: true };
    },
    async hangUp(call: VoipCallRequest): Promise<VoipResult> {
      const handle = pending.get(call.callId);
      if (handle !== undefined) {
        timer.clear(handle);
        pending.delete(call.callId);
      }
      // The caller records 'ended' itself once the gateway took the hang-up (calls.ts).
      return { ok: true };
    },
    close() {
      for (const handle of pending.values()) timer.clear(handle);
      pending.clear();
    },
  };
}
