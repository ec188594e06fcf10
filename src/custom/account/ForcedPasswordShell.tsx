// What a user whose password an administrator reset sees, whatever the URL: a new password first
// (the server answers nothing else until then: 403 password-change-required). App.tsx gives this shell
// instead of the console while the session says so; once the password is set, the session that comes
// back no longer does, and the console renders.
import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useRedirect, useTranslate } from 'ra-core';
import { ChangePasswordForm } from './ChangePasswordForm';

export function ForcedPasswordPage() {
  const translate = useTranslate();
  const redirect = useRedirect();
  return (
    <Card
      component="section"
      aria-labelledby="forced-password-title"
      sx={{ width: '100%', maxWidth: 480 }}
    >
      <CardContent>
        <Typography id="forced-password-title" component="h1" variant="h6" sx={{ mb: 1 }}>
          {translate('custom.account.password.title')}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('custom.account.password.required_notice')}
        </Alert>
        <ChangePasswordForm onChanged={() => redirect('/')} />
      </CardContent>
    </Card>
  );
}

/** The layout of that mode: the product's name, the language switch (the shell's, handed in) and sign-out, and the page. */
export function ForcedPasswordShell({
  children,
  languageSwitch,
}: {
  children?: ReactNode;
  languageSwitch?: ReactNode;
}) {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Typography
          component="span"
          variant="h6"
          sx={{ flexGrow: 1, fontSize: '1.1rem', fontWeight: 700 }}
        >
          {translate('app.name')}
        </Typography>
        {languageSwitch}
        <Button
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={() => void logout()}
          sx={{ textTransform: 'none' }}
        >
          {translate('custom.account.password.logout')}
        </Button>
      </Box>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-start',
          p: { xs: 1, sm: 4 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
