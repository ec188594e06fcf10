// PushClient's timers with a stand-in WebSocket and fake timers: PING every interval, a missing
// PONG means reconnect, the backoff doubles up to its cap and restarts after ready.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PushClient } from '../../../src/custom/alerts/push/pushClient';
import { FakeSocket } from './fakeSocket';

const last = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => vi.useRealTimers());

const client = () =>
  new PushClient({
    url: 'ws://test/push',
    getToken: () => 't',
    WebSocket: FakeSocket,
    random: () => 1,
  });

describe('PushClient timers', () => {
  test('PINGs every 25 s; a PONG keeps the socket, none within 10 s reconnects', () => {
    const c = client();
    c.start();
    last().accept();
    vi.advanceTimersByTime(25_000);
    expect(last().sent.at(-1)).toEqual({ type: 'PING' });
    last().onmessage?.({ data: JSON.stringify({ type: 'PONG' }) });
    vi.advanceTimersByTime(25_000);
    expect(last().sent.filter((m) => m.type === 'PING')).toHaveLength(2);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.all[0].closedWith).toBe(4000);
    expect(c.status).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    c.stop();
  });

  test('backoff: 1, 2, 4, 8, 16, 30, 30 s between attempts; back to 1 s after a ready', () => {
    const c = client();
    c.start();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const count = FakeSocket.all.length;
      last().drop();
      let waited = 0;
      while (FakeSocket.all.length === count) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    last().accept();
    const count = FakeSocket.all.length;
    last().drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(count + 1);
    c.stop();
    expect(c.status).toBe('stopped');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(count + 1);
  });
});

describe('PushClient: what the page may have missed', () => {
  test('the first auth counts from the page’s start, a reconnection from the end of the last ready socket', () => {
    let now = 5_000;
    const c = new PushClient({
      url: 'ws://test/push',
      getToken: () => 't',
      WebSocket: FakeSocket,
      random: () => 1,
      now: () => now,
    });
    c.start();
    last().open();
    expect(last().sent[0]).toEqual({ type: 'auth', token: 't', missedMs: 5_000 + 2_000 });
    last().receive({ type: 'ready', payload: { userId: 1, companyId: 1 } });
    now = 9_000;
    last().onclose?.({ code: 1006 });
    // A socket that closes before its ready does not move the start of the gap.
    now = 10_000;
    vi.advanceTimersByTime(1000);
    last().open();
    expect(last().sent[0]).toMatchObject({ missedMs: 1_000 + 2_000 });
    now = 11_000;
    last().onclose?.({ code: 1006 });
    now = 12_500;
    vi.advanceTimersByTime(2000);
    last().open();
    expect(last().sent[0]).toMatchObject({ missedMs: 3_500 + 2_000 });
    expect(c.missedMs).toBe(5_500);
    c.stop();
  });
});
