// The sign-in page: react-admin's <Login> and <LoginForm> (username, password; errors as toasts),
// titled with the product name, with the language switch, inside a main landmark.
import { Box, Typography } from '@mui/material';
import { Login, LoginForm } from 'react-admin';
import { useTranslate } from 'ra-core';
import { LanguageSwitch } from './LanguageSwitch';

export function LoginPage() {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ position: 'relative' }}>
      <Box sx={{ position: 'absolute', top: 8, right: 16, zIndex: 1, color: 'common.white' }}>
        <LanguageSwitch ungated />
      </Box>
      <Login>
        <Box sx={{ px: 2, textAlign: 'center' }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
            {translate('app.auth.login_title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.auth.login_subtitle')}
          </Typography>
        </Box>
        <LoginForm />
      </Login>
    </Box>
  );
}
