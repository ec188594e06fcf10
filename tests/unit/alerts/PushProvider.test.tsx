// PushProvider and its hooks with a stand-in WebSocket: connects with the session's token, shows the
// status, hands events to usePushEvent by prefix, stops on sign-out and pagehide, reconnects with a
// new token.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { useState } from 'react';
import PushProvider from '../../../src/custom/alerts/push/PushProvider';
import { usePushEvent, usePushStatus } from '../../../src/custom/alerts/push/usePushEvent';
import { FakeSocket } from './fakeSocket';
import { clearSession, saveSession } from '../../../src/auth/session';

const user = { id: 7, fullname: 'Alice', company_id: 1, scopes: [], feature_flags: [] };

function Probe() {
  const status = usePushStatus();
  const [last, setLast] = useState('none');
  usePushEvent('alert-center-new-', (payload, type) =>
    setLast(`${type} ${JSON.stringify(payload)}`),
  );
  return (
    <p>
      <span>status {status}</span> <span>last {last}</span>
    </p>
  );
}

const renderProvider = () =>
  render(
    <PushProvider url="ws://test/push" clientOptions={{ WebSocket: FakeSocket }}>
      <Probe />
    </PushProvider>,
  );

afterEach(() => {
  cleanup();
  clearSession();
  FakeSocket.all = [];
});

describe('PushProvider', () => {
  test('connects with the session token, shows the status and delivers events by prefix', async () => {
    saveSession({ token: 'token-1', user });
    renderProvider();
    const socket = FakeSocket.all[0];
    expect(socket.url).toBe('ws://test/push');
    expect(await screen.findByText('status connecting')).toBeInTheDocument();
    act(() => socket.open());
    // missedMs: what the page may have missed so far (tests/unit/alerts/pushClient.test.ts).
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-1', missedMs: expect.any(Number) }]);
    act(() => socket.receive({ type: 'ready', payload: { userId: 7, companyId: 1 } }));
    expect(screen.getByText('status open')).toBeInTheDocument();
    expect(socket.sent[1]).toEqual({ type: 'update_tags', payload: {} });
    act(() => socket.receive({ type: 'system-notif-7', payload: { id: 1 } }));
    expect(screen.getByText('last none')).toBeInTheDocument();
    act(() => socket.receive({ type: 'alert-center-new-7', payload: { rawAlertId: 3 } }));
    expect(screen.getByText('last alert-center-new-7 {"rawAlertId":3}')).toBeInTheDocument();
  });

  test('stops on sign-out, connects again with the next token, stops on pagehide', async () => {
    saveSession({ token: 'token-1', user });
    renderProvider();
    await screen.findByText('status connecting');
    act(() => clearSession());
    expect(FakeSocket.all[0].closedWith).toBe(1000);
    expect(screen.getByText('status stopped')).toBeInTheDocument();
    act(() => saveSession({ token: 'token-2', user }));
    const second = FakeSocket.all[1];
    act(() => second.open());
    expect(second.sent[0]).toMatchObject({ type: 'auth', token: 'token-2' });
    act(() => second.onclose?.({ code: 4401 }));
    expect(screen.getByText('status unauthorized')).toBeInTheDocument();
    expect(FakeSocket.all).toHaveLength(2);
    act(() => saveSession({ token: 'token-3', user }));
    act(() => FakeSocket.all[2].open());
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(FakeSocket.all[2].closedWith).toBe(1000);
    expect(screen.getByText('status stopped')).toBeInTheDocument();
  });

  test('without a session nothing connects', () => {
    renderProvider();
    expect(FakeSocket.all).toHaveLength(0);
  });
});
