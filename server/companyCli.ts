// npm run company -- create --name "PT Contoh" --admin-username contoh.admin --admin-password '…'
// The platform operator adds a company and its first administrator (docs/tenancy.md).
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { openDb } from './db.ts';
import { migrate } from './storage/migrate.ts';
import { resources } from '../src/generated/registry.ts';
import { moduleFunctions, moduleTables } from './resources/index.ts';
import { createCompany } from './platform/companies.ts';
import { ApiError } from './errors.ts';

const usage =
  'usage: npm run company -- create --name "<company name>" --admin-username <username> --admin-password <password> [--admin-fullname "<name>"] [--admin-email <email>]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: {
      name: { type: 'string' },
      'admin-username': { type: 'string' },
      'admin-password': { type: 'string' },
      'admin-fullname': { type: 'string' },
      'admin-email': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) return void console.log(usage);
  if (
    positionals[0] !== 'create' ||
    !values.name ||
    !values['admin-username'] ||
    !values['admin-password']
  )
    throw new Error(usage);
  const config = loadConfig(process.env);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(
      db,
      resources,
      { info: () => {}, warn: (message) => console.warn(message) },
      { tables: moduleTables, functions: moduleFunctions },
    );
    const created = await createCompany(db, {
      name: values.name,
      admin: {
        username: values['admin-username'],
        password: values['admin-password'],
        fullname: values['admin-fullname'],
        email: values['admin-email'] ?? null,
      },
    });
    console.log(
      `company: "${values.name}" is company ${created.companyId}; its administrator ${values['admin-username']} (user ${created.adminId}) can sign in`,
    );
  } catch (error) {
    if (error instanceof ApiError)
      throw new Error(`company: refused: ${JSON.stringify(error.errors)}`);
    throw error;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
