// What the return-to-VSMS-1.0 record adds (alert-centre-and-shell.md §5, §7; docs/widgets.md): the
// reason rule of src/domain/widgets/backToV1.ts for every way in (REST, GraphQL's backToVsmsV1), and
// the user filled from the session.
import { badRequest } from '../../errors.ts';
import type { ResourceModule } from '../types.ts';
import { backToV1Problems } from '../../../src/domain/widgets/backToV1.ts';

export const backToVsms1: ResourceModule<'back-to-vsms1'> = {
  hooks: {
    beforeCreate(ctx, record) {
      const problems = backToV1Problems(record);
      if (Object.keys(problems).length > 0) throw badRequest(problems);
      if (typeof record.message === 'string') record.message = record.message.trim() || null;
      if (!ctx.account) return;
      record.user_id = ctx.account.id;
      record.user_fullname = ctx.account.fullname.slice(0, 150);
    },
  },
};
