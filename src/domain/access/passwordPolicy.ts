// The password policy (docs/architecture.md, "Users and their administration"): at least 10
// characters, at least one letter and one digit, and not containing the username. Checked by the
// server wherever a password is set (a new user, an administrator's reset, the user's own change)
// and by the console's forms before they send. Passwords already stored are not re-judged.
import type { ErrorCode } from '../../generated/registry.ts';

export const PASSWORD_MIN_LENGTH = 10;
/** The sign-in refuses longer ones (server/auth/auth.ts), so no longer one may be set. */
export const PASSWORD_MAX_LENGTH = 200;

/**
 * Why `password` may not be set for `username`, as an API error code, or undefined when it may:
 * required (missing or empty), invalid-format (not a string, or a NUL), too-long, weak-password.
 */
export function passwordProblem(password: unknown, username?: string): ErrorCode | undefined {
  if (password === undefined || password === null || password === '') return 'required';
  if (typeof password !== 'string' || password.includes('\u0000')) return 'invalid-format';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too-long';
  if (password.length < PASSWORD_MIN_LENGTH) return 'weak-password';
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'weak-password';
  const name = username?.trim().toLowerCase();
  if (name && password.toLowerCase().includes(name)) return 'weak-password';
  return undefined;
}
