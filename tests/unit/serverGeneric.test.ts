// Generic server code never names a resource: what one resource adds lives in its module under
// server/resources/ (issue 6 § 2). The seeds (demo data) name resources by design. The one exception
// is the account table "user", which the auth subsystem reads and writes itself (login, the start
// banner, new scopes granted on migration): it is auth's identity store, not a resource's special case.
// server/alerts is the alert centre's subsystem (docs/alerts.md §2): raw alerts, their rules and their
// log by name, as a resource module would, shared by the raw-alert module and the GraphQL module.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// The hand-written GraphQL modules (docs/alerts.md §1) are one area's code, as a resource module is.
const NOT_GENERIC = [
  'server/resources',
  'server/seed',
  'server/graphql/alertRules.ts',
  'server/alerts',
  'server/graphql/shellWidgets.ts',
  // The devices subsystem (docs/devices.md): vehicles, their video history and the alerts' media by name.
  'server/devices',
  'server/voip',
  // The maps (docs/maps.md): geocoding from the address book, the tracking map's places and vehicle.
  'server/geo',
  // Demo data, as the seeds: the demo fleet is vehicle rows.
  'server/demo',
];
// The company table is tenancy's identity store (docs/tenancy.md): its rules and the platform's company administration name it.
const COMPANY_TABLE_USERS = [
  'server/tenancy.ts',
  'server/storage/tenancyDdl.ts',
  'server/platform/companies.ts',
];
const ACCOUNT_TABLE_USERS = [
  'server/platform/companies.ts',
  'server/auth/auth.ts',
  'server/auth/users.ts',
  'server/auth/credentials.ts',
  'server/auth/passwordChange.ts',
  'server/storage/migrate.ts',
  'server/main.ts',
  // A saved view names its owner (the account's name) beside the shared views.
  'server/views/savedViews.ts',
];

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory())
      return NOT_GENERIC.includes(rel) ? [] : files(rel);
    return /\.(ts|mts|js)$/.test(name) && !NOT_GENERIC.includes(rel) ? [rel] : [];
  });
}

const resourceNames = readdirSync(path.join(root, 'schemas'))
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => name.replace(/\.schema\.json$/, ''));

/** Every quoted occurrence ('vendor', "vendor", `vendor`) of a resource name, as file:line [name]. */
export function resourceNamesIn(file: string, text: string, names: string[]): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const name of names) {
      if (new RegExp(`['"\`]${name.replace(/[-]/g, '\\-')}['"\`]`).test(line))
        found.push(`${file}:${index + 1} [${name}]`);
    }
  });
  return found;
}

describe('generic server code names no resource', () => {
  const generic = files('server');

  it('finds the code and the names it checks', () => {
    expect(generic).toEqual(
      expect.arrayContaining([
        'server/app.ts',
        'server/openapi.ts',
        'server/routes/table.ts',
        'server/routes/resources.ts',
      ]),
    );
    expect(resourceNames).toEqual(expect.arrayContaining(['vendor', 'customer', 'delivery-order']));
  });

  it('catches a quoted resource name', () => {
    expect(resourceNamesIn('x.ts', "if (n === 'vendor') {}\nconst a = 1;", ['vendor'])).toEqual([
      'x.ts:1 [vendor]',
    ]);
    expect(
      resourceNamesIn('x.ts', 'const vendorRates = 1; // the vendor list', ['vendor']),
    ).toEqual([]);
  });

  it('server/ outside server/resources, server/seed and server/alerts has none', () => {
    const found = generic.flatMap((file) => {
      const names = resourceNames.filter(
        (n) =>
          !(n === 'user' && ACCOUNT_TABLE_USERS.includes(file)) &&
          !(n === 'company' && COMPANY_TABLE_USERS.includes(file)),
      );
      return resourceNamesIn(file, readFileSync(path.join(root, file), 'utf8'), names);
    });
    expect(found).toEqual([]);
  });
});
