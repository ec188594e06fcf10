// Until when the feedback dialog stays hidden for this user in this browser (the end of the day it
// was shown or dismissed: src/domain/widgets/feedbackTiming.ts).
const key = (userId: string | number | undefined) => `armada.feedback.hiddenUntil.${userId ?? ''}`;

export function loadHiddenUntil(userId: string | number | undefined): number | null {
  try {
    const value = Number(window.localStorage.getItem(key(userId)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function saveHiddenUntil(userId: string | number | undefined, until: number): void {
  try {
    window.localStorage.setItem(key(userId), String(until));
  } catch {
    // Private mode: the dialog may come back on the next load, which the server's status still limits.
  }
}
