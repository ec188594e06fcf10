// Logout, path /logout (alert-centre-and-shell.md §2): signs out through the auth provider (the
// session and its token are dropped, and with the layout the push channel's socket closes, so this
// browser gets no more pushes), then the login page. An error is logged and the redirect happens
// anyway (§8).
import { useEffect } from 'react';
import { useLogout } from 'ra-core';
import { Loading } from 'react-admin';

export default function LogoutPage() {
  const logout = useLogout();
  useEffect(() => {
    logout().catch((error: unknown) => console.warn('logout', error));
  }, [logout]);
  return <Loading />;
}
