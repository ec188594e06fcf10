// What a popup shows of an alert's data (alert-centre-and-shell.md §3, §9): overspeed km/h and its
// duration against the rule's threshold (60 s when none is named), fuel ascent/descent in %,
// temperature in °C, idle and parking time, driving time (its trigger), the fleet-order number.
// Pure: each line is a message key and its arguments, the card translates them.
import {
  DEFAULT_OVERSPEED_SECONDS,
  isFleetOrderCode,
  OVERSPEED_CODE,
  parseAlertData,
} from '../../../domain/alerts/alertData';

export const FUEL_CODES: readonly number[] = [13, 14];
export const IDLE_CODE = 15;
export const PARKING_CODE = 16;
export const TEMPERATURE_CODES: readonly number[] = [17, 18];
export const DRIVING_TIME_CODE = 117;

export interface DataLine {
  key: string;
  args: Record<string, string | number>;
}

export interface PopupDataInput {
  alertCode: number;
  alertData?: string | null;
  alertTrigger?: string | null;
  formattedAlertData?: { km?: number | null; durationSeconds?: number | null } | null;
}

/** The overspeed threshold: the smallest minimum duration of the alert's overspeed rules, 60 s when none names one. */
export function overspeedThreshold(thresholds: readonly (number | null | undefined)[]): number {
  const named = thresholds.filter((t): t is number => typeof t === 'number' && t >= 0);
  return named.length > 0 ? Math.min(...named) : DEFAULT_OVERSPEED_SECONDS;
}

const firstNumber = (data: string | null | undefined): number | undefined => {
  const value = Number(data?.split('|')[0]?.trim());
  return data && Number.isFinite(value) ? value : undefined;
};

/** Minutes from seconds, rounded, for idle and parking. */
const minutes = (seconds: number) => Math.round(seconds / 60);

export function popupDataLines(
  alert: PopupDataInput,
  options: { showOverspeedDuration: boolean; thresholdSeconds: number },
): DataLine[] {
  const code = alert.alertCode;
  const parsed = parseAlertData(code, alert.alertData);
  if (code === OVERSPEED_CODE) {
    const km = alert.formattedAlertData?.km ?? parsed.km;
    const duration = alert.formattedAlertData?.durationSeconds ?? parsed.durationSeconds;
    const lines: DataLine[] = [];
    if (km != null) lines.push({ key: 'speed', args: { km } });
    if (options.showOverspeedDuration && duration != null)
      lines.push({
        key: 'overspeed_duration',
        args: { seconds: duration, threshold: options.thresholdSeconds },
      });
    return lines;
  }
  if (isFleetOrderCode(code))
    return parsed.fleetTaskNumber
      ? [{ key: 'fleet_order', args: { number: parsed.fleetTaskNumber } }]
      : [];
  const value = firstNumber(alert.alertData);
  if (FUEL_CODES.includes(code) && value !== undefined)
    return [{ key: code === 13 ? 'fuel_up' : 'fuel_down', args: { percent: value } }];
  if (TEMPERATURE_CODES.includes(code) && value !== undefined)
    return [{ key: 'temperature', args: { celsius: value } }];
  if (code === IDLE_CODE && value !== undefined)
    return [{ key: 'idle', args: { minutes: minutes(value) } }];
  if (code === PARKING_CODE && value !== undefined)
    return [{ key: 'parking', args: { minutes: minutes(value) } }];
  if (code === DRIVING_TIME_CODE)
    return [{ key: 'driving_time', args: { trigger: alert.alertTrigger || '4 jam' } }];
  return [];
}
