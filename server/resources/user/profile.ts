// The signed-in user's own page (alert-centre-and-shell.md §2 "Profile", §3 "Profile";
// master-data.md `PATCH /user/profile`): GET and PATCH /user/profile (name, e-mail, phone, and a
// password change with the current password, through the same code as POST /auth/password), POST
// /user/profile/reminder (the e-mail/phone reminder was dismissed: lastReminder), and GET and PATCH
// /user/settings (the layout settings panel's choices, kept on the server so they follow the user to
// another browser). Every signed-in user reaches them (no scope): each reads and writes only its own
// row. The settings table is per company under row-level security (docs/tenancy.md) like every
// module table; within the company, the rows are the user's by `user_id = <account>`.
import { quoteIdent } from '../../storage/columns.ts';
import type { ModuleTable } from '../../storage/migrate.ts';
import type { ResourceDef } from '../../../src/generated/registry.ts';
import type { AuthUser } from '../../auth/auth.ts';
import type { ServerContext } from '../../context.ts';
import type { Db } from '../../db.ts';
import { badRequest, errorMap } from '../../errors.ts';
import { isPlainObject } from '../../storage/records.ts';
import { changeOwnPassword } from '../../auth/passwordChange.ts';
import {
  DEFAULT_LAYOUT,
  LAYOUT_OPTIONS,
  parseLayoutSettings,
  type LayoutSettings,
} from '../../../src/domain/shell/layoutSettings.ts';
import type { CustomRoute } from '../types.ts';

export const USER_SETTING_TABLE = 'user_setting';
const settings = quoteIdent(USER_SETTING_TABLE);

/** One row per user who saved a layout or dismissed the reminder; none until then. */
export const USER_SETTING: ModuleTable = {
  name: USER_SETTING_TABLE,
  statements: [
    `CREATE TABLE ${settings} (user_id bigint PRIMARY KEY, company_id bigint NOT NULL, layout jsonb, last_reminder timestamptz, updated_on timestamptz NOT NULL DEFAULT now())`,
  ],
};

const PROFILE_FIELDS = ['fullname', 'email', 'phone'] as const;
const PASSWORD_FIELDS = ['current_password', 'new_password'];

interface SettingRow {
  layout: unknown;
  last_reminder: string | Date | null;
}

async function settingRow(db: Db, account: AuthUser): Promise<SettingRow | undefined> {
  const { rows } = await db.query<SettingRow>(
    `SELECT layout, last_reminder FROM ${settings} WHERE user_id = $1::bigint AND company_id = $2::bigint`,
    [account.id, account.company_id],
  );
  return rows[0];
}

const iso = (value: string | Date | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

async function profileOf(server: ServerContext, account: AuthUser) {
  const user = await server.store('user').getRaw(server.db, account.id);
  const row = await settingRow(server.db, account);
  return {
    id: user.id,
    username: user.username,
    fullname: user.fullname,
    email: user.email ?? null,
    phone: user.phone ?? null,
    last_reminder: iso(row?.last_reminder),
  };
}

/** A stored layout read leniently: what no longer parses (an option since removed) falls back to the defaults. */
function storedLayout(value: unknown): LayoutSettings {
  if (!isPlainObject(value)) return { ...DEFAULT_LAYOUT };
  const known = Object.fromEntries(
    Object.entries(value).filter(([key]) => key === 'preloader' || key in LAYOUT_OPTIONS),
  );
  const parsed = parseLayoutSettings(known);
  return parsed.ok ? parsed.settings : { ...DEFAULT_LAYOUT };
}

const profileSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    fullname: { type: 'string' },
    email: { type: ['string', 'null'] },
    phone: { type: ['string', 'null'] },
    last_reminder: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When the user last dismissed the reminder to add an e-mail or phone',
    },
  },
};

const layoutSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    layout: { enum: [...LAYOUT_OPTIONS.layout] },
    width: { enum: [...LAYOUT_OPTIONS.width] },
    sidebarType: { enum: [...LAYOUT_OPTIONS.sidebarType] },
    topbar: { enum: [...LAYOUT_OPTIONS.topbar] },
    preloader: { type: 'boolean' },
  },
};

export function profileRoutes(def: ResourceDef): CustomRoute[] {
  const own = { action: 'read' as const, scopes: [] };
  return [
    {
      ...own,
      method: 'GET',
      path: `${def.path}/profile`,
      summary:
        "The signed-in user's profile: name, e-mail, phone and when the reminder was last dismissed",
      responses: {
        '200': {
          description: 'The profile',
          schema: { type: 'object', properties: { data: profileSchema } },
        },
      },
      handler: ({ server, account }) => profileOf(server, account).then((data) => ({ data })),
    },
    {
      ...own,
      method: 'PATCH',
      path: `${def.path}/profile`,
      summary:
        "Change the signed-in user's name, e-mail or phone (the user record's rules: field-keyed 400), and the password with the current one (current_password, new_password: wrong-current is 400 current_password invalid-value). A password change answers a new token too: the old ones stop working",
      bodyDoc: {
        type: 'object',
        additionalProperties: false,
        properties: {
          fullname: { type: 'string', minLength: 1, maxLength: 150 },
          email: { type: ['string', 'null'], format: 'email', maxLength: 150 },
          phone: { type: ['string', 'null'], pattern: '^\\+?[0-9]{8,15}$' },
          current_password: { type: 'string', writeOnly: true },
          new_password: { type: 'string', writeOnly: true },
        },
      },
      responses: {
        '200': {
          description: 'The profile, and the new token when the password changed',
          schema: {
            type: 'object',
            properties: { data: profileSchema, token: { type: 'string' } },
          },
        },
      },
      async handler({ request, server, account, body }) {
        if (!isPlainObject(body)) throw badRequest({ body: 'invalid-format' });
        const errors = errorMap();
        const changes: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(body)) {
          if ((PROFILE_FIELDS as readonly string[]).includes(key))
            // A cleared field is no address at all, not an empty one.
            changes[key] = key !== 'fullname' && value === '' ? null : value;
          else if (!PASSWORD_FIELDS.includes(key)) errors[key] = 'unknown-field';
        }
        if (Object.keys(errors).length > 0) throw badRequest(errors);
        const wantsPassword = PASSWORD_FIELDS.some(
          (key) => body[key] !== undefined && body[key] !== null && body[key] !== '',
        );
        let token: string | undefined;
        if (Object.keys(changes).length > 0) {
          // Checked before the password changes, so a bad e-mail changes nothing.
          const store = server.store('user');
          const current = await store.getRaw(server.db, account.id);
          store.checkRecord({ ...stripReadOnly(store.def, current), ...changes });
        }
        if (wantsPassword) {
          const passwords = Object.fromEntries(PASSWORD_FIELDS.map((key) => [key, body[key]]));
          token = (await changeOwnPassword(request.server, server.db, account, passwords)).data
            .token;
        }
        if (Object.keys(changes).length > 0)
          await server.store('user').update(server.db, account.id, changes, { account });
        return { data: await profileOf(server, account), ...(token ? { token } : {}) };
      },
    },
    {
      ...own,
      method: 'POST',
      path: `${def.path}/profile/reminder`,
      summary:
        'The reminder to add an e-mail or phone was dismissed: records now as last_reminder, so it is not shown again this month',
      responses: {
        '200': {
          description: 'The profile',
          schema: { type: 'object', properties: { data: profileSchema } },
        },
      },
      async handler({ server, account }) {
        await server.db.query(
          `INSERT INTO ${settings} (user_id, company_id, last_reminder) VALUES ($1::bigint, $2::bigint, now()) ON CONFLICT (user_id) DO UPDATE SET last_reminder = now(), updated_on = now()`,
          [account.id, account.company_id],
        );
        return { data: await profileOf(server, account) };
      },
    },
    {
      ...own,
      method: 'GET',
      path: `${def.path}/settings`,
      summary: "The signed-in user's layout settings (the defaults until they choose)",
      responses: {
        '200': {
          description: 'The settings',
          schema: {
            type: 'object',
            properties: { data: { type: 'object', properties: { layout: layoutSchema } } },
          },
        },
      },
      async handler({ server, account }) {
        const row = await settingRow(server.db, account);
        return { data: { layout: storedLayout(row?.layout) } };
      },
    },
    {
      ...own,
      method: 'PATCH',
      path: `${def.path}/settings`,
      summary:
        "Change the signed-in user's layout settings: the options sent replace the stored ones (unknown-field, invalid-value, invalid-format per option)",
      body: {
        type: 'object',
        required: ['layout'],
        additionalProperties: false,
        properties: { layout: { type: 'object' } },
      },
      bodyDoc: {
        type: 'object',
        required: ['layout'],
        additionalProperties: false,
        properties: { layout: layoutSchema },
      },
      responses: {
        '200': {
          description: 'The settings now stored',
          schema: {
            type: 'object',
            properties: { data: { type: 'object', properties: { layout: layoutSchema } } },
          },
        },
      },
      async handler({ server, account, body }) {
        const sent = (body as { layout: Record<string, unknown> }).layout;
        const row = await settingRow(server.db, account);
        const parsed = parseLayoutSettings({ ...storedLayout(row?.layout), ...sent });
        if (!parsed.ok)
          throw badRequest(
            Object.fromEntries(Object.entries(parsed.errors).map(([k, v]) => [`layout.${k}`, v])),
          );
        await server.db.query(
          `INSERT INTO ${settings} (user_id, company_id, layout) VALUES ($1::bigint, $2::bigint, $3::jsonb) ON CONFLICT (user_id) DO UPDATE SET layout = EXCLUDED.layout, updated_on = now()`,
          [account.id, account.company_id, JSON.stringify(parsed.settings)],
        );
        return { data: { layout: parsed.settings } };
      },
    },
  ];
}

/** The record's writable fields, for checking a merged record before writing it. */
function stripReadOnly(def: ResourceDef, record: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(def.schema.properties))
    if (!schema.readOnly && key in record) out[key] = record[key];
  return out;
}
