// The public tracking page's own root, outside the console's <Admin> (which requires a login): the
// console's i18n (Indonesian first; the choice kept where the console keeps it), theme and query
// client, and no auth provider.
import { CssBaseline } from '@mui/material';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '../../i18n/i18nProvider.ts';
import { theme } from '../../theme.ts';
import { TrackingPage } from './TrackingPage.tsx';

const i18nProvider = createI18nProvider();

export default function PublicTrackingApp({ token }: { token: string }) {
  return (
    <AdminContext i18nProvider={i18nProvider} theme={theme} darkTheme={null}>
      {/* <AdminUI> brings the baseline in the console; this page has no AdminUI. */}
      <CssBaseline />
      <TrackingPage token={token} />
    </AdminContext>
  );
}
