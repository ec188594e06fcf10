import { describe, expect, it } from 'vitest';
import {
  ACCOUNTING_INTEGRATION_SCOPES,
  ALERT_CENTRE_SCOPES,
  ALERT_INGEST_SCOPE,
  DRIVER_SCOPES,
  ENERGY_INTEGRATION_SCOPES,
  FEATURE_SCOPES,
  FLEET_VIEW_SCOPE,
  LOAD_ADJUSTMENT_SCOPES,
} from '../../../../src/domain/access/featureScopes.ts';
import { SCOPE_ENTRY_PATTERN } from '../../../../src/domain/access/scopePatterns.ts';

describe('feature scopes', () => {
  it('are the scopes the spec names outside the schemas, in this order', () =>
    expect(FEATURE_SCOPES).toEqual([
      'delivery-load-adjustment:read',
      'delivery-load-adjustment:update',
      'shell-integration:read',
      'shell-integration:create',
      'accounting-integration:read',
      'accounting-integration:create',
      'accounting-integration:update',
      'accounting-integration:delete',
      'tms_driver:read',
      'tms_driver:create',
      'tms_driver:update',
      'tms_driver:delete',
      'vgroups:read',
      'e4a-alert-center-main:read',
      'e4e-alert-center-urgent:read',
      'e4f-auto-popup-urgent-alert:read',
      'e4d-alert-center-embed-map:read',
      'e4b-alert-center-rule-setting:read',
      'e4d-alert-overspeed-threshold-duration:read',
      'e1j-log-notification:read',
      'system_notification:read',
      'shared_vehicle:read',
      'alert_rule_template:read',
      'alert_rule_template:create',
      'referal_program:read',
      'fleet-task-instant:read',
      'fleet-task-instant:create',
      'fleet-task-instant:update',
      'fleet-task-instant:delete',
      'alert-ingest:create',
      'audit-log:admin',
      'b3f-two-way-communication:read',
      'b3f-two-way-communication-all-module:read',
      'b1f-liveview-v2:read',
    ]));

  it('has no duplicate, and each is a valid scope entry', () => {
    expect(new Set(FEATURE_SCOPES).size).toBe(FEATURE_SCOPES.length);
    for (const scope of FEATURE_SCOPES) expect(scope).toMatch(new RegExp(SCOPE_ENTRY_PATTERN));
  });

  it.each([
    ['accounting', ACCOUNTING_INTEGRATION_SCOPES],
    ['alert centre', Object.values(ALERT_CENTRE_SCOPES)],
    ['energy integration', ENERGY_INTEGRATION_SCOPES],
    ['load adjustment', LOAD_ADJUSTMENT_SCOPES],
    ['driver', DRIVER_SCOPES],
    ['fleet view', [FLEET_VIEW_SCOPE]],
    ['alert ingest', [ALERT_INGEST_SCOPE]],
  ] as const)('every %s scope is a feature scope', (_, scopes) => {
    for (const scope of scopes) expect(FEATURE_SCOPES).toContain(scope);
  });

  it('the accounting row needs all four, create first (the 403 names the first missing)', () =>
    expect(ACCOUNTING_INTEGRATION_SCOPES).toEqual([
      'accounting-integration:create',
      'accounting-integration:read',
      'accounting-integration:update',
      'accounting-integration:delete',
    ]));
});
