// The console opens its push channel once the page has settled (src/config/pageSettled.ts:
// LiveRecords, AlertBell, the alert centre's push side). A journey that makes the server push
// something must wait for the channel first, or the message goes to nobody.
import type { Page } from '@playwright/test';

/** Resolves once the page's push socket is authenticated (its `ready` message arrived). Call it before the page loads. */
export function pushReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/push')) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"ready"')) resolve();
      });
    });
  });
}
