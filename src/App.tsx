// The console: react-admin's <Admin> with the order-service/simple-REST data provider, the
// /auth/login auth provider, Indonesian-first i18n, the theme, the shell and one <Resource> per
// registry resource the user may read (src/resources/resourceElements.tsx).
import { Admin } from 'react-admin';
import { REGISTRY_HASH, resources } from './generated/registry';
import { env } from './config/env';
import { createDataProvider } from './dataProviders/index';
import { createAuthProvider, getToken } from './auth/authProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { theme } from './theme';
import { Layout } from './custom/shell/Layout';
import { Dashboard } from './custom/shell/Dashboard';
import { LoginPage } from './custom/shell/LoginPage';
import { Notification } from './custom/shell/Notification';
import { initialViewLoader, resourceElements } from './resources/resourceElements';

// Getters, not values: in dev a saved schema regenerates the registry and this module is
// re-evaluated by HMR, so the providers always see the current resources.
const registry = () => resources;
const dataProvider = createDataProvider({ resources: registry, apiUrl: env.apiUrl, getToken: () => getToken() });
const authProvider = createAuthProvider({ resources: registry, apiUrl: env.apiUrl, registryHash: () => REGISTRY_HASH });

// A signed-in user opening a list or a record: fetch that view's code now, alongside the shell's,
// not after the shell has rendered and the router has matched the URL (a round trip saved).
if (getToken()) void initialViewLoader(window.location.hash.replace(/^#/, ''))?.().catch(() => undefined);

// Created on first render, after main.tsx has loaded the user's language (English is a chunk), and
// again for a new registry: in dev a saved schema re-evaluates this module by HMR, and the new
// resource's labels (ResourceDef.messages, from its schema) reach only a provider built with it.
let i18nFor: { hash: string; provider: ReturnType<typeof createI18nProvider> } | undefined;
function i18nProviderFor(hash: string) {
  if (i18nFor?.hash !== hash) i18nFor = { hash, provider: createI18nProvider(undefined, { resources: registry }) };
  return i18nFor.provider;
}

export function App() {
  const i18nProvider = i18nProviderFor(REGISTRY_HASH);
  return (
    <Admin
      title="Armada Console"
      disableTelemetry
      requireAuth
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      darkTheme={null}
      layout={Layout}
      dashboard={Dashboard}
      loginPage={LoginPage}
      notification={Notification}
    >
      {(permissions: unknown) => resourceElements(Array.isArray(permissions) ? (permissions as string[]) : [])}
    </Admin>
  );
}
