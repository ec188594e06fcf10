// Profil (alert-centre-and-shell.md §2 "Profile"), and its Add Number / Add Email routes that focus
// that field: the signed-in user's name, e-mail and phone (PATCH /user/profile; the server's
// field-keyed refusals show on the fields), and the password form (the current password, then the
// new one) below it.
import { useCallback } from 'react';
import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, HttpError, useNotify, useTranslate } from 'ra-core';
import { Loading, TextInput, Title } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ChangePasswordForm } from '../ChangePasswordForm';
import { fetchProfile, PROFILE_QUERY_KEY, saveProfile, type ProfileChanges } from './profileApi';
import { focusedField } from './paths';

const FIELDS = ['fullname', 'email', 'phone'] as const;

export default function ProfilePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const focus = focusedField(pathname);
  const { data: profile, error } = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile });

  const submit = useCallback(
    async (values: ProfileChanges) => {
      const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
      const changes: ProfileChanges = {
        fullname: text(values.fullname),
        email: text(values.email) || null,
        phone: text(values.phone) || null,
      };
      try {
        const saved = await saveProfile(changes);
        queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
        notify('custom.account.profile.saved', { type: 'success' });
        return undefined;
      } catch (failure) {
        const codes =
          failure instanceof HttpError
            ? ((failure.body as { errors?: Record<string, string> } | undefined)?.errors ?? {})
            : {};
        const errors = Object.fromEntries(
          Object.entries(codes)
            .filter(([field]) => (FIELDS as readonly string[]).includes(field))
            .map(([field, code]) => [field, `validation.${code}`]),
        );
        if (Object.keys(errors).length > 0) return errors;
        notify(failure instanceof TypeError ? 'app.errors.network' : 'ra.notification.http_error', {
          type: 'error',
        });
        return undefined;
      }
    },
    [notify, queryClient],
  );

  const title = translate('custom.account.profile.title');
  return (
    <Box sx={{ py: 2, maxWidth: 640 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Typography component="h1" variant="h6" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {error ? (
            <Typography role="alert" color="error">
              {translate('ra.notification.http_error')}
            </Typography>
          ) : !profile ? (
            <Loading />
          ) : (
            <Form
              key={profile.id}
              defaultValues={{
                fullname: profile.fullname,
                email: profile.email ?? '',
                phone: profile.phone ?? '',
              }}
              onSubmit={submit}
              noValidate
            >
              <Stack spacing={1}>
                <Typography variant="body2" color="text.secondary">
                  {translate('custom.account.profile.username', { username: profile.username })}
                </Typography>
                <TextInput
                  source="fullname"
                  label="resources.user.fields.fullname"
                  autoComplete="name"
                  fullWidth
                  isRequired
                />
                <TextInput
                  source="email"
                  type="email"
                  label="resources.user.fields.email"
                  autoComplete="email"
                  autoFocus={focus === 'email'}
                  fullWidth
                />
                <TextInput
                  source="phone"
                  type="tel"
                  label="resources.user.fields.phone"
                  helperText="custom.account.profile.phone_help"
                  autoComplete="tel"
                  autoFocus={focus === 'phone'}
                  fullWidth
                />
                <Box>
                  <Button type="submit" variant="contained">
                    {translate('custom.account.profile.save')}
                  </Button>
                </Box>
              </Stack>
            </Form>
          )}
          <Divider sx={{ my: 3 }} />
          <Typography component="h2" variant="subtitle1" sx={{ mb: 2, fontWeight: 600 }}>
            {translate('custom.account.password.title_change')}
          </Typography>
          <ChangePasswordForm onChanged={() => undefined} />
        </CardContent>
      </Card>
    </Box>
  );
}
