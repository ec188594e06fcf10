// The page's fake clock (page.clock) stopped "now": pauseAt needs a time still ahead of the page's
// clock when the call lands, and on a loaded machine more than the margin can pass between reading
// the page's time and the pause reaching it ("Cannot fast-forward to the past"). Then it tries
// again with twice the margin; a timer due inside the margin runs before the pause, so callers read
// the page's state after this returns.
import type { Page } from '@playwright/test';

export async function pauseClockSoon(page: Page, marginMs = 2000): Promise<void> {
  for (let margin = marginMs; ; margin *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (!/fast-forward to the past/.test(String(error)) || margin >= 32_000) throw error;
    }
  }
}
