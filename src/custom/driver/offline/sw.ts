// The driver's service worker (docs/architecture.md "The driver's service worker"), built by
// vite-plugin-pwa (injectManifest) and registered only by the driver's shell:
// - the build's files (scripts, styles, index.html, icons; not the demo photos, maps or the .br/.gz
//   copies) are precached, so the driver's screens load with no connection;
// - a page load of the console (/: its routes are after the #) goes to the network first, so the
//   first-screen HTML is always the server's; only when the network fails is the precached
//   index.html of this same build answered;
// - nothing else is touched: API calls, /files/ photos, other pages and other methods go to the
//   network as if there were no worker (no API answer is ever cached here);
// - a Background Sync ('armada-driver-outbox') sends the outbox (outbox.ts) when the connection
//   returns, even with the tab closed; a failed try asks the browser to try again later.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { clientsClaim } from 'workbox-core';
import { flushOutbox, OUTBOX_SYNC_TAG } from './outbox';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Module scope: this worker's global, typed by what it uses (the console's lib is DOM).
declare const self: {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
};

/** The console's page (a hash router: every screen is /#/…); everything else is left alone. */
export const DRIVER_PAGES = [/^\/$/, /^\/index\.html$/];

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [
        {
          handlerDidError: async () => (await matchPrecache('index.html')) ?? Response.error(),
        },
      ],
    }),
    { allowlist: DRIVER_PAGES },
  ),
);

self.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    flushOutbox().then((result) => {
      // Rejecting asks the browser to fire the sync again later (with its own back-off).
      if (result.stopped === 'later') throw new Error('outbox: no connection yet');
    }),
  );
});
