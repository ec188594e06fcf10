// An alert's pipe-separated data (docs/alerts.md §2): overspeed (code 8) is '<km/h>|<duration s>',
// the fleet-order codes 137-143 '<fleet task number>|<fleet task id>|<log id>'. Other codes carry
// free text, shown as it is.

export const OVERSPEED_CODE = 8;
export const FLEET_ORDER_CODES: readonly number[] = [137, 138, 139, 140, 141, 142, 143];
/** Driver-monitoring (DMS) alerts: their media is the cabin camera (channel 3). */
export const DRIVER_MONITORING_CODES: readonly number[] = [
  49, 50, 51, 52, 53, 54, 55, 56, 110, 111,
];
/** Driver-assistance (ADAS) alerts: their media is the road camera (channel 1). */
export const DRIVER_ASSISTANCE_CODES: readonly number[] = [90, 91, 92, 96, 113, 134];
/** An overspeed rule's minimum duration when it names none (alert-centre-and-shell.md §9). */
export const DEFAULT_OVERSPEED_SECONDS = 60;

/** GraphQL `formattedAlertData`: what the parts of the data mean for the alert's code; absent parts are null. */
export interface FormattedAlertData {
  km: number | null;
  durationSeconds: number | null;
  fleetTaskNumber: string | null;
  fleetTaskId: number | null;
  logId: number | null;
}

const EMPTY: FormattedAlertData = {
  km: null,
  durationSeconds: null,
  fleetTaskNumber: null,
  fleetTaskId: null,
  logId: null,
};

const numberOf = (part: string | undefined): number | null => {
  const text = part?.trim();
  if (!text) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

const idOf = (part: string | undefined): number | null => {
  const value = numberOf(part);
  return value !== null && Number.isSafeInteger(value) && value > 0 ? value : null;
};

export const isFleetOrderCode = (code: number) => FLEET_ORDER_CODES.includes(code);
export const hasMedia = (code: number) =>
  DRIVER_MONITORING_CODES.includes(code) || DRIVER_ASSISTANCE_CODES.includes(code);

export function parseAlertData(code: number, data: string | null | undefined): FormattedAlertData {
  if (!data) return { ...EMPTY };
  const parts = data.split('|');
  if (code === OVERSPEED_CODE) {
    const duration = numberOf(parts[1]);
    return {
      ...EMPTY,
      km: numberOf(parts[0]),
      durationSeconds: duration !== null && duration >= 0 ? duration : null,
    };
  }
  if (isFleetOrderCode(code)) {
    const number = parts[0]?.trim();
    return {
      ...EMPTY,
      fleetTaskNumber: number ? number : null,
      fleetTaskId: idOf(parts[1]),
      logId: idOf(parts[2]),
    };
  }
  return { ...EMPTY };
}

/** The overspeed duration in seconds an alert's data reports, or null (not overspeed, or absent). */
export const overspeedSeconds = (code: number, data: string | null | undefined): number | null =>
  code === OVERSPEED_CODE ? parseAlertData(code, data).durationSeconds : null;
