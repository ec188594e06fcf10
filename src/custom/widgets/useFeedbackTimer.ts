// Opens the feedback dialog by its timing rule (src/domain/widgets/feedbackTiming.ts): 60 s after
// the console opened, in the month's last days, once a day, and only when GET …/feedback-status says
// the user may be asked (a failed check suppresses it, alert-centre-and-shell.md §8).
import { useEffect, useRef } from 'react';
import { useDataProvider } from 'ra-core';
import { endOfDay, FEEDBACK_DELAY_MS, feedbackDue } from '../../domain/widgets/feedbackTiming';
import { loadHiddenUntil, saveHiddenUntil } from './feedbackStorage';

export function useFeedbackTimer(options: {
  enabled: boolean;
  userId: string | number | undefined;
  lastDays: number | undefined;
  onDue: () => void;
}): void {
  const { enabled, userId, lastDays, onDue } = options;
  const dataProvider = useDataProvider();
  // When the console opened: the count survives the company record arriving (which enables it).
  const openedAt = useRef(new Date());
  const due = useRef(onDue);
  due.current = onDue;
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const wait = Math.max(0, openedAt.current.getTime() + FEEDBACK_DELAY_MS - Date.now());
    const timer = setTimeout(async () => {
      const now = new Date();
      if (
        !feedbackDue({
          now,
          openedAt: openedAt.current,
          lastDays,
          hiddenUntil: loadHiddenUntil(userId),
        })
      )
        return;
      try {
        // GET …/feedback-status: the feedback collection's address followed by "-status" (§7).
        const json = await (
          dataProvider as unknown as {
            call(resource: string, params: { method: 'GET'; path: string }): Promise<unknown>;
          }
        ).call('feedback', { method: 'GET', path: '-status' });
        if (cancelled || (json as { data?: { status?: unknown } })?.data?.status !== true) return;
      } catch {
        return;
      }
      saveHiddenUntil(userId, endOfDay(now));
      due.current();
    }, wait);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled, userId, lastDays, dataProvider]);
}
