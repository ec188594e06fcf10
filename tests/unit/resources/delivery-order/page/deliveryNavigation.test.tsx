// Back and the landing parameters of Delivery Detail (delivery-order.md §2), and the feature flags
// read from one place (src/config/featureFlags.ts, src/config/env.ts).
import { describe, expect, it } from 'vitest';
import {
  backTarget,
  isCreatedExternallyLanding,
  isDuplicatedLanding,
  withoutParam,
} from '../../../../../src/resources/delivery-order/page/deliveryNavigation.ts';
import { effectiveFlags, FEATURE_FLAGS, isFlagOn } from '../../../../../src/config/featureFlags.ts';
import { readFeatureFlags } from '../../../../../src/config/env.ts';
import { duplicatedId } from '../../../../../src/resources/delivery-order/page/useDuplicateOrder.ts';
import { fleetTaskPayload } from '../../../../../src/resources/delivery-order/schedule/useScheduleAssignment.ts';

describe('backTarget', () => {
  it('is the delivery list by default', () => {
    expect(backTarget('')).toBe('/delivery');
    expect(backTarget('?duplicated=true')).toBe('/delivery');
    expect(backTarget('?navsource=delivery')).toBe('/delivery');
  });

  it('goes back to the fleet task the page was opened from (Fleet Task Detail, isSetNavsource=false)', () => {
    expect(backTarget('?navsource=fleet-task-detail&navsourceparam=12')).toBe(
      '/fleet-task/12?isSetNavsource=false',
    );
    expect(backTarget('?navsource=FleetTaskDetail&navsourceparam=3')).toBe(
      '/fleet-task/3?isSetNavsource=false',
    );
    expect(backTarget('?navsource=Fleet%20Task%20Detail&navsourceparam=3')).toBe(
      '/fleet-task/3?isSetNavsource=false',
    );
  });

  it('falls back to the delivery list without a usable fleet task id', () => {
    expect(backTarget('?navsource=fleet-task-detail')).toBe('/delivery');
    expect(backTarget('?navsource=fleet-task-detail&navsourceparam=abc')).toBe('/delivery');
  });
});

describe('landing parameters', () => {
  it('duplicated=true and isCreatedExternally', () => {
    expect(isDuplicatedLanding('?duplicated=true')).toBe(true);
    expect(isDuplicatedLanding('?duplicated=false')).toBe(false);
    expect(isCreatedExternallyLanding('?isCreatedExternally=true')).toBe(true);
    expect(isCreatedExternallyLanding('?isCreatedExternally')).toBe(true);
    expect(isCreatedExternallyLanding('?isCreatedExternally=false')).toBe(false);
    expect(withoutParam('?isCreatedExternally=true&navsource=x', 'isCreatedExternally')).toBe(
      '?navsource=x',
    );
    expect(withoutParam('?isCreatedExternally=true', 'isCreatedExternally')).toBe('');
  });
});

describe('feature flags', () => {
  it('names the flags the console knows', () => {
    expect(FEATURE_FLAGS).toEqual({
      doIntegrationShell: 'doIntegrationShellFlag',
      trackShipment: 'trackShipmentFlag',
      systemNotification: 'vsms2_system_notification',
      bilingual: 'vsms2_bilingual',
    });
  });

  it("is on when the user's flags or the deployment's defaults say so", () => {
    expect(isFlagOn('trackShipmentFlag', [], ['trackShipmentFlag'])).toBe(true);
    expect(isFlagOn('trackShipmentFlag', ['trackShipmentFlag'], [])).toBe(true);
    expect(isFlagOn('trackShipmentFlag', ['doIntegrationShellFlag'], [])).toBe(false);
    expect(effectiveFlags(['a', 'b'], ['b', 'c']).sort()).toEqual(['a', 'b', 'c']);
    expect(effectiveFlags(undefined, [])).toEqual([]);
  });

  it('VITE_FEATURE_FLAGS: comma or space separated names, validated', () => {
    expect(readFeatureFlags(undefined)).toEqual([]);
    expect(
      readFeatureFlags(' trackShipmentFlag, doIntegrationShellFlag  trackShipmentFlag'),
    ).toEqual(['trackShipmentFlag', 'doIntegrationShellFlag']);
    expect(() => readFeatureFlags('track shipment!')).toThrow(/VITE_FEATURE_FLAGS/);
  });
});

describe('calls of the header', () => {
  it('a duplicate answers the copy id unless status.failed > 0', () => {
    expect(duplicatedId({ data: { ids: [42] }, status: { failed: 0 } })).toBe(42);
    expect(duplicatedId({ data: { ids: [] }, status: { failed: 1 } })).toBeUndefined();
    expect(duplicatedId({ data: { ids: [42] }, status: { failed: 1 } })).toBeUndefined();
    expect(duplicatedId(undefined)).toBeUndefined();
  });

  it('the fleet-task body: delivery_order_ids, or transit_delivery_orders with the transit address', () => {
    expect(fleetTaskPayload(7, 'direct')).toEqual({ delivery_order_ids: [7] });
    expect(fleetTaskPayload(7, 'transit', 9)).toEqual({
      transit_delivery_orders: [{ delivery_order_ids: [7], transit_address_id: 9 }],
    });
  });
});
