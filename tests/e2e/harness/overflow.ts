// Does a page fit its window's width? On a phone viewport (isMobile, a meta viewport) the layout
// viewport grows with the content, so window.innerWidth reports the page's own width: a page 502 px
// wide on a 390 px phone has innerWidth 502 and `scrollWidth <= innerWidth` passes. The width the
// test set (the viewport Playwright emulates) is the measure, with documentElement.clientWidth as a
// fallback.
import { expect, type Page } from '@playwright/test';

/** How many px the page runs past the window's width (0 or less: it fits). */
export async function horizontalOverflow(page: Page): Promise<number> {
  const viewport = page.viewportSize()?.width;
  return page.evaluate((width) => {
    const root = document.documentElement;
    const limit = width ?? root.clientWidth;
    return Math.max(root.scrollWidth, document.body?.scrollWidth ?? 0) - limit;
  }, viewport);
}

/** Fails, naming the screen and the page's width, when the page is wider than the window. */
export async function expectFitsWidth(page: Page, screen: string): Promise<void> {
  const overflow = await horizontalOverflow(page);
  const width = page.viewportSize()?.width ?? 0;
  expect(
    overflow,
    `${screen}: the page is ${width + overflow} px wide in a ${width} px window`,
  ).toBeLessThanOrEqual(0);
}
