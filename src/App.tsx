// The console: react-admin's <Admin> with the order-service/simple-REST data provider, the
// /auth/login auth provider, Indonesian-first i18n, the theme, the shell and one <Resource> per
// registry resource the user may read (src/resources/resourceElements.tsx).
import { lazy, Suspense, useContext, useMemo, type ComponentProps, type ReactNode } from 'react';
import { notifyManager, QueryClient } from '@tanstack/react-query';
import { AdminContext, AdminUI } from 'react-admin';
import { store } from './config/store';
import { liveRegistryHash, liveResources } from './resources/liveRegistry';
import { setScopeRefresh, useLiveAccess } from './auth/liveAccess';
import { env } from './config/env';
import { createDataProvider } from './dataProviders/index';
import { createAuthProvider, getToken } from './auth/authProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { theme } from './theme';
import { Layout } from './custom/shell/Layout';
import { Dashboard } from './custom/shell/Dashboard';
import { LoginPage } from './custom/shell/LoginPage';
import { Notification } from './custom/shell/Notification';
import { NoResources } from './custom/shell/NoResources';
import { initialViewLoader, preloadView, resourceElements } from './resources/resourceElements';
import { prefetchInitialList, refetchUnlessPrefetched } from './resources/initialList';
import { initialDetails } from './resources/initialDetails';
import { resourceDetails } from './resources/resourceDetails';
import { prefetchShell } from './custom/shell/initialShell';
import { ResourceDefinitionsProvider } from './resources/resourceDefinitions';
import { overrides } from './resources/overrides';
import { loadSession, tokenExpiry } from './auth/session';
import { primeCanAccess } from './auth/access';
import { LanguageSwitch } from './custom/shell/LanguageSwitch';
import { driverRoutes, DriverToday } from './custom/driver/driverRoutes';
import { isDriverOnly } from './domain/fleet-task/statusMachine';
import { AlertBell } from './custom/alerts/AlertBell';
import { LiveRecords } from './custom/alerts/LiveRecords';
import { alertRoutes } from './custom/alerts/alertRoutes';
import {
  accountRoutes,
  ForcedPasswordPage,
  forcedPasswordRoutes,
} from './custom/account/accountRoutes';
import { settingRoutes } from './custom/setting/settingRoutes';
import { auditRoutes } from './custom/audit/auditRoutes';
import { ShellWidgets } from './custom/widgets/ShellWidgets';
import { AlertEventsContext } from './custom/alerts/AlertEventsContext';
import { AnnouncementBell } from './custom/announcements/AnnouncementBell';
import { shellRoutes } from './custom/shell/chrome/shellRoutes';
import { liveviewRoutes } from './custom/liveview/liveviewRoutes';
import { usePageSettled } from './config/pageSettled';
import { OnDemand, type ComponentLoader } from './config/loadedComponent';

// Getters, not values: in dev a saved schema regenerates the registry, which liveRegistry swaps in
// without re-evaluating this module, so the providers keep their identity and see the new resources.
const dataProvider = createDataProvider({
  resources: liveResources,
  apiUrl: env.apiUrl,
  getToken: () => getToken(),
});
const authProvider = createAuthProvider({
  resources: liveResources,
  apiUrl: env.apiUrl,
  registryHash: liveRegistryHash,
});
// What the console asked for as it started is not asked again by the hook that mounts just after.
const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnMount: refetchUnlessPrefetched } },
});
// The scopes adopted with a registry (a schema saved in dev) or a session reach react-admin's own
// permission queries (usePermissions: the views' abilities) in the same React update as App's new
// resources: react-query delivers in its next flush, and App is notified in that flush too. Apart,
// each would make <Admin> re-derive and re-register its resources: two more renders of the console.
setScopeRefresh(() => authProvider.getPermissions({}), {
  deliver: ({ scopes }, notify) =>
    notifyManager.batch(() => {
      queryClient.setQueriesData({ queryKey: ['auth', 'getPermissions'] }, scopes);
      notifyManager.schedule(notify);
    }),
});

// A signed-in user opening a list or a record: fetch that view's code now, alongside the shell's,
// not after the shell has rendered and the router has matched the URL (a round trip saved).
// And that list's first page: its request runs while the shell renders (src/resources/initialList.ts).
const session = loadSession();
if (session) {
  // As canAccess would answer: a session read under this registry, its token not expired.
  const expiry = tokenExpiry(session.token);
  if (session.registryHash === liveRegistryHash() && (expiry === undefined || expiry > Date.now()))
    primeCanAccess(queryClient, session.user.scopes, liveResources());
  const route = window.location.hash.replace(/^#/, '');
  void initialDetails.then(() => preloadView(initialViewLoader(route))).catch(() => undefined);
  const [pathname, search = ''] = route.split('?');
  const listKey = prefetchInitialList({
    pathname,
    search: search && `?${search}`,
    resources: liveResources(),
    overrides,
    scopes: session.user.scopes,
    queryClient,
    dataProvider,
    store,
  });
  // The console shell's own first answers, with the list's (not the driver's or the password shell's).
  if (!session.user.must_change_password && !isDriverOnly(session.user.scopes)) {
    prefetchShell({
      queryClient,
      dataProvider,
      resources: liveResources(),
      scopes: session.user.scopes,
      companyId: session.user.company_id,
      listResource: listKey?.[0] as string | undefined,
    });
  }
}

// Created on first render, after main.tsx has loaded the user's language (English is a chunk). It
// follows the registry itself (a schema saved in dev brings its labels), so it is created once.
let i18nProvider: ReturnType<typeof createI18nProvider> | undefined;

// The shells other than the console's and the dialogs a list page does not show are chunks of their
// own, out of the entry (docs/architecture.md, "One initial chunk"). A session that needs one of
// the shells starts its import as this module runs, as for the list's view.
const loadDriverLayout = () =>
  resourceDetails.load().then(() => import('./custom/driver/DriverLayout'));
const loadPasswordShell = () => import('./custom/account/ForcedPasswordShell');
const DriverLayout = lazy(() => loadDriverLayout().then((m) => ({ default: m.DriverLayout })));
const ForcedPasswordShell = lazy(() =>
  loadPasswordShell().then((m) => ({ default: m.ForcedPasswordShell })),
);
const loadBannerModal = () =>
  import('./custom/announcements/BannerModal').then((m) => m.BannerModal);
const loadContactReminder = () =>
  import('./custom/account/profile/ContactReminder').then((m) => m.ContactReminder);
if (session?.user.must_change_password === true) void loadPasswordShell().catch(() => undefined);
else if (session && isDriverOnly(session.user.scopes))
  void loadDriverLayout().catch(() => undefined);

/** A dialog that opens by itself (the banner, the contact reminder): fetched once the page has settled. */
function AfterSettled({ load }: { load: ComponentLoader<object> }) {
  return <OnDemand load={load} when={usePageSettled()} />;
}

// A driver-only session (alert-centre-and-shell.md §2) gets the driver's shell: no sidebar, today's
// tasks at / and the task screen; the shell's language switch is handed in.
const DriverShell = ({ children }: { children?: ReactNode }) => (
  <Suspense fallback={null}>
    <DriverLayout languageSwitch={<LanguageSwitch />}>{children}</DriverLayout>
  </Suspense>
);

// A user whose password an administrator reset: the password page alone, in a frame of its own.
const PasswordShell = ({ children }: { children?: ReactNode }) => (
  <Suspense fallback={null}>
    <ForcedPasswordShell languageSwitch={<LanguageSwitch />}>{children}</ForcedPasswordShell>
  </Suspense>
);

// The alert centre (docs/alerts.md §4): its bell in the console's top bar (the only part on the first
// screen; the rest loads on demand) and its pages as custom routes.
// System announcements (docs/announcements.md): their entry beside the alert bell, told of
// system-notif pushes through the page's push events (a custom page never imports another).
function AnnouncementEntry() {
  const events = useContext(AlertEventsContext);
  return <AnnouncementBell subscribe={events.subscribe} />;
}
const alertBell = (
  <>
    <AlertBell />
    <AnnouncementEntry />
    <LiveRecords />
    <ShellWidgets />
  </>
);
// The Dashboard, with the banner a sign-in brings (isLoginSuccess).
const ConsoleDashboard = (props: ComponentProps<typeof Dashboard>) => (
  <>
    <Dashboard {...props} />
    <AfterSettled load={loadBannerModal} />
  </>
);
// The reminder to add an e-mail or phone (src/custom/account/profile/): over every console page.
const overlays = <AfterSettled load={loadContactReminder} />;
const ConsoleLayout = ({ children }: { children?: ReactNode }) => (
  <Layout alertBell={alertBell} overlays={overlays}>
    {children}
  </Layout>
);

// Liveview and Live view v2 (docs/calls-and-liveview.md): the map, a vehicle's recent alerts (with
// the alert actions and call buttons) and the push events are handed in, so no custom page imports
// another; the map and the alerts load with the page.
const liveview = liveviewRoutes({
  Map: lazy(() => import('./custom/map/GeoMap').then((m) => ({ default: m.GeoMap }))),
  VehicleAlerts: lazy(() => import('./custom/alerts/vehicle/VehicleAlerts')),
  useEvents: () => useContext(AlertEventsContext),
});

export function App() {
  i18nProvider ??= createI18nProvider(undefined, { resources: liveResources });
  // The resources as plain children, from the session's scopes, not react-admin's permissions
  // function: a function child makes <Admin> show its loading page and remount the layout each time
  // the permissions or the function change (a sign-in, a schema saved in dev). Plain children are
  // reconciled: a new resource joins the menu, and the open page stays mounted.
  // A password an administrator reset comes first (the server answers nothing else): only that page.
  const { registry, scopes, mustChangePassword } = useLiveAccess();
  const driver = isDriverOnly(scopes);
  const children = useMemo(
    () =>
      mustChangePassword
        ? forcedPasswordRoutes
        : driver
          ? driverRoutes
          : [
              ...resourceElements(scopes, { resources: registry.resources }),
              alertRoutes,
              accountRoutes,
              settingRoutes,
              auditRoutes,
              shellRoutes,
              liveview,
            ],
    [mustChangePassword, driver, scopes, registry.resources],
  );
  // <Admin> is AdminContext + AdminUI; between them, the resources' definitions from the first
  // render on (src/resources/resourceDefinitions.tsx), not registered after it.
  return (
    <AdminContext
      queryClient={queryClient}
      store={store}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      darkTheme={null}
    >
      <ResourceDefinitionsProvider resources={children}>
        <AdminUI
          title="Armada Console"
          disableTelemetry
          requireAuth
          layout={mustChangePassword ? PasswordShell : driver ? DriverShell : ConsoleLayout}
          dashboard={
            mustChangePassword ? ForcedPasswordPage : driver ? DriverToday : ConsoleDashboard
          }
          loginPage={LoginPage}
          notification={Notification}
          ready={NoResources}
        >
          {children}
        </AdminUI>
      </ResourceDefinitionsProvider>
    </AdminContext>
  );
}
