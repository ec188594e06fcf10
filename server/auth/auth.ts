// Login, bearer tokens and scope checks.
// Tokens are HS256 JWTs (@fastify/jwt) carrying the user id and a tag of the password hash they
// were issued under (`cred`); the user row is read again on every request, so a deactivated user, a
// changed scope list or a new password (which ends every earlier token) takes effect at once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import type { Db } from '../db.ts';
import type { ServerConfig } from '../config.ts';
import { ApiError, badRequest } from '../errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { effectiveScopes } from './roles.ts';
import { credentialTag } from './credentials.ts';
import { registerPasswordChange } from './passwordChange.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';
import { missingScope } from '../../src/domain/access/scopes.ts';
import { asSystem } from '../tenancy.ts';

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
  ): Promise<AuthUser>;
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

  const loadUser = async (where: string, value: unknown): Promise<UserRow | undefined> => {
    // Before a company is known (sign-in, a token's user): the owner reads, explicitly.
    const { rows } = await asSystem(() =>
      db.query<UserRow>(
        `SELECT u.*, c.password_hash FROM "user" u LEFT JOIN "auth_credential" c ON c.user_id = u.id WHERE ${where}`,
        [value],
      ),
    );
    return rows[0];
  };

  const authenticate = async (request: Pick<FastifyRequest, 'headers'>): Promise<AuthUser> => {
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
    const row = await loadUser('u.id = $1::bigint', subject);
    if (!row || row.is_active === false) throw unauthorized('invalid-value');
    // Issued under an earlier password (reset or changed since): that session has ended.
    if (
      cred !== undefined &&
      cred !== (row.password_hash ? credentialTag(row.password_hash) : undefined)
    )
      throw unauthorized('invalid-value');
    return publicUser(row, resources());
  };

  const authorize = async (
    request: FastifyRequest,
    reply: FastifyReply | undefined,
    scopes: readonly string[],
  ): Promise<AuthUser> => {
    try {
      request.account = await authenticate(request);
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
