// The shell widgets' GraphQL (alert-centre-and-shell.md §7, master-data.md §7 "GraphQL: company";
// docs/widgets.md): backToVsmsV1 records why a user goes back to VSMS 1.0 and answers where to
// (LEGACY_CONSOLE_URL), and the company's bank accounts as Company.bankAccounts. Both are the
// caller's company's only (row-level security, and the company named in the query).
import { ApiError } from '../errors.ts';
import { enveloped, forbidden } from './envelope.ts';
import { ENVELOPE_FIELDS } from './generate.ts';
import { toGraphql } from '../../src/domain/graphql/names.ts';
import type { GraphqlContext, GraphqlModule } from './types.ts';

const typeDefs = `
input BackToVsmsV1Input {
  "0 to 4 (alert-centre-and-shell §9); 4 is 'Alasan lain' and needs a message."
  reason: Int
  message: String
}

type BackToVsmsV1Result {
  ${ENVELOPE_FIELDS}
  "The legacy console's address: where the console goes 500 ms later (also in message on success)."
  host: String
  data: BackToVsms1
}

extend type Company {
  "The company's bank accounts (bank-account records), the default first."
  bankAccounts: [BankAccount!]!
}

extend type Mutation {
  "Records the reason and answers the old console's address (LEGACY_CONSOLE_URL)."
  backToVsmsV1(input: BackToVsmsV1Input!): BackToVsmsV1Result!
}
`;

const scopesOf = (context: GraphqlContext, resource: string, action: 'read' | 'create') =>
  context.server.resources[resource]?.scopes[action] ?? [`${resource}:${action}`];

const log = (context: GraphqlContext) => (error: unknown) =>
  context.request.log.error({ err: error }, 'graphql shell-widgets module failed');

export const shellWidgetsModule: GraphqlModule = {
  resources: ['back-to-vsms1', 'bank-account', 'company'],
  typeDefs,
  resolvers: {
    Company: {
      bankAccounts: async (parent: { id: number }, _args, context: GraphqlContext) => {
        if (forbidden(context, scopesOf(context, 'bank-account', 'read'))) return [];
        const store = context.server.store('bank-account');
        const { rows } = await context.server.db.query<Record<string, unknown>>(
          `SELECT * FROM "bank_account" WHERE company_id = $1::bigint ORDER BY is_default DESC, id`,
          [parent.id],
        );
        return rows.map((row) =>
          toGraphql({ ...row, id: Number(row.id) }, store.def.schema.properties),
        );
      },
    },
    Mutation: {
      backToVsmsV1: async (_parent, args, context: GraphqlContext) => {
        const refusal = forbidden(context, scopesOf(context, 'back-to-vsms1', 'create'));
        if (refusal) return { ...refusal, host: null, data: null };
        const host = context.server.config.legacyConsoleUrl;
        const result = await enveloped(
          async () => {
            if (!host) throw new ApiError(400, { legacyConsole: 'integration-not-configured' });
            const { reason, message } = (args.input ?? {}) as {
              reason?: number | null;
              message?: string | null;
            };
            const store = context.server.store('back-to-vsms1');
            const created = await store.create(
              context.server.db,
              {
                ...(reason === undefined || reason === null ? {} : { reason: String(reason) }),
                ...(message === undefined ? {} : { message }),
              },
              { account: context.account },
            );
            return toGraphql(created, store.def.schema.properties);
          },
          { status: 201, log: log(context) },
        );
        return result.isSuccessful
          ? { ...result, message: host, host }
          : { ...result, host: null, data: null };
      },
    },
  },
};
