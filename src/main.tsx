import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadMessages, storedLocale } from './i18n/messages';
import { PublicTracking, trackingTokenFrom } from './custom/tracking/publicRoute';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The public tracking page (/track/:token) needs no login: it is not the console.
const trackingToken = trackingTokenFrom(window.location);
const render = () => createRoot(container).render(<StrictMode>{trackingToken ? <PublicTracking token={trackingToken} /> : <App />}</StrictMode>);
// The chosen language's messages first, so a reload in English does not flash Indonesian; if they
// cannot be fetched the console starts in Indonesian rather than not at all.
void loadMessages(storedLocale()).then(render, render);
