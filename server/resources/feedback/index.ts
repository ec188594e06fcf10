// What the feedback resource adds (alert-centre-and-shell.md §3, §7; docs/widgets.md): the server
// fills who gave it from the session, GET …/feedback-status says whether the user may still be asked
// this month, and GET …/feedback/summary gives administrators the score distribution. Every query runs
// as the caller's company (row-level security), and names the company as the second line.
import type { CustomRoute, ResourceModule } from '../types.ts';
import { FEEDBACK_POINTS } from '../../../src/domain/widgets/feedbackTiming.ts';

interface CountRow {
  point: number | string;
  count: number | string;
}

export const feedback: ResourceModule<'feedback'> = {
  hooks: {
    beforeCreate(ctx, record) {
      if (!ctx.account) return;
      record.user_id = ctx.account.id;
      record.user_fullname = ctx.account.fullname.slice(0, 150);
    },
  },
  routes(def): CustomRoute[] {
    return [
      {
        method: 'GET',
        path: '/feedback-status',
        action: 'create',
        summary:
          "Whether the feedback dialog may ask the caller: data.status is false once they gave feedback this calendar month (the server's time zone)",
        responses: {
          '200': {
            description: "data.status and, when given, the date of this month's feedback",
            schema: {
              type: 'object',
              properties: {
                data: {
                  type: 'object',
                  properties: {
                    status: { type: 'boolean' },
                    last_feedback_on: { type: ['string', 'null'], format: 'date-time' },
                  },
                },
              },
            },
          },
        },
        async handler({ server, account }) {
          const { rows } = await server.db.query<{ created_on: string | Date }>(
            `SELECT created_on FROM "feedback" WHERE company_id = $1::bigint AND user_id = $2::bigint
               AND created_on >= date_trunc('month', now()) ORDER BY created_on DESC LIMIT 1`,
            [account.company_id, account.id],
          );
          const last = rows[0]?.created_on;
          return {
            data: {
              status: !last,
              last_feedback_on: last ? new Date(last).toISOString() : null,
            },
          };
        },
      },
      {
        method: 'GET',
        path: `${def.path}/summary`,
        action: 'read',
        summary:
          "The company's feedback: how many, the average score and how many gave each score 1 to 5",
        responses: {
          '200': {
            description: 'data.total, data.average (null without feedback), data.distribution',
            schema: {
              type: 'object',
              properties: {
                data: {
                  type: 'object',
                  properties: {
                    total: { type: 'integer' },
                    average: { type: ['number', 'null'] },
                    distribution: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: { point: { type: 'integer' }, count: { type: 'integer' } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        async handler({ server, account }) {
          const { rows } = await server.db.query<CountRow>(
            `SELECT point, count(*) AS count FROM "feedback" WHERE company_id = $1::bigint GROUP BY point`,
            [account.company_id],
          );
          const counts = new Map(rows.map((r) => [Number(r.point), Number(r.count)]));
          const distribution = FEEDBACK_POINTS.map((point) => ({
            point,
            count: counts.get(point) ?? 0,
          }));
          const total = distribution.reduce((sum, d) => sum + d.count, 0);
          const average =
            total === 0
              ? null
              : Math.round(
                  (distribution.reduce((sum, d) => sum + d.point * d.count, 0) / total) * 100,
                ) / 100;
          return { data: { total, average, distribution } };
        },
      },
    ];
  },
};
