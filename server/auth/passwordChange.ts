// POST /auth/password: a signed-in user sets a new password with their current one. The only way out
// of an administrator's reset (must_change_password: every route needing a scope answers 403
// password-change-required until then), and the way to change a password at any time. The answer is
// a new session: the token the call was made with, like every token issued under the old password,
// stops working (server/auth/auth.ts compares the token's `cred` with the stored hash).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db.ts';
import type { ServerConfig } from '../config.ts';
import { badRequest, errorMap } from '../errors.ts';
import { passwordProblem } from '../../src/domain/access/passwordPolicy.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { credentialTag, writeCredential } from './credentials.ts';

const FIELDS = ['current_password', 'new_password'] as const;

/** The signed-in account (auth.ts's AuthUser, named through Fastify's request to keep auth.ts out of this module's imports). */
type Account = NonNullable<FastifyRequest['account']>;

export function registerPasswordChange(app: FastifyInstance, db: Db, config: ServerConfig) {
  app.post(
    '/auth/password',
    {
      config: {
        access: { scopes: [] },
        // Guessing the current password with a stolen token is as limited as guessing it at sign-in.
        rateLimit: {
          max: config.loginRateLimit.max,
          timeWindow: config.loginRateLimit.timeWindowMs,
        },
      },
    },
    async (request) => changeOwnPassword(app, db, request.account!, request.body),
  );
}

/**
 * Sets the account's password from `current_password` and `new_password` in `body` (field-keyed 400
 * when either is wrong; keys other than these two are refused unless `otherFields` names them) and
 * returns the new session. PATCH /user/profile changes a password through here too.
 */
export async function changeOwnPassword(
  app: FastifyInstance,
  db: Db,
  account: Account,
  body: unknown,
  otherFields: readonly string[] = [],
): Promise<{
  data: {
    token: string;
    user: Awaited<ReturnType<FastifyInstance['authenticator']['authenticate']>>;
  };
}> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest({ body: 'invalid-format' });
  const fields = body as Record<string, unknown>;
  const errors = errorMap();
  for (const key of Object.keys(fields))
    if (!(FIELDS as readonly string[]).includes(key) && !otherFields.includes(key))
      errors[key] = 'unknown-field';
  const current = fields.current_password;
  if (current === undefined || current === null || current === '')
    errors.current_password = 'required';
  else if (typeof current !== 'string' || current.length > 200)
    errors.current_password = 'invalid-format';
  const problem = passwordProblem(fields.new_password, account.username);
  if (problem) errors.new_password = problem;
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const next = fields.new_password as string;

  const { rows } = await db.query<{ password_hash: string }>(
    `SELECT c."password_hash" FROM "auth_credential" c JOIN "user" u ON u."id" = c."user_id" WHERE u."id" = $1::bigint AND u."company_id" = $2::bigint`,
    [account.id, account.company_id],
  );
  const stored = rows[0]?.password_hash;
  if (!stored || !(await verifyPassword(current as string, stored)))
    throw badRequest({ current_password: 'invalid-value' });
  // A reset must lead to a password only the user knows, not the temporary one again.
  if (await verifyPassword(next, stored)) throw badRequest({ new_password: 'invalid-value' });
  const passwordHash = await hashPassword(next);

  const store = app.armada.store('user');
  const flagged = Object.hasOwn(store.def.schema.properties, 'must_change_password');
  await db.transaction(async (tx) => {
    const row = await store.getRaw(tx, account.id, undefined, true);
    await writeCredential(tx, account.id, account.company_id, passwordHash);
    if (flagged && row.must_change_password === true)
      await store.applyUpdate(tx, row, { must_change_password: false }, { account });
  });

  const token = app.jwt.sign({
    sub: String(account.id),
    username: account.username,
    cred: credentialTag(passwordHash),
  });
  // The account as the new token sees it (must_change_password gone).
  const user = await app.authenticator.authenticate({
    headers: { authorization: `Bearer ${token}` },
  });
  return { data: { token, user } };
}
