// The page's entry (index.html): the console, or the public tracking page. Its chunks and the list
// route's are modulepreloaded by the built index.html (vite.config.ts), so they load with the
// document; a signed-in user's list starts its first request as the app module runs
// (src/resources/initialList.ts). docs/architecture.md, "Usable first".
// First: the opened page's resource schemas start loading before the rest of the code runs.
import { initialDetails } from './resources/initialDetails';
import { LATER_MESSAGES, resourceDetails } from './resources/resourceDetails';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadMessages, storedLocale } from './i18n/messages';
import { PublicTracking, trackingTokenFrom } from './custom/tracking/publicRoute';
import { SchemaStatusBanner } from './custom/dev/SchemaStatusBanner';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The public tracking page (/track/:token) needs no login: it is not the console.
const trackingToken = trackingTokenFrom(window.location);
const render = () =>
  createRoot(root).render(
    <StrictMode>
      {trackingToken ? <PublicTracking token={trackingToken} /> : <App />}
      {/* npm run dev: the API refused a saved schema (scripts/lib/registryGate.ts). */}
      {import.meta.env.DEV && <SchemaStatusBanner />}
    </StrictMode>,
  );
// The chosen language's messages first, so a reload in English does not flash Indonesian; if they
// cannot be fetched the console starts in Indonesian rather than not at all. And the opened page's
// resource schemas and labels (src/resources/initialDetails.ts).
// The public tracking page's messages are among the later ones (src/i18n/laterMessages.id.ts).
void Promise.all([
  loadMessages(storedLocale()),
  trackingToken ? resourceDetails.load([LATER_MESSAGES]) : initialDetails,
]).then(render, render);
