// Demo data: realistic Indonesian master data for a first start, then demo delivery orders. Every
// master-data row is validated by the generated validators before insert; the delivery orders go
// through the server's stores and hooks (demoDeliveries.ts), then two days of alerts (server/alerts/demoSource.ts). A resource missing from the registry
// is skipped, so the seed keeps working while schemas come and go. All of it is one transaction.
import type { Db } from '../db.ts';
import { loadConfig } from '../config.ts';
import { createServerContext } from '../routes/resources.ts';
import type { ServerContext } from '../context.ts';
import { resources } from '../../src/generated/registry.ts';
import { validators } from '../../src/generated/validators.js';
import { createUser } from '../auth/users.ts';
import { demoUsers, MARKETING_POSITION } from './demoUsers.ts';
import { DEMO_CUSTOMERS, SHARED_ADDRESSES } from './demoCustomers.ts';
import { seedVehicles } from './demoVehicles.ts';
import { CITIES, STREETS, cityByName, randomSource, type City } from '../demo/places.ts';
import { hasResource, insertRows, type Row } from '../storage/insertRows.ts';
import { pairDemoVendor, seedCatalog } from './demoCatalog.ts';
import { seedAnnouncements } from './demoAnnouncements.ts';
import { seedDeliveries } from './demoDeliveries.ts';
import { seedAlertRules } from './demoAlertRules.ts';
import { seedAlertHistory } from '../alerts/demoSource.ts';
import type { SeedContext } from './seedContext.ts';
import { asOwnerOf } from '../tenancy.ts';
import { seedSecondCompany } from './demoSecondCompany.ts';

export interface SeedSummary {
  /** True when demo data was already there (the admin user exists) and nothing was written. */
  skipped: boolean;
  /** Rows written per resource. */
  counts: Record<string, number>;
  ms: number;
}

const OPERATIONAL_HOURS: readonly [string, string][] = [
  ['08:00', '17:00'],
  ['07:00', '16:00'],
  ['06:00', '18:00'],
  ['08:00', '20:00'],
  ['00:00', '23:59'],
];
const BREAKS: readonly ([string, string] | null)[] = [
  ['12:00', '13:00'],
  ['11:30', '12:30'],
  ['12:00', '13:00'],
  null,
];

function padDigits(value: number, length: number): string {
  return String(Math.floor(value)).padStart(length, '0').slice(-length);
}

export interface SeedOptions {
  now?: Date;
  /**
   * The server's stores with their hooks, for the delivery orders (the app's `app.armada`). Built
   * from the generated registry and the environment's configuration when not given.
   */
  server?: ServerContext;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  if (hasResource('user')) {
    const existing = await db.query<{ id: number }>(
      `SELECT "id" FROM "user" WHERE "username" = $1`,
      ['admin'],
    );
    if (existing.rows.length > 0)
      return { skipped: true, counts: {}, ms: performance.now() - started };
  }
  const counts: Record<string, number> = {};
  const server = hasResource('delivery-order')
    ? (options.server ?? createServerContext(db, loadConfig(), { resources, validators }))
    : undefined;
  // The seed runs as the owner, explicitly, acting for the demo company (id 1, created first by
  // seedAlertRules): company_id columns take it by default (docs/tenancy.md).
  await asOwnerOf(1, () =>
    db.transaction(async (tx) => {
      const random = randomSource(20_261_122);
      const now = (options.now ?? new Date()).getTime();
      const ctx: SeedContext = {
        db: tx,
        random,
        now,
        daysAgo: (days) => new Date(now - days * 86_400_000).toISOString(),
        pick: (items) => items[Math.floor(random() * items.length)]!,
        counts,
        async insert(resource, rows) {
          if (!hasResource(resource) || rows.length === 0) return [];
          const ids = await insertRows(tx, resource, rows);
          counts[resource] = (counts[resource] ?? 0) + ids.length;
          return ids;
        },
        userIds: {},
        marketingUserIds: [],
        customers: [],
        addresses: [],
      };
      await seedAlertRules(ctx);
      await seedUsers(ctx);
      await seedCustomers(ctx);
      await seedAddresses(ctx);
      await seedCatalog(ctx);
      await seedVehicles(ctx);
      await seedAnnouncements(ctx);
      // The second company after the first one's master data (whose ids stay as they were) and
      // before its orders: the first company's paired vendor names it, and orders sent to that
      // vendor become the second company's requests (docs/vendor-requests.md).
      const second = await seedSecondCompany(tx);
      if (second) {
        ctx.secondCompanyId = second.companyId;
        for (const [resource, count] of Object.entries(second.counts))
          counts[resource] = (counts[resource] ?? 0) + count;
        await pairDemoVendor(tx, second.companyId);
      }
      if (server) await seedDeliveries(server, tx, ctx, new Date(now));
      if (server && hasResource('raw-alert') && ctx.userIds.dispatcher) {
        const company = await tx.query<{ company_id: number }>(
          `SELECT company_id FROM "user" WHERE id = $1::bigint`,
          [ctx.userIds.dispatcher],
        );
        counts['raw-alert'] = await seedAlertHistory(server, tx, {
          now: new Date(now),
          random,
          companyId: Number(company.rows[0]!.company_id),
          userId: ctx.userIds.dispatcher,
        });
      }
    }),
  );
  // Statistics for the planner (PGlite has no autovacuum): see generated.ts.
  await db.query('ANALYZE');
  return { skipped: false, counts, ms: performance.now() - started };
}

async function seedUsers(ctx: SeedContext): Promise<void> {
  if (!hasResource('user')) return;
  for (const user of demoUsers()) {
    const { password, summary: _summary, ...record } = user;
    const id = await createUser(ctx.db, record, password);
    ctx.userIds[user.username] = id;
    if (user.position === MARKETING_POSITION) ctx.marketingUserIds.push(id);
  }
  ctx.counts.user = demoUsers().length;
}

async function seedCustomers(ctx: SeedContext): Promise<void> {
  if (!hasResource('customer')) return;
  const rows = DEMO_CUSTOMERS.map((customer, index) => {
    const city = cityByName(customer.city);
    const created = ctx.daysAgo(400 - index * 13 - ctx.random());
    return {
      name: customer.name,
      code: `CUS-${padDigits(index + 1, 4)}`,
      phone: `08${ctx.pick(['11', '12', '13', '21', '52', '55', '57', '77', '81', '96'])}${padDigits(ctx.random() * 1e8, 8)}`,
      email: `logistik@${customer.domain}`,
      type: 'COMPANY',
      tax_number: `0${padDigits(1e6 + index * 7919 + ctx.random() * 1000, 8)}${padDigits(ctx.random() * 1000, 3)}000`,
      address: `${ctx.pick(STREETS)} No. ${1 + Math.floor(ctx.random() * 200)}, ${city.city}, ${city.province} ${city.postal_code}`,
      city: city.city,
      marketing_user_id: ctx.marketingUserIds.length
        ? ctx.marketingUserIds[index % ctx.marketingUserIds.length]!
        : null,
      external_id: customer.external ? `ACC-C${10_000 + index * 37}` : null,
      is_active: customer.is_active ?? true,
      version: 1,
      created_on: created,
      updated_on: created,
    };
  });
  const ids = await ctx.insert('customer', rows);
  ctx.customers = ids.map((id, index) => ({
    id,
    name: DEMO_CUSTOMERS[index]!.name,
    city: cityByName(DEMO_CUSTOMERS[index]!.city),
    phone: rows[index]!.phone,
  }));

  const notes = DEMO_CUSTOMERS.flatMap((customer, index) =>
    customer.notes.map((note) => ({
      customer_id: ids[index]!,
      title: note.title,
      note: note.note,
      is_default: note.is_default ?? false,
    })),
  );
  if (ids.length > 0) await ctx.insert('delivery-note', notes);
}

/** "PT Sinar Maju Logistik" -> "Sinar Maju Logistik" */
const shortName = (name: string) => name.replace(/^(PT|CV|UD)\s+/, '');

function addressRow(
  ctx: SeedContext,
  name: string,
  category: string,
  city: City,
  street: string,
  customerId: number | null,
  hours?: [string, string],
  breakTime?: [string, string] | null,
): Row {
  const [start, end] = hours ?? ctx.pick(OPERATIONAL_HOURS);
  const pause = breakTime === undefined ? (start === '00:00' ? null : ctx.pick(BREAKS)) : breakTime;
  return {
    name,
    category,
    full_name: `${street}, ${city.city}, ${city.province} ${city.postal_code}`,
    province: city.province,
    city: city.city,
    postal_code: city.postal_code,
    latitude: Number((city.latitude + (ctx.random() - 0.5) * 0.08).toFixed(6)),
    longitude: Number((city.longitude + (ctx.random() - 0.5) * 0.08).toFixed(6)),
    customer_id: customerId,
    start_operational_on: start,
    end_operational_on: end,
    start_break_on: pause?.[0] ?? null,
    end_break_on: pause?.[1] ?? null,
  };
}

async function seedAddresses(ctx: SeedContext): Promise<void> {
  if (!hasResource('address')) return;
  const rows: Row[] = [];
  const owners: (number | null)[] = [];
  ctx.customers.forEach((customer, index) => {
    const street = `${ctx.pick(STREETS)} No. ${1 + Math.floor(ctx.random() * 200)}`;
    rows.push(
      addressRow(
        ctx,
        `Gudang ${shortName(customer.name)}`,
        index % 5 === 2 ? 'FACTORY' : 'WAREHOUSE',
        customer.city,
        street,
        customer.id,
      ),
    );
    owners.push(customer.id);
    if (index % 3 === 0) {
      // A second site in another city: a store or branch office the customer ships to.
      const other = CITIES[(index * 7 + 3) % CITIES.length]!;
      const kind = index % 2 === 0 ? 'STORE' : 'OFFICE';
      const label = kind === 'STORE' ? 'Toko' : 'Kantor Cabang';
      rows.push(
        addressRow(
          ctx,
          `${label} ${shortName(customer.name)} ${other.city}`,
          kind,
          other,
          `${ctx.pick(STREETS)} No. ${1 + Math.floor(ctx.random() * 200)}`,
          customer.id,
        ),
      );
      owners.push(customer.id);
    }
  });
  for (const shared of SHARED_ADDRESSES) {
    rows.push(
      addressRow(
        ctx,
        shared.name,
        shared.category,
        cityByName(shared.city),
        shared.street,
        null,
        shared.hours,
        shared.breakTime ?? null,
      ),
    );
    owners.push(null);
  }
  const ids = await ctx.insert('address', rows);
  ctx.addresses = ids.map((id, index) => ({
    id,
    customerId: owners[index] ?? null,
    name: String(rows[index]!.name),
    city: String(rows[index]!.city),
  }));
}
