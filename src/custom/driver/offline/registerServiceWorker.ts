/// <reference types="vite-plugin-pwa/vanillajs" />
// Registers the driver's service worker (sw.ts), built by vite-plugin-pwa. A new build's worker
// takes over at once (skipWaiting in sw.ts) but the open page is never reloaded under the driver:
// pages load network-first, so the next load is the new build anyway.
import { registerSW } from 'virtual:pwa-register';

export function registerDriverServiceWorker(): void {
  registerSW({ immediate: true, onNeedReload: () => {} });
}
