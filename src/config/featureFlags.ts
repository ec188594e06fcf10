// Feature flags, read from one place: the signed-in user's feature_flags (GET /auth/me, the
// identity) plus the deployment's defaults (VITE_FEATURE_FLAGS, a comma-separated list read and
// validated in src/config/env.ts). A flag is on when either turns it on. Pages ask through
// useFeatureFlags().hasFlag (src/auth/useFeatureFlags.ts), never by reading the identity themselves.
import { env } from './env';

/**
 * The flags the console knows (delivery-order.md §6, alert-centre-and-shell.md §6):
 * - doIntegrationShellFlag: the energy-integration button on the delivery page (with the
 *   shell-integration:read and :create scopes and a status of Dijalankan … Terkirim).
 * - trackShipmentFlag: the Track Shipment button on the delivery page (and the list's track
 *   action). The spec says only "a feature flag" controls tracking; this is its name here.
 * - vsms2_system_notification: system notifications in the shell.
 * - vsms2_bilingual: the language switch (id/en) in the shell; without it the console stays in the
 *   language it has.
 */
export const FEATURE_FLAGS = {
  doIntegrationShell: 'doIntegrationShellFlag',
  trackShipment: 'trackShipmentFlag',
  systemNotification: 'vsms2_system_notification',
  bilingual: 'vsms2_bilingual',
} as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[keyof typeof FEATURE_FLAGS];

export const KNOWN_FEATURE_FLAGS: readonly string[] = Object.values(FEATURE_FLAGS);

/** The flags in effect: the user's, plus the deployment's defaults. */
export function effectiveFlags(
  userFlags: readonly string[] | null | undefined,
  defaults: readonly string[] = env.featureFlags,
): string[] {
  return [...new Set([...defaults, ...(userFlags ?? [])])];
}

export function isFlagOn(
  flag: string,
  userFlags: readonly string[] | null | undefined,
  defaults: readonly string[] = env.featureFlags,
): boolean {
  return defaults.includes(flag) || (userFlags ?? []).includes(flag);
}
