// Creating a console user: the "user" record and its credential are written together or not at all.
import type { Db } from '../db.ts';
import { hashPassword } from './password.ts';
import { validators } from '../../src/generated/validators.js';

export interface NewUser {
  username: string;
  fullname: string;
  position: string;
  company_id: number;
  scopes: string[];
  feature_flags?: string[];
  email?: string | null;
  phone?: string | null;
  is_active?: boolean;
}

/** Validates the user, then inserts it and its scrypt password hash in one transaction; returns the new id. */
export async function createUser(db: Db, user: NewUser, password: string): Promise<number> {
  const record = {
    username: user.username,
    fullname: user.fullname,
    position: user.position,
    company_id: user.company_id,
    scopes: [...new Set(user.scopes)],
    feature_flags: [...new Set(user.feature_flags ?? [])],
    email: user.email ?? null,
    phone: user.phone ?? null,
    is_active: user.is_active ?? true,
  };
  const validate = validators.user!;
  if (!validate(record))
    throw new Error(
      `createUser: invalid user "${user.username}": ${JSON.stringify(validate.errors)}`,
    );
  if (password.length === 0) throw new Error(`createUser: empty password for "${user.username}"`);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO "user" ("username", "fullname", "position", "company_id", "scopes", "feature_flags", "email", "phone", "is_active")
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9) RETURNING "id"`,
      [
        record.username,
        record.fullname,
        record.position,
        record.company_id,
        JSON.stringify(record.scopes),
        JSON.stringify(record.feature_flags),
        record.email,
        record.phone,
        record.is_active,
      ],
    );
    const id = rows[0]!.id;
    await tx.query(
      `INSERT INTO "auth_credential" ("user_id", "password_hash", "company_id") VALUES ($1, $2, $3)`,
      [id, passwordHash, record.company_id],
    );
    return id;
  });
}
