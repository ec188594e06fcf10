// Login, bearer tokens and scope checks.
// Tokens are HS256 JWTs (@fastify/jwt) carrying the user id and a tag of the password hash they
// were issued under (`cred`); the user row is read again on every request, so a deactivated user, a
// changed scope list or a new password (which ends every earlier token) takes effect at once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import { shareTransaction, type Db, type OpenTransaction } from '../db.ts';
import type { ServerConfig } from '../config.ts';
import { ApiError, badRequest } from '../errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { effectiveScopes } from './roles.ts';
import { credentialTag } from './credentials.ts';
import { registerPasswordChange } from './passwordChange.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';
import { missingScope } from '../../src/domain/access/scopes.ts';
import { asSystem, tenantScopeColumns } from '../tenancy.ts';

export interface AuthUser {
  id: number;
  username: string;
  fullname: string;
  position: string;
  company_id: number;
  scopes: string[];
  feature_flags: string[];
  /** Present (true) while the user must replace a password an administrator reset: only routes needing no scope answer. */
  must_change_password?: true;
}

/** Route access rule: the scopes needed (all of them). Routes without one are public. */
export interface RouteAccess {
  scopes: string[];
}

/**
 * The request authentication every route uses, for handlers outside the route table (a WebSocket
 * upgrade, a GraphQL resolver): `app.authenticator`, or `requestAuthenticator(app)`.
 */
export interface RequestAuthenticator {
  /** The live, active account of the request's `Authorization: Bearer <token>`; ApiError 401 (token: required | invalid-value) otherwise. */
  authenticate(request: Pick<FastifyRequest, 'headers'>): Promise<AuthUser>;
  /**
   * authenticate, then every scope held (ApiError 403 {scope: <first missing>} otherwise); sets
   * request.account. With a reply, a 401 carries `WWW-Authenticate: Bearer`.
   */
  authorize(
    request: FastifyRequest,
    reply: FastifyReply | undefined,
    scopes: readonly string[],
    options?: AuthorizeOptions,
  ): Promise<AuthUser>;
}

export interface AuthorizeOptions {
  /**
   * The route only reads (a list, one record): on PostgreSQL the user row is read in the statement
   * that opens the request's read-only transaction and sets its tenant scope (one round trip, not
   * two), and the handler's statements run in that transaction (runReading). PGlite: no change.
   */
  reading?: boolean;
}

/** The app's request authentication (registered by registerAuth). */
export const requestAuthenticator = (app: FastifyInstance): RequestAuthenticator =>
  app.authenticator;

declare module 'fastify' {
  interface FastifyInstance {
    authenticator: RequestAuthenticator;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    account: AuthUser | null;
    /** The read-only transaction authorize opened for a reading route, until its handler takes it. */
    readTransaction: OpenTransaction | null;
  }
}

interface UserRow {
  id: number;
  username: string;
  fullname: string;
  position: string;
  company_id: number;
  scopes: unknown;
  feature_flags: unknown;
  is_active: boolean | null;
  must_change_password?: boolean | null;
  password_hash?: string | null;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The user as the API shows it to themself: scopes are the effective ones (patterns and @roles expanded against the registry). */
export function publicUser(row: UserRow, resources: Record<string, ResourceDef>): AuthUser {
  return {
    id: Number(row.id),
    username: row.username,
    fullname: row.fullname,
    position: row.position,
    company_id: row.company_id,
    scopes: effectiveScopes(strings(row.scopes), resources),
    feature_flags: strings(row.feature_flags),
    ...(row.must_change_password === true ? { must_change_password: true as const } : {}),
  };
}

const unauthorized = (code: 'required' | 'invalid-value') => new ApiError(401, { token: code });

/** The account row and its password hash (the hash only tags tokens: it never leaves the server). */
const USER_ROW_SQL = `SELECT u.*, c.password_hash FROM "user" u LEFT JOIN "auth_credential" c ON c.user_id = u.id`;

/**
 * A reading request's opening round trip: BEGIN READ ONLY, then one statement that reads the user row
 * and sets the tenant scope (role and company) from it. It is planned and checked as the owner (the
 * role changes while it runs), so the owner's policy lets it read the row, as the separate read did;
 * every later statement of the transaction runs as the tenant. An unknown user sets nothing (no row);
 * an inactive one is refused before anything else runs, and the transaction rolled back.
 * `subject` is a validated positive integer, written as a literal: a simple query has no parameters.
 */
const readingOpening = (subject: number) =>
  `BEGIN READ ONLY; SELECT row_to_json(a) AS account, ${tenantScopeColumns('a.company_id::text')} FROM (${USER_ROW_SQL} WHERE u.id = ${subject}) a`;

/**
 * Runs a reading route's handler in the transaction authorize opened for it (when it did): its
 * statements share it, and it ends when the handler is done, committed (read-only: nothing to write)
 * without holding up the answer. Without one, the handler runs as it is.
 */
export async function runReading<T>(
  request: FastifyRequest,
  handler: () => Promise<T>,
): Promise<T> {
  const open = request.readTransaction;
  if (!open) return handler();
  request.readTransaction = null;
  let ok = false;
  try {
    shareTransaction(open.tx);
    const result = await handler();
    ok = true;
    return result;
  } finally {
    void open
      .end(ok)
      .catch((error: unknown) => request.log.error({ err: error }, 'read transaction'));
  }
}

export interface AuthOptions {
  /** The registry in force's hash, sent with /auth/me as X-Armada-Registry: a console that has a
   * newer registry than the API (a schema saved in dev, reload still running) asks again. */
  registryHash?: () => string | undefined;
}

/** `resources`: the registry scope patterns expand against (a function, so a registry replaced at run time is seen). */
export async function registerAuth(
  app: FastifyInstance,
  db: Db,
  config: ServerConfig,
  resources: () => Record<string, ResourceDef>,
  options: AuthOptions = {},
) {
  await app.register(fastifyJwt, {
    secret: config.authSecret,
    sign: { algorithm: 'HS256', expiresIn: config.tokenTtlSeconds },
    verify: { algorithms: ['HS256'] },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError(429, { request: 'too-many-requests' }),
  });
  app.decorateRequest('account', null);
  app.decorateRequest('readTransaction', null);
  // A reading route refused after authorize opened its transaction (a missing scope, a bad query
  // string, an aborted request): the handler never took it, so it is rolled back here.
  const dropReading = async (request: FastifyRequest) => {
    const open = request.readTransaction;
    request.readTransaction = null;
    await open?.end(false);
  };
  app.addHook('onResponse', dropReading);
  app.addHook('onRequestAbort', dropReading);

  const loadUser = async (where: string, value: unknown): Promise<UserRow | undefined> => {
    // Before a company is known (sign-in, a token's user): the owner reads, explicitly.
    const { rows } = await asSystem(() =>
      db.query<UserRow>(`${USER_ROW_SQL} WHERE ${where}`, [value]),
    );
    return rows[0];
  };

  /** The bearer token's user id and credential tag; ApiError 401 when there is no valid token. */
  const verifyToken = (request: Pick<FastifyRequest, 'headers'>) => {
    const header = request.headers.authorization;
    if (!header) throw unauthorized('required');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw unauthorized('invalid-value');
    let subject: number;
    let cred: unknown;
    try {
      const payload = app.jwt.verify<{ sub?: unknown; cred?: unknown }>(match[1]);
      subject = Number(payload.sub);
      cred = payload.cred;
    } catch {
      throw unauthorized('invalid-value');
    }
    if (!Number.isSafeInteger(subject) || subject < 1) throw unauthorized('invalid-value');
    return { subject, cred };
  };

  /** The live, active account of a token's user row (the row read this request). */
  const accountOf = (row: UserRow | undefined, cred: unknown): AuthUser => {
    if (!row || row.is_active === false) throw unauthorized('invalid-value');
    // Issued under an earlier password (reset or changed since): that session has ended.
    if (
      cred !== undefined &&
      cred !== (row.password_hash ? credentialTag(row.password_hash) : undefined)
    )
      throw unauthorized('invalid-value');
    return publicUser(row, resources());
  };

  const authenticate = async (request: Pick<FastifyRequest, 'headers'>): Promise<AuthUser> => {
    const { subject, cred } = verifyToken(request);
    return accountOf(await loadUser('u.id = $1::bigint', subject), cred);
  };

  /** authenticate, the row read in the opening of the request's read-only transaction (Db.begin). */
  const authenticateReading = async (request: FastifyRequest): Promise<AuthUser> => {
    const { subject, cred } = verifyToken(request);
    const open = await db.begin!(readingOpening(subject));
    try {
      const account = accountOf(open.rows[0]?.account as UserRow | undefined, cred);
      request.readTransaction = open;
      return account;
    } catch (error) {
      await open.end(false);
      throw error;
    }
  };

  const authorize = async (
    request: FastifyRequest,
    reply: FastifyReply | undefined,
    scopes: readonly string[],
    options: AuthorizeOptions = {},
  ): Promise<AuthUser> => {
    try {
      request.account =
        options.reading && db.begin
          ? await authenticateReading(request)
          : await authenticate(request);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        reply?.header('WWW-Authenticate', 'Bearer');
      throw error;
    }
    if (request.account.must_change_password && scopes.length > 0)
      throw new ApiError(403, { password: 'password-change-required' });
    const missing = missingScope(request.account.scopes, scopes);
    if (missing) throw new ApiError(403, { scope: missing });
    return request.account;
  };
  app.decorate('authenticator', { authenticate, authorize } satisfies RequestAuthenticator);

  // Runs before the body is read, so an anonymous caller learns nothing from body errors.
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    await authorize(request, reply, access.scopes);
  });

  // A fixed hash to compare against when the user is unknown, so timing does not reveal usernames.
  const decoy = hashPassword('decoy-password');

  app.post(
    '/auth/login',
    {
      config: {
        rateLimit: {
          max: config.loginRateLimit.max,
          timeWindow: config.loginRateLimit.timeWindowMs,
        },
      },
    },
    async (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw badRequest({ body: 'invalid-format' });
      const errors: Record<string, 'required' | 'invalid-format'> = {};
      for (const field of ['username', 'password']) {
        const value = body[field];
        if (value === undefined || value === null || value === '') errors[field] = 'required';
        else if (typeof value !== 'string' || value.length > 200 || value.includes('\u0000'))
          errors[field] = 'invalid-format';
      }
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const row = await loadUser('u.username = $1', body.username);
      const ok = await verifyPassword(body.password as string, row?.password_hash ?? (await decoy));
      if (!row || !row.password_hash || !ok) throw new ApiError(401, { password: 'invalid-value' });
      if (row.is_active === false) throw new ApiError(401, { username: 'invalid-status' });
      const user = publicUser(row, resources());
      const token = app.jwt.sign({
        sub: String(user.id),
        username: user.username,
        cred: credentialTag(row.password_hash),
      });
      return { data: { token, user } };
    },
  );

  registerPasswordChange(app, db, config);

  app.get('/auth/me', { config: { access: { scopes: [] } } }, async (request, reply) => {
    const hash = options.registryHash?.();
    if (hash) reply.header('X-Armada-Registry', hash);
    return { data: request.account };
  });
}
