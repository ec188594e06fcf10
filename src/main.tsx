import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadMessages, storedLocale } from './i18n/messages';
import { PublicTracking, trackingTokenFrom } from './custom/tracking/publicRoute';
import { onConsoleReady, takeFirstScreen } from './resources/firstScreenHandoff';
import { SchemaStatusBanner } from './custom/dev/SchemaStatusBanner';

/** The longest the first screen stays up if the console's list never says it has drawn. */
const FIRST_SCREEN_LIMIT_MS = 15_000;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// With the first screen on display (src/firstScreen/boot.ts), the console renders into a container
// outside the document, and takes the first screen's place in one step when its list has drawn
// its rows (or at once if the user leaves the page or the list never reports): no blank frame in
// between, and nothing the user sees twice.
const firstScreen = takeFirstScreen();
const container = firstScreen ? document.createElement('div') : root;
if (firstScreen) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const replace = () => {
    clearTimeout(timer);
    window.removeEventListener('hashchange', replace);
    if (container.isConnected) return;
    root.append(container);
    firstScreen.remove();
  };
  onConsoleReady(replace);
  window.addEventListener('hashchange', replace);
  timer = setTimeout(replace, FIRST_SCREEN_LIMIT_MS);
}
// The public tracking page (/track/:token) needs no login: it is not the console.
const trackingToken = trackingTokenFrom(window.location);
const render = () =>
  createRoot(container).render(
    <StrictMode>
      {trackingToken ? <PublicTracking token={trackingToken} /> : <App />}
      {/* npm run dev: the API refused a saved schema (scripts/lib/registryGate.ts). */}
      {import.meta.env.DEV && <SchemaStatusBanner />}
    </StrictMode>,
  );
// The chosen language's messages first, so a reload in English does not flash Indonesian; if they
// cannot be fetched the console starts in Indonesian rather than not at all.
void loadMessages(storedLocale()).then(render, render);
