// The page's entry (index.html). A signed-in user who opens a generated list on a wide screen gets
// its first page at once: drawIfList (show.ts) fetches and draws it, then the console (main.tsx)
// loads, mounts aside and takes over when its own list has drawn, from the same response
// (src/resources/firstScreenHandoff.ts). Anything else (no session, another page, a phone, a failed request) loads the
// console straight away, as before. docs/architecture.md, "The first screen before React".
import { drawIfList } from './show.ts';

void drawIfList()
  .catch(() => false)
  // The console itself, on demand: after the first screen is drawn, never before it.
  // oxlint-disable-next-line no-restricted-imports
  .then(() => import('../main.tsx'));
