// Banners (docs/announcements.md): the platform operator's, authored in the generated CRUD; every
// write needs the platform:operator scope besides banner:*, which a company administrator's role
// also grants. Read by every signed-in user through GET /banner-active/company?domain=… (the
// banners of that company domain) and GET /banner-active (the global ones), as the owner: a banner
// is its author's company's row, shown to every company.
import type { AuthUser } from '../../auth/auth.ts';
import { ApiError, badRequest } from '../../errors.ts';
import { asSystem } from '../../tenancy.ts';
import {
  normaliseDomain,
  PLATFORM_OPERATOR_SCOPE,
} from '../../../src/domain/announcements/announcementRules.ts';
import type { ResourceModule } from '../types.ts';

function operatorOnly(account: AuthUser | null) {
  // The server's own writes (seed, fixtures) have no account.
  if (account && !account.scopes.includes(PLATFORM_OPERATOR_SCOPE))
    throw new ApiError(403, { scope: PLATFORM_OPERATOR_SCOPE });
}

interface BannerRow {
  id: number;
  title: string;
  image_url: string;
  link_url: string | null;
  day_show: number[];
  domain: string | null;
}

const COLUMNS = 'id, title, image_url, link_url, day_show, domain';

export const banner: ResourceModule<'banner'> = {
  hooks: {
    beforeCreate(ctx, record) {
      operatorOnly(ctx.account);
      record.domain = normaliseDomain(record.domain);
    },
    beforeUpdate(ctx, _current, changes) {
      operatorOnly(ctx.account);
      if ('domain' in changes) changes.domain = normaliseDomain(changes.domain as string | null);
    },
    beforeDelete(ctx) {
      operatorOnly(ctx.account);
    },
  },

  routes() {
    const list = {
      description: 'data: the active banners, newest first (each with day_show, §7)',
      schema: {
        type: 'object',
        properties: {
          data: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                title: { type: 'string' },
                image_url: { type: 'string' },
                link_url: { type: ['string', 'null'] },
                day_show: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 6 } },
                domain: { type: ['string', 'null'] },
              },
            },
          },
        },
      },
    };
    return [
      {
        method: 'GET',
        path: '/banner-active/company',
        action: 'read',
        scopes: [],
        summary:
          'The active banners of a company domain (the console sends the host it is served on); empty: ask GET /banner-active',
        query: [{ name: 'domain', required: true, schema: { type: 'string', maxLength: 253 } }],
        responses: { '200': list },
        async handler({ server, query }) {
          const raw = query.domain;
          if (raw === undefined || raw === '') throw badRequest({ domain: 'required' });
          const domain = typeof raw === 'string' && raw.length <= 253 ? normaliseDomain(raw) : null;
          if (!domain) throw badRequest({ domain: 'invalid-format' });
          const { rows } = await asSystem(() =>
            server.db.query<BannerRow>(
              `SELECT ${COLUMNS} FROM banner WHERE is_active AND domain = $1 ORDER BY updated_on DESC, id DESC LIMIT 10`,
              [domain],
            ),
          );
          return { data: rows };
        },
      },
      {
        method: 'GET',
        path: '/banner-active',
        action: 'read',
        scopes: [],
        summary: 'The active global banners (no company domain)',
        responses: { '200': list },
        async handler({ server }) {
          const { rows } = await asSystem(() =>
            server.db.query<BannerRow>(
              `SELECT ${COLUMNS} FROM banner WHERE is_active AND domain IS NULL ORDER BY updated_on DESC, id DESC LIMIT 10`,
            ),
          );
          return { data: rows };
        },
      },
    ];
  },
};
