// Writing a user's password: the credential row (auth_credential, beside the user table, never in the
// record) and the temporary passwords an administrator's reset hands out. Every statement names the
// user's company as well as the user: the row-level policies are the boundary, this is the second line.
import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../db.ts';
import { notFound } from '../errors.ts';
import { passwordProblem } from '../../src/domain/access/passwordPolicy.ts';

/**
 * Sets (or replaces) the password hash of user `userId` of company `companyId`, in the caller's
 * transaction; 404 when the company has no such user. The credential carries the user's company.
 */
export async function writeCredential(
  tx: Db,
  userId: number,
  companyId: number,
  passwordHash: string,
  at: Date = new Date(),
): Promise<void> {
  const { rows } = await tx.query(
    `INSERT INTO "auth_credential" ("user_id", "password_hash", "updated_on", "company_id")
     SELECT u."id", $2, $3::timestamptz, u."company_id" FROM "user" u WHERE u."id" = $1::bigint AND u."company_id" = $4::bigint
     ON CONFLICT ("user_id") DO UPDATE SET "password_hash" = EXCLUDED."password_hash", "updated_on" = EXCLUDED."updated_on"
     RETURNING "user_id"`,
    [userId, passwordHash, at.toISOString(), companyId],
  );
  if (rows.length === 0) throw notFound();
}

/**
 * A short tag of the stored hash, carried in the tokens signed with it (claim `cred`): a new password
 * (a new salt, so a new hash) makes every token issued before it invalid.
 */
export const credentialTag = (passwordHash: string): string =>
  createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);

// No 0/O, 1/l/I: read aloud or copied by hand from the administrator's screen.
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;

/** A temporary password that meets the policy: three groups of four, e.g. `k7fm-q2xp-9hta` (about 62 bits). */
export function temporaryPassword(username = ''): string {
  for (;;) {
    const groups = Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    );
    const password = groups.join('-');
    if (!passwordProblem(password, username)) return password;
  }
}
