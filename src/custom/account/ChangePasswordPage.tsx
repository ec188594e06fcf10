// "Ganti Kata Sandi" at /password, from the user menu: any signed-in user changes their password.
import { Card, CardContent, Typography } from '@mui/material';
import { useRedirect, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { ChangePasswordForm } from './ChangePasswordForm';

export default function ChangePasswordPage() {
  const translate = useTranslate();
  const redirect = useRedirect();
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title={translate('custom.account.password.title_change')} />
      <CardContent>
        <Typography component="h1" variant="h6" sx={{ mb: 2 }}>
          {translate('custom.account.password.title_change')}
        </Typography>
        <ChangePasswordForm onChanged={() => redirect('/')} />
      </CardContent>
    </Card>
  );
}
