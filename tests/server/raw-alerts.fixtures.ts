// Shared by the raw-alert server tests (docs/alerts.md §2): their users (two companies, with and
// without the urgent scope, the ingesting system), an alert body, and alert rules made through the
// alert-rule store.
import { allScopes, type Harness, type TestUser } from './harness.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';

export const INGEST = '/vsms2-rest/api/raw-alert/ingest';
export const LIST = '/vsms2-rest/api/raw-alert';
export const MAIN = 'e4a-alert-center-main:read';
export const URGENT = 'e4e-alert-center-urgent:read';

export function alertUsers(resources: Record<string, ResourceDef>): TestUser[] {
  return [
    {
      username: 'admin',
      fullname: 'Admin Armada',
      scopes: [...allScopes(resources), 'alert-ingest:create', URGENT],
    },
    { username: 'dispatcher', fullname: 'Dimas Pratama', scopes: [MAIN, URGENT] },
    { username: 'plain', fullname: 'Putri Lestari', scopes: [MAIN] },
    {
      username: 'other',
      fullname: 'Orang Lain',
      company_id: 2,
      scopes: [MAIN, URGENT, 'alert-ingest:create'],
    },
    { username: 'feeder', fullname: 'Integrasi', scopes: ['alert-ingest:create'] },
    { username: 'nobody', fullname: 'Tanpa Akses', scopes: [] },
  ];
}

let minute = 0;
/** A valid overspeed alert, a distinct minute each call unless created_on is given. */
export function alertBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  minute += 1;
  return {
    created_on: new Date(Date.UTC(2026, 10, 23, 3, 0, 0) + minute * 60_000).toISOString(),
    alert_code: 8,
    vehicle_id: 101,
    license_plate: 'B 9123 KXT',
    driver_name: 'Joko Susilo',
    alert_data: '96|90',
    latitude: -6.2146,
    longitude: 106.8451,
    ...extra,
  };
}

export async function rule(h: Harness, fields: Record<string, unknown>): Promise<number> {
  const created = await h.create('alert-rule', {
    label: `Aturan ${Math.random().toString(36).slice(2, 8)}`,
    alert_code: 8,
    alert_urgency_type: 'URGENT',
    company_id: 1,
    is_active: true,
    ...fields,
  });
  return created.id;
}
