// The demo users. Each holds a role (server/auth/roles.ts), expanded against the registry at
// sign-in, so a new schema's scopes reach admin, the viewer and the dispatcher with no change here.
import { resources } from '../../src/generated/registry.ts';
import type { NewUser } from '../auth/users.ts';
import { effectiveScopes } from '../auth/roles.ts';

/** Feature flags the spec names (delivery-order.md §6, alert-centre-and-shell.md §6). */
/** The language switch (alert-centre-and-shell.md §2): every demo user of the first company has it. */
const BILINGUAL = 'vsms2_bilingual';

export const DEMO_FEATURE_FLAGS: readonly string[] = [
  'doIntegrationShellFlag',
  'vsms2_system_notification',
  'trackShipmentFlag',
  BILINGUAL,
];

/** Every scope of every resource and every feature scope: what the admin role grants under the current registry. */
export const adminScopes = (): string[] => effectiveScopes(['@admin'], resources);

export interface DemoUser extends NewUser {
  password: string;
  /** One line for the README and the start banner. */
  summary: string;
}

export const MARKETING_POSITION = 'Sales/Marketing';

export function demoUsers(): DemoUser[] {
  const company_id = 1;
  const marketing = (
    username: string,
    fullname: string,
    email: string,
    phone: string,
  ): DemoUser => ({
    username,
    fullname,
    position: MARKETING_POSITION,
    company_id,
    scopes: ['@marketing'],
    feature_flags: [BILINGUAL],
    email,
    phone,
    password: 'marketing123',
    summary: 'marketing user: customers read/write, deliveries read',
  });
  return [
    {
      username: 'admin',
      fullname: 'Administrator Armada',
      position: 'Administrator',
      company_id,
      // The demo's platform operator too (docs/announcements.md): all-company announcements, banners.
      scopes: ['@admin', 'platform:operator'],
      feature_flags: [...DEMO_FEATURE_FLAGS],
      email: 'admin@armada.co.id',
      phone: '081100000001',
      password: 'admin123',
      summary:
        'every scope of every resource, and the platform operator (announcements to every company, banners)',
    },
    {
      username: 'dispatcher',
      fullname: 'Dimas Pratama',
      position: 'Dispatcher',
      company_id,
      scopes: ['@dispatcher'],
      feature_flags: [...DEMO_FEATURE_FLAGS],
      email: 'dispatcher@armada.co.id',
      phone: '081100000002',
      password: 'dispatcher123',
      summary:
        'deliveries, fleet tasks and alert rules in full (and vendors: vms:*), other master data read-only',
    },
    {
      username: 'dispatcher2',
      fullname: 'Sari Wulandari',
      position: 'Dispatcher',
      company_id,
      scopes: ['@dispatcher'],
      feature_flags: [...DEMO_FEATURE_FLAGS],
      email: 'dispatcher2@armada.co.id',
      phone: '081100000006',
      password: 'dispatcher123',
      summary: 'a second dispatcher of the same company: two dispatchers watching one alert centre',
    },
    {
      username: 'viewer',
      fullname: 'Vina Anggraini',
      position: 'Supervisor',
      company_id,
      scopes: ['@viewer'],
      feature_flags: [BILINGUAL],
      email: 'viewer@armada.co.id',
      phone: '081100000003',
      password: 'viewer123',
      summary: 'read-only everywhere (no vendors: they need all four vms:* scopes)',
    },
    {
      username: 'driver',
      fullname: 'Joko Susilo',
      position: 'Driver',
      company_id,
      scopes: ['@driver'],
      feature_flags: [BILINGUAL],
      email: null,
      phone: '081200000004',
      password: 'driver123',
      summary: 'only tms_driver:read and tms_driver:update (driver app; no console menu)',
    },
    {
      username: 'driver2',
      fullname: 'Slamet Riyadi',
      position: 'Driver',
      company_id,
      scopes: ['@driver'],
      feature_flags: [BILINGUAL],
      email: null,
      phone: '081200000005',
      password: 'driver123',
      summary:
        'a second driver, with nothing planned today: tasks a dispatcher assigns (the fleet-task journey)',
    },
    {
      username: 'integration',
      fullname: 'Integrasi Perangkat',
      position: 'System',
      company_id,
      scopes: ['@integration'],
      feature_flags: [],
      email: null,
      phone: null,
      password: 'integration123',
      summary:
        'only alert-ingest:create: feeds raw alerts in (POST /vsms2-rest/api/raw-alert/ingest)',
    },
    marketing('rina.kusuma', 'Rina Kusumawati', 'rina.kusuma@armada.co.id', '081311112222'),
    marketing('budi.santoso', 'Budi Santoso', 'budi.santoso@armada.co.id', '081322223333'),
    marketing('dewi.lestari', 'Dewi Lestari', 'dewi.lestari@armada.co.id', '081333334444'),
    marketing('agus.prasetyo', 'Agus Prasetyo', 'agus.prasetyo@armada.co.id', '081344445555'),
  ];
}
