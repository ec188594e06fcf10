// What the user resource adds to the generic CRUD (docs/architecture.md, "Users and their
// administration"): an administrator manages their own company's users. A create takes a write-only
// `password` beside the record (POST …/user replaces the generic create, so the credential is written
// in the user's transaction); POST …/user/{id}/reset-password sets a temporary password the user must
// replace at the next sign-in. The hooks hold for every way in (REST, simple REST, GraphQL): an
// administrator grants only scopes and feature flags they hold, manages only users whose access lies
// within theirs, names no unknown role, and cannot deactivate or re-scope their own account.
// There is no delete: deactivating (is_active false) ends the user's sessions at once, since every
// request re-reads the account (server/auth/auth.ts).
import type { AuthUser } from '../../auth/auth.ts';
import { hashPassword } from '../../auth/password.ts';
import { effectiveScopes } from '../../auth/roles.ts';
import { temporaryPassword, writeCredential } from '../../auth/credentials.ts';
import type { Db } from '../../db.ts';
import { ApiError, badRequest, errorMap, notFound } from '../../errors.ts';
import { isPlainObject, type RecordData } from '../../storage/records.ts';
import type { JsonSchema, ResourceDef } from '../../../src/generated/registry.ts';
import { readableBy } from '../../../src/domain/access/readableFields.ts';
import {
  passwordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../src/domain/access/passwordPolicy.ts';
import { unknownRoleEntries } from '../../../src/domain/access/roles.ts';
import { flagsNotHeld } from '../../../src/domain/access/grants.ts';
import type { CustomRoute, ResourceModule } from '../types.ts';
import { profileRoutes, USER_SETTING } from './profile.ts';
import { SAVED_VIEW_TABLES } from '../../views/savedViews.ts';

/** Transactions in which POST …/user writes the new user's credential: only there may an account create a user. */
const withPassword = new WeakSet<Db>();

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item): item is string => typeof item === 'string')
    ? value
    : undefined;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;

/** 403 unless `record` belongs to the account's company. */
function assertSameCompany(account: AuthUser, companyId: unknown) {
  if (companyId !== undefined && Number(companyId) !== Number(account.company_id))
    throw new ApiError(403, { company_id: 'forbidden' });
}

/** 403 when the user holds a scope the account does not: resetting or re-scoping them would hand that scope over. */
function assertManageable(
  resources: Record<string, ResourceDef>,
  account: AuthUser,
  user: { scopes?: unknown },
) {
  const held = new Set(account.scopes);
  if (effectiveScopes(strings(user.scopes) ?? [], resources).some((scope) => !held.has(scope)))
    throw new ApiError(403, { id: 'forbidden' });
}

/** 400 for an unknown @role, 403 for a scope (after expansion) or a new feature flag the account does not hold. */
function assertGrantable(
  resources: Record<string, ResourceDef>,
  account: AuthUser,
  scopes: string[] | undefined,
  addedFlags: readonly string[],
) {
  if (scopes) {
    if (unknownRoleEntries(scopes).length > 0) throw badRequest({ scopes: 'unknown-role' });
    const held = new Set(account.scopes);
    if (effectiveScopes(scopes, resources).some((scope) => !held.has(scope)))
      throw new ApiError(403, { scopes: 'not-held' });
  }
  if (flagsNotHeld(account.feature_flags, addedFlags).length > 0)
    throw new ApiError(403, { feature_flags: 'not-held' });
}

/** The create body's documentation: the user's writable properties plus the write-only password. */
function createBody(def: ResourceDef): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(def.schema.properties))
    if (!schema.readOnly) properties[name] = schema;
  properties.must_change_password = {
    type: 'boolean',
    default: false,
    description:
      'The user must replace the password at the first sign-in (server-owned afterwards: set by a reset, cleared by POST /auth/password).',
  };
  properties.password = {
    type: 'string',
    writeOnly: true,
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description:
      'Write-only: stored hashed, apart from the record. At least 10 characters, letters and digits, not containing the username (weak-password).',
  };
  return { type: 'object', required: [...(def.schema.required ?? []), 'password'], properties };
}

export const user: ResourceModule<'user'> = {
  // Each user's saved list views (server/views/savedViews.ts), per company like the user.
  // A second line behind the row-level policies: generic reads and writes see the company's users only.
  rowScope: (account) => ({ field: 'company_id', value: account.company_id }),
  // The signed-in user's own settings (layout, last reminder): server/resources/user/profile.ts.
  tables: [...SAVED_VIEW_TABLES, USER_SETTING],

  hooks: {
    beforeCreate(ctx, record) {
      const { account } = ctx;
      // The server's own inserts (seed, fixtures, a platform operator's new company) have no account.
      if (!account) return;
      if (!withPassword.has(ctx.tx)) throw badRequest({ password: 'required' });
      assertSameCompany(account, record.company_id);
      assertGrantable(
        ctx.server.resources,
        account,
        strings(record.scopes) ?? [],
        strings(record.feature_flags) ?? [],
      );
    },

    beforeUpdate(ctx, current, changes) {
      const { account } = ctx;
      if (!account) return;
      if ('company_id' in changes) assertSameCompany(account, changes.company_id);
      const scopes = 'scopes' in changes ? strings(changes.scopes) : undefined;
      const flags = 'feature_flags' in changes ? strings(changes.feature_flags) : undefined;
      const currentScopes = strings(current.scopes) ?? [];
      const currentFlags = strings(current.feature_flags) ?? [];
      if (current.id === account.id) {
        const errors = errorMap();
        if (changes.is_active === false) errors.is_active = 'own-account';
        if (scopes && !sameSet(scopes, currentScopes)) errors.scopes = 'own-account';
        if (flags && !sameSet(flags, currentFlags)) errors.feature_flags = 'own-account';
        if (Object.keys(errors).length > 0) throw badRequest(errors);
        return;
      }
      assertManageable(ctx.server.resources, account, current);
      const added = (flags ?? []).filter((flag) => !currentFlags.includes(flag));
      if (scopes || added.length > 0) assertGrantable(ctx.server.resources, account, scopes, added);
    },
  },

  routes(def) {
    // Every signed-in user's own profile and settings, before /user/{id} (profile.ts).
    const own = profileRoutes(def);
    if (!def.operations.includes('create') && !def.operations.includes('update')) return own;
    const record = {
      $ref: `#/components/schemas/${def.name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}`,
    };
    const routes: CustomRoute[] = [...own];
    if (def.operations.includes('create')) {
      routes.push({
        method: 'POST',
        path: def.path,
        action: 'create',
        summary:
          'Create a user of your company with a password (write-only, stored hashed apart from the record): weak-password, not-unique username, unknown-role and (403) not-held scopes change nothing',
        bodyDoc: createBody(def),
        responses: {
          '201': {
            description: 'The new user (without the password)',
            schema: { type: 'object', properties: { data: record } },
          },
        },
        async handler({ server, account, body, reply }) {
          if (!isPlainObject(body)) throw badRequest({ body: 'invalid-format' });
          const { password, must_change_password: mustChange, ...fields }: RecordData = body;
          // must_change_password is the server's field, which a create may turn on (the administrator
          // chose the first password, so the user replaces it at the first sign-in).
          if (mustChange !== undefined && typeof mustChange !== 'boolean')
            throw badRequest({ must_change_password: 'invalid-format' });
          const store = server.store('user');
          // The company is the session's: filled when left out, refused when another is named.
          if (
            Object.hasOwn(store.def.schema.properties, 'company_id') &&
            !store.def.schema.properties.company_id.readOnly
          ) {
            if (fields.company_id === undefined || fields.company_id === null)
              fields.company_id = account.company_id;
            else assertSameCompany(account, fields.company_id);
          }
          const problem = passwordProblem(
            password,
            typeof fields.username === 'string' ? fields.username : undefined,
          );
          let prepared: RecordData;
          try {
            prepared = store.prepareCreate(fields, { account });
          } catch (error) {
            // Every field's error at once, the password's among them.
            if (problem && error instanceof ApiError && error.status === 400)
              throw badRequest({ ...error.errors, password: problem });
            throw error;
          }
          if (problem) throw badRequest({ password: problem });
          if (mustChange) prepared.must_change_password = true;
          const passwordHash = await hashPassword(password as string);
          const created = await server.db.transaction(async (tx) => {
            withPassword.add(tx);
            const saved = await store.createIn(tx, prepared, { account });
            await writeCredential(tx, saved.id, saved.company_id, passwordHash);
            return saved;
          });
          reply.code(201);
          return {
            data: readableBy(store.def, account.scopes)(await store.expand(server.db, created)),
          };
        },
      });
    }
    if (def.operations.includes('update')) {
      routes.push({
        method: 'POST',
        path: `${def.path}/{id}/reset-password`,
        action: 'update',
        summary:
          "Reset a user's password: the one sent (policy: weak-password) or a generated one, returned once as temporary_password. The user must set a new one at the next sign-in (must_change_password), and every token issued before stops working",
        bodyDoc: {
          type: 'object',
          additionalProperties: false,
          properties: {
            password: {
              type: 'string',
              writeOnly: true,
              minLength: PASSWORD_MIN_LENGTH,
              maxLength: PASSWORD_MAX_LENGTH,
            },
          },
        },
        responses: {
          '200': {
            description:
              'The user, now with must_change_password, and the generated password (null when one was sent)',
            schema: {
              type: 'object',
              properties: {
                data: {
                  type: 'object',
                  properties: { user: record, temporary_password: { type: ['string', 'null'] } },
                },
              },
            },
          },
        },
        async handler({ server, account, params, body }) {
          const input = body === undefined || body === null ? {} : body;
          if (!isPlainObject(input)) throw badRequest({ body: 'invalid-format' });
          for (const key of Object.keys(input))
            if (key !== 'password') throw badRequest({ [key]: 'unknown-field' });
          const store = server.store('user');
          const target = await store.getRaw(server.db, params.id);
          if (Number(target.company_id) !== Number(account.company_id)) throw notFound();
          // Their own password is changed with the current one (POST /auth/password), not reset.
          if (target.id === account.id) throw badRequest({ id: 'own-account' });
          assertManageable(server.resources, account, target);
          const sent = input.password;
          const generated =
            sent === undefined || sent === null || sent === ''
              ? temporaryPassword(target.username)
              : undefined;
          const password = generated ?? sent;
          const problem = passwordProblem(password, target.username);
          if (problem) throw badRequest({ password: problem });
          const passwordHash = await hashPassword(password as string);
          const updated = await server.db.transaction(async (tx) => {
            const current = await store.getRaw(tx, params.id, undefined, true);
            if (Number(current.company_id) !== Number(account.company_id)) throw notFound();
            await writeCredential(tx, current.id, current.company_id, passwordHash);
            return store.applyUpdate(tx, current, { must_change_password: true }, { account });
          });
          const readable = readableBy(store.def, account.scopes);
          return {
            data: {
              user: readable(await store.expand(server.db, updated)),
              temporary_password: generated ?? null,
            },
          };
        },
      });
    }
    return routes;
  },
};
