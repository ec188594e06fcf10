// The return to VSMS 1.0 (alert-centre-and-shell.md §5, §9): a reason must be chosen, and with
// 'Alasan lain' (4) a text must be written. The console shows the refusal, the server enforces it
// (server/resources/back-to-vsms1/).

export const BACK_TO_V1_REASONS = ['0', '1', '2', '3', '4'] as const;
export type BackToV1Reason = (typeof BACK_TO_V1_REASONS)[number];
/** 'Alasan lain': the reason that needs a text. */
export const OTHER_REASON: BackToV1Reason = '4';
/** Characters of the other reason's text; the schema holds the same. */
export const BACK_TO_V1_MESSAGE_MAX = 500;
/** The wait between the recorded reason and the redirect (§9). */
export const BACK_TO_V1_REDIRECT_MS = 500;

export const isBackToV1Reason = (value: unknown): value is BackToV1Reason =>
  typeof value === 'string' && (BACK_TO_V1_REASONS as readonly string[]).includes(value);

/** Field-keyed problems of a choice: reason `required`, or the other reason's message `required`. */
export function backToV1Problems(choice: {
  reason?: unknown;
  message?: unknown;
}): Record<string, 'required'> {
  if (choice.reason === undefined || choice.reason === null || choice.reason === '')
    return { reason: 'required' };
  if (
    choice.reason === OTHER_REASON &&
    (typeof choice.message !== 'string' || choice.message.trim() === '')
  )
    return { message: 'required' };
  return {};
}
