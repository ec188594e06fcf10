// The actions a dispatcher takes on alerts (alert-centre-and-shell.md §4, §5; docs/alerts.md §2):
// their names, what each needs as data, and the log line each leaves. The server enforces these
// checks; the console runs the same ones before it sends.

export const ALERT_ACTION_TYPES = ['Read', 'Resolve', 'FalseAlert', 'Recheck', 'Feedback'] as const;
export type AlertActionType = (typeof ALERT_ACTION_TYPES)[number];

export const FALSE_ALERT_REASON_MAX = 300;
export const FEEDBACK_NOTE_MAX = 255;
/** The false-alert dialog's quick-fill reasons; 'Kejadian Lainnya' opens the free text (which must then not be empty). */
export const NO_OCCURRENCE_REASON = 'Tidak ada kejadian';
export const OTHER_REASON = 'Kejadian Lainnya';
export const QUICK_FILL_REASONS: readonly string[] = [NO_OCCURRENCE_REASON, OTHER_REASON];
export const SELECTION_MODE = 'Selection';
/** The spec's look-back for the alert centre's lists: two days. */
export const LOOK_BACK_MS = 172_800_000;

export const isAlertActionType = (value: unknown): value is AlertActionType =>
  typeof value === 'string' && (ALERT_ACTION_TYPES as readonly string[]).includes(value);

/** The code of an action's data, or null when it is acceptable: 'required', 'too-long' or 'invalid-value'. */
export function actionDataError(
  type: AlertActionType,
  data: string | null | undefined,
): 'required' | 'too-long' | 'invalid-value' | null {
  switch (type) {
    case 'Read':
    case 'Recheck':
      return null;
    case 'Resolve':
      return data === 'true' || data === 'false'
        ? null
        : data === undefined || data === null || data === ''
          ? 'required'
          : 'invalid-value';
    case 'FalseAlert':
      return textError(data, FALSE_ALERT_REASON_MAX);
    case 'Feedback':
      return textError(data, FEEDBACK_NOTE_MAX);
  }
}

function textError(data: string | null | undefined, max: number): 'required' | 'too-long' | null {
  if (data === undefined || data === null || data.trim() === '') return 'required';
  return [...data].length > max ? 'too-long' : null;
}

/** Flags an action sets (on every alert it names). */
export interface AlertFlagChange {
  is_read?: boolean;
  is_resolved?: boolean;
  is_false_alert?: boolean;
  false_alert_reason?: string | null;
}

export function flagChange(
  type: AlertActionType,
  data: string | null | undefined,
): AlertFlagChange {
  switch (type) {
    case 'Read':
      return { is_read: true };
    case 'Resolve':
      return { is_resolved: data === 'true' };
    case 'FalseAlert':
      return { is_false_alert: true, is_resolved: true, false_alert_reason: data ?? null };
    case 'Recheck':
      return { is_false_alert: false, is_resolved: false, false_alert_reason: null };
    case 'Feedback':
      return {};
  }
}

/** The log line (the spec's note) an action leaves; Read leaves none. */
export function actionLogNote(
  type: AlertActionType,
  data: string | null | undefined,
): string | null {
  switch (type) {
    case 'Read':
      return null;
    case 'Resolve':
      return data === 'true' ? 'marked Resolved' : 'marked Unresolved';
    case 'FalseAlert':
      return 'False Alert';
    case 'Recheck':
      return 'canceled False Alert';
    case 'Feedback':
      return data ?? null;
  }
}

/** Resolve, FalseAlert and Recheck change whether an alert counts as unresolved: they go out on the resolve channel. */
export const changesResolution = (type: AlertActionType) =>
  type === 'Resolve' || type === 'FalseAlert' || type === 'Recheck';
