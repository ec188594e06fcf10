// Whether this load opens a generated list the first screen can draw, and drawing it: the page
// fetched with react-admin's own request (through the console's data provider), the frame drawn
// around it (draw.ts). docs/architecture.md, "The first screen before React".
import { loadSession, tokenExpiry } from '../auth/session.ts';
import { env } from '../config/env.ts';
import { store } from '../config/store.ts';
import { createDataProvider } from '../dataProviders/index.ts';
import { isDriverOnly } from '../domain/fleet-task/statusMachine.ts';
import { MENU_GROUPS, REGISTRY_HASH, resources } from '../generated/registry.ts';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import { loadMessages, storedLocale } from '../i18n/messages.ts';
import { ALERT_SCOPES, bellBadges, COUNTS_TTL_MS } from '../custom/alerts/centreRules.ts';
import { loadCounts } from '../custom/alerts/storage.ts';
import { drawFirstScreen } from './draw.ts';
import { fillReferences } from './references.ts';
import { dropFirstPage, handFirstPage, showFirstScreen } from '../resources/firstScreenHandoff.ts';
import { planInitialList, splitRoute } from '../resources/initialListPlan.ts';
import { themeCustomProperties } from '../themeTokens.ts';
import css from './firstScreen.css?inline';

/**
 * The console's layout for this window, by MUI's breakpoints as the console applies them: from md
 * (900 px) the sidebar beside the table; below sm (600 px) a phone's cards (ResourceCardList's
 * down('sm')). Between the two the sidebar opens over the page: the first screen is not drawn.
 */
export function layoutFor(view: Pick<Window, 'matchMedia'>): 'desktop' | 'phone' | undefined {
  if (view.matchMedia('(min-width:900px)').matches) return 'desktop';
  if (view.matchMedia('(max-width:599.95px)').matches) return 'phone';
  return undefined;
}

/** Resources with a folder of their own (src/resources/<name>/): their screens are the console's to draw. */
const OWN_FOLDERS = new Set(
  Object.keys(import.meta.glob('../resources/*/index.ts')).map((file) => file.split('/')[2]),
);

/** react-admin's store, read: the console's own (src/config/store.ts). */
const storeItem = (key: string): unknown => store.getItem(key);

/** The alert bell as AlertBell shows it before its counts are fetched: none without the alert centre's scope. */
const alertBell = (scopes: readonly string[]) =>
  scopes.includes(ALERT_SCOPES.main)
    ? bellBadges(loadCounts(Date.now(), COUNTS_TTL_MS), scopes)
    : undefined;

/** Draws the first screen when this load opens a generated list it can draw; true once it is shown. */
export async function drawIfList(): Promise<boolean> {
  const layout = layoutFor(window);
  if (!layout) return false;
  const session = loadSession();
  // As the auth provider would judge it: an expired token means the login page, and scopes read
  // under another registry are asked for again (/auth/me) before anything is shown.
  const expiry = session ? tokenExpiry(session.token) : undefined;
  if (
    !session ||
    (expiry !== undefined && expiry <= Date.now()) ||
    session.registryHash !== REGISTRY_HASH ||
    isDriverOnly(session.user.scopes)
  )
    return false;
  const hash = window.location.hash;
  const { pathname, search } = splitRoute(hash.replace(/^#/, ''));
  const plan = planInitialList({
    pathname,
    search,
    resources,
    handWritten: (name) => OWN_FOLDERS.has(name),
    scopes: session.user.scopes,
    storeItem,
  });
  // Columns the user has hidden, shown or moved are the table's own to draw.
  if (
    !plan ||
    storeItem(`${plan.def.name}.datatable`) !== undefined ||
    storeItem(`${plan.def.name}.datatable_columnRanks`) !== undefined
  )
    return false;
  const locale = storedLocale();
  const dataProvider = createDataProvider({
    resources,
    apiUrl: env.apiUrl,
    getToken: () => session.token,
  });
  const result = dataProvider.getList(plan.def.name, plan.params);
  handFirstPage(plan.queryKey, result);
  const [page] = await Promise.all([result, loadMessages(locale)]).catch((error: unknown) => {
    dropFirstPage();
    throw error;
  });
  // The user has moved on (or the session ended) while the page was on its way.
  if (window.location.hash !== hash || !loadSession()) return false;
  const style = document.createElement('style');
  style.textContent = themeCustomProperties() + css;
  document.head.append(style);
  const screen = drawFirstScreen({
    def: plan.def,
    params: plan.params,
    page,
    resources,
    groups: MENU_GROUPS,
    scopes: session.user.scopes,
    userName: session.user.fullname,
    locale,
    translate: createI18nProvider(locale, { resources }).translate,
    layout,
    storeItem,
    alertBell: alertBell(session.user.scopes),
  });
  document.body.append(screen);
  showFirstScreen(screen);
  void fillReferences(screen, dataProvider, resources, session.user.scopes);
  return true;
}

// In dev a saved schema regenerates the registry and icons this module reads. It runs once, at
// load, so it takes the new modules as they are, without reloading the page (liveRegistry.ts
// carries them into the console).
if (import.meta.hot) import.meta.hot.accept();
