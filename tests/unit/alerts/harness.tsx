// The alert centre in jsdom: the real i18n provider, react-admin's notifications, the session's
// scopes, and an Apollo client whose link answers from handlers by operation name (the test double
// of the GraphQL server; the real server is exercised end to end at merge).
import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { memoryStore, TestMemoryRouter } from 'ra-core';
import { AdminContext, Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { clearSession, saveSession } from '../../../src/auth/session';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { theme } from '../../../src/theme';
import { fakeAuthProvider } from '../resources/harness';
import { AlertClientContext } from '../../../src/custom/alerts/alertClient';
import {
  AlertEventsContext,
  type AlertEventHandler,
  type AlertEvents,
} from '../../../src/custom/alerts/AlertEventsContext';
import type { RawAlert } from '../../../src/custom/alerts/types';

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
});

export const ALL_ALERT_SCOPES = [
  'e4a-alert-center-main:read',
  'e4e-alert-center-urgent:read',
  'e4b-alert-center-rule-setting:read',
  'e4d-alert-overspeed-threshold-duration:read',
  'e1j-log-notification:read',
];

export interface GqlCall {
  operationName: string;
  variables: Record<string, unknown>;
}

export type GqlHandler = (call: GqlCall) => unknown;

/** An Apollo client whose link answers each operation with `handlers[operationName]` (prefix match). */
export function testClient(handlers: Record<string, GqlHandler>) {
  const calls: GqlCall[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const call = {
          operationName: operation.operationName ?? '',
          variables: operation.variables as Record<string, unknown>,
        };
        calls.push(call);
        const key = Object.keys(handlers).find((name) => call.operationName.startsWith(name));
        try {
          // The subscribed rules are optional: unknown, every new alert counts.
          if (!key && call.operationName === 'AlertCentrePayload')
            observer.next({ data: { payload: null } });
          else if (!key) throw new Error(`no handler for ${call.operationName}`);
          else observer.next({ data: handlers[key](call) as Record<string, unknown> });
          observer.complete();
        } catch (error) {
          observer.error(error);
        }
      }),
  );
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: { query: { fetchPolicy: 'no-cache' } },
  });
  return { client, calls };
}

/** A push double: tests emit events the components subscribed to. */
export function testEvents() {
  const subscribers = new Set<{ prefix: string; handler: AlertEventHandler }>();
  const events: AlertEvents = {
    subscribe: (prefix, handler) => {
      const entry = { prefix, handler };
      subscribers.add(entry);
      return () => void subscribers.delete(entry);
    },
  };
  const emit = (type: string, payload: unknown = {}) => {
    for (const entry of subscribers)
      if (type.startsWith(entry.prefix)) entry.handler(payload, type);
  };
  return { events, emit };
}

export function renderAlerts(
  ui: ReactNode,
  {
    scopes = ALL_ALERT_SCOPES,
    locale = 'id',
    url = '/',
    client,
    events,
    path = '/*',
  }: {
    scopes?: string[];
    locale?: 'id' | 'en';
    url?: string;
    client: ApolloClient;
    events?: AlertEvents;
    path?: string;
  },
) {
  saveSession({
    token: 'alerts-token',
    user: { id: 7, fullname: 'Dita Dispatcher', company_id: 1, scopes, feature_flags: [] },
  });
  return render(
    <TestMemoryRouter initialEntries={[url]}>
      <AdminContext
        authProvider={fakeAuthProvider(scopes)}
        i18nProvider={createI18nProvider(locale)}
        store={memoryStore()}
        theme={theme}
      >
        <AlertClientContext.Provider value={client}>
          <AlertEventsContext.Provider value={events ?? { subscribe: () => () => undefined }}>
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
          </AlertEventsContext.Provider>
        </AlertClientContext.Provider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

let nextId = 100;

export function rawAlert(overrides: Partial<RawAlert> = {}): RawAlert {
  const id = overrides.id ?? nextId++;
  return {
    id,
    rawAlertId: id,
    compositeId: `8-1-${id}-0`,
    createdOn: new Date(Date.now() - 90_000).toISOString(),
    alertCode: 8,
    alertData: '95|75',
    alertRuleIds: [1],
    licensePlate: 'B 1234 XYZ',
    driverName: 'Budi',
    address: 'Jl. Sudirman 1, Jakarta',
    isUrgent: true,
    isImportant: false,
    isResolved: false,
    isRead: false,
    isFalseAlert: false,
    alert: { iconUrl: null, descriptionIdn: 'Kecepatan berlebih', descriptionEng: 'Overspeed' },
    vehicle: { id: 1, licensePlate: 'B 1234 XYZ' },
    driver: { fullname: 'Budi Santoso' },
    formattedAlertData: { km: 95, durationSeconds: 75 },
    lastUserFeedback: null,
    userLogs: [],
    ...overrides,
  };
}

export const page = (alerts: RawAlert[]) => ({
  rawAlerts: {
    isSuccessful: true,
    message: null,
    status: 200,
    rawAlerts: { data: alerts, total: alerts.length },
  },
});

export const counts = (urgent: number, important: number) => ({
  totalImportantAlerts: [
    { alertUrgencyType: 'Urgent', unresolved: urgent },
    { alertUrgencyType: 'Important', unresolved: important },
  ],
});

export const actionOk = (actionType = 'Resolve') => ({
  upsertRawAlertsAction: {
    isSuccessful: true,
    message: 'OK',
    status: 200,
    errorCode: null,
    action: { actionType, data: null, createdOn: new Date().toISOString(), userId: 7 },
  },
});
