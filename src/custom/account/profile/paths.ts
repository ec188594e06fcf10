// The named routes of the profile (alert-centre-and-shell.md §2): Profile, and Add Number and Add
// Email, which the reminder leads to: the profile with that field focused.
import { PROFILE_PATH } from '../../../config/routes';

export const PROFILE_ROUTES = {
  profile: PROFILE_PATH,
  addNumber: '/profile/add-number',
  addEmail: '/profile/add-email',
} as const;

/** The field a profile route focuses. */
export function focusedField(pathname: string): 'phone' | 'email' | undefined {
  if (pathname === PROFILE_ROUTES.addNumber) return 'phone';
  if (pathname === PROFILE_ROUTES.addEmail) return 'email';
  return undefined;
}
