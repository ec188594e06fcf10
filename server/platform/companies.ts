// The platform operator's one job here: adding a company with its first administrator
// (docs/tenancy.md "Adding a company"). The company row and the administrator are written in one
// transaction, as the owner acting for the new company; nothing of any other company is touched.
import type { Db } from '../db.ts';
import { ApiError, badRequest } from '../errors.ts';
import { createUser } from '../auth/users.ts';
import { passwordProblem } from '../../src/domain/access/passwordPolicy.ts';
import { validators } from '../../src/generated/validators.js';
import { asOwnerOf, asSystem } from '../tenancy.ts';

export interface NewCompany {
  name: string;
  admin: { username: string; password: string; fullname?: string; email?: string | null };
}

/** Creates the company and its administrator (role @admin); a field-keyed ApiError for bad input, nothing written. */
export async function createCompany(
  db: Db,
  input: NewCompany,
): Promise<{ companyId: number; adminId: number }> {
  const name = input.name.trim();
  if (
    !validators.company!({
      name,
      is_active: true,
      show_geocode: true,
      setup_notif_completed: false,
    })
  )
    throw badRequest({ name: name ? 'invalid-format' : 'required' });
  const problem = passwordProblem(input.admin.password, input.admin.username);
  if (problem) throw badRequest({ 'admin.password': problem });
  return asSystem(async () => {
    const taken = await db.query(`SELECT 1 FROM "user" WHERE username = $1`, [
      input.admin.username,
    ]);
    if (taken.rows.length > 0) throw new ApiError(400, { 'admin.username': 'not-unique' });
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO "company" (name, is_active, show_geocode, setup_notif_completed) VALUES ($1, true, true, false) RETURNING id`,
      [name],
    );
    const companyId = Number(rows[0]!.id);
    try {
      const adminId = await asOwnerOf(companyId, () =>
        createUser(
          db,
          {
            username: input.admin.username,
            fullname: input.admin.fullname ?? `Administrator ${name}`,
            position: 'Administrator',
            company_id: companyId,
            scopes: ['@admin'],
            email: input.admin.email ?? null,
          },
          input.admin.password,
        ),
      );
      return { companyId, adminId };
    } catch (error) {
      // The administrator could not be written (an invalid username): no company without one.
      await db.query(`DELETE FROM "company" WHERE id = $1::bigint`, [companyId]);
      if (error instanceof ApiError) throw error;
      throw badRequest({ 'admin.username': 'invalid-format' });
    }
  });
}
