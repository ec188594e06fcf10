// The user menu (profile, reports, change password, logout). On a desktop its button shows the user's name, so its accessible name
// starts with that name ('Dimas Pratama, Profil'): speech-input users say what they see (WCAG 2.5.3,
// axe label-content-name-mismatch). react-admin's own button is named 'Profil' alone.
import { useMediaQuery, type Theme } from '@mui/material';
import PasswordIcon from '@mui/icons-material/Password';
import PersonIcon from '@mui/icons-material/Person';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { useGetIdentity, useTranslate } from 'ra-core';
import { Logout, MenuItemLink, UserMenu as RaUserMenu } from 'react-admin';
import { PASSWORD_PATH, PROFILE_PATH } from '../../config/routes';
import { SHELL_ROUTES } from './chrome/paths';

const LABEL = 'ra.auth.user_menu';

export function UserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // react-admin shows the name from this breakpoint up and an icon-only button, named by the label
  // alone, below it (where a label that is no message key would fall back to English).
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const name = identity?.fullName;
  return (
    <RaUserMenu label={showsName && name ? `${name}, ${translate(LABEL)}` : LABEL}>
      {/* Profile and Report, reached from the shell (alert-centre-and-shell.md §2). */}
      <MenuItemLink
        to={PROFILE_PATH}
        primaryText={translate('custom.account.profile.menu')}
        leftIcon={<PersonIcon />}
      />
      <MenuItemLink
        to={SHELL_ROUTES.report}
        primaryText={translate('custom.shell.report.menu')}
        leftIcon={<AssessmentIcon />}
      />
      <MenuItemLink
        to={PASSWORD_PATH}
        primaryText={translate('custom.account.password.menu')}
        leftIcon={<PasswordIcon />}
      />
      <Logout />
    </RaUserMenu>
  );
}
