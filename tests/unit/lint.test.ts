// The lint zones of .oxlintrc.json fire: each deliberate violation below, placed in its zone, is reported
// by the rule that owns it, and each allowed import next to it is not. The probes live in a temporary
// copy of the layout (with the project's own config file), never in the real tree, so no other test or
// watcher sees them. The last test lints the real tree, which must be clean.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const oxlint = path.join(root, 'node_modules/.bin/oxlint');
const run = promisify(execFile);

const RESTRICTED = 'eslint(no-restricted-imports)';

/** One probe file: where it sits, what it says, and the rules expected to report it (none: allowed). */
interface Probe {
  file: string;
  source: string;
  expected: string[];
}

const probes: Probe[] = [
  // src/domain: only src/generated, itself and pure libraries; no I/O, no clock.
  {
    file: 'src/domain/resourcesImport.ts',
    source: "export { x } from '../resources/schemaUtils.ts';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/domain/customImport.ts',
    source: "export { x } from '../custom/shell/Menu.tsx';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/domain/providerImport.ts',
    source: "export { x } from '../dataProviders/orderService.ts';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/domain/area/nestedResourcesImport.ts',
    source: "export { x } from '../../resources/schemaUtils.ts';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/domain/area/deep/deepestImport.ts',
    source: "export { x } from '../../../config/env.ts';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/domain/area/serverImport.ts',
    source: "export { x } from '../../../server/errors.ts';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/domain/area/typeOnlyImport.ts',
    source: "export type { X } from '../../resources/types.ts';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/domain/area/react.ts',
    source: "import { useState } from 'react';\nexport const x = useState;",
    expected: [RESTRICTED],
  },
  {
    file: 'src/domain/area/mui.ts',
    source: "export { Button } from '@mui/material/Button';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/domain/area/reactAdmin.ts',
    source: "export { useGetOne } from 'react-admin';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/domain/area/raCore.ts',
    source: "export { useGetOne } from 'ra-core';",
    expected: [RESTRICTED],
  },
  { file: 'src/domain/area/pg.ts', source: "export { Pool } from 'pg';", expected: [RESTRICTED] },
  {
    file: 'src/domain/area/pglite.ts',
    source: "export { PGlite } from '@electric-sql/pglite';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/domain/area/fastify.ts',
    source: "export { fastify } from 'fastify';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/domain/area/node.ts',
    source: "export { readFileSync } from 'node:fs';",
    expected: ['import(no-nodejs-modules)'],
  },
  {
    file: 'src/domain/area/fetch.ts',
    source: "export const load = () => fetch('/api');",
    expected: ['eslint(no-restricted-globals)'],
  },
  {
    file: 'src/domain/area/clock.ts',
    source: 'export const stamp = () => Date.now();',
    expected: ['eslint(no-restricted-properties)'],
  },
  {
    file: 'src/domain/area/allowed.ts',
    source: [
      "import dayjs from 'dayjs';",
      "import { resources } from '../../generated/registry.ts';",
      "import { other } from '../other/rule.ts';",
      "import { sibling } from './sibling.ts';",
      'export const all = [dayjs, resources, other, sibling];',
    ].join('\n'),
    expected: [],
  },
  {
    file: 'src/domain/allowedTop.ts',
    source: "export { resources } from '../generated/registry.ts';",
    expected: [],
  },
  // Nothing in src/ imports server/.
  {
    file: 'src/config/serverImport.ts',
    source: "export { x } from '../../server/config.ts';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/resources/registry/serverImport.ts',
    source: "export type { X } from '../../../server/errors.ts';",
    expected: [RESTRICTED],
  },
  { file: 'src/App.tsx', source: "export { x } from '../server/app.ts';", expected: [RESTRICTED] },
  {
    file: 'src/auth/allowedReactDomServer.ts',
    source: "export { renderToString } from 'react-dom/server';",
    expected: [],
  },
  // The engine, data providers and i18n never reach into custom pages.
  {
    file: 'src/resources/customImport.ts',
    source: "export { Menu } from '../custom/shell/Menu.tsx';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/dataProviders/customImport.ts',
    source: "export { Menu } from '../custom/shell/Menu.tsx';",
    expected: [RESTRICTED],
  },
  // No resource folder imports another (down to a part's subfolder); shared/ and the engine are open to all.
  {
    file: 'src/resources/fleet-task/Crossing.tsx',
    source: "export { Badge } from '../delivery-order/page/Badge.tsx';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/resources/fleet-task/Roundabout.tsx',
    source: "export { Badge } from '../../resources/delivery-order/Badge.tsx';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/resources/delivery-order/page/Crossing.tsx',
    source: "export { Share } from '../../fleet-task/ShareModal.tsx';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/resources/delivery-order/page/parts/Crossing.tsx',
    source: "export { Scopes } from '../../../user/ScopesInput.tsx';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/resources/shared/Crossing.tsx',
    source: "export { Page } from '../delivery-order/page/DeliveryPage.tsx';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/resources/views/Crossing.tsx',
    source: "export { Scopes } from '../user/ScopesInput.tsx';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/resources/fleet-task/Allowed.tsx',
    source: [
      "import { Badge } from '../shared/DeliveryStatusBadge.tsx';",
      "import { List } from '../views/GenericList.tsx';",
      "import { types } from '../registry/types.ts';",
      "import { format } from '../format.ts';",
      "import { rule } from '../../domain/fleet-task/statusMachine.ts';",
      "import { Part } from './parts/Part.tsx';",
      'export const all = [Badge, List, types, format, rule, Part];',
    ].join('\n'),
    expected: [],
  },
  {
    file: 'src/resources/delivery-order/page/Allowed.tsx',
    source: [
      "import { contracts } from '../shared/contracts.ts';",
      "import { Loads } from '../loads/LoadsTable.tsx';",
      "import { Badge } from '../../shared/DeliveryStatusBadge.tsx';",
      "import { useLabel } from '../../useLabel.ts';",
      "import { rule } from '../../../domain/delivery-order/orderRules.ts';",
      "import { resources } from '../../../generated/registry.ts';",
      'export const all = [contracts, Loads, Badge, useLabel, rule, resources];',
    ].join('\n'),
    expected: [],
  },
  {
    file: 'src/resources/delivery-order/page/parts/Allowed.tsx',
    source: [
      "import { Page } from '../DeliveryPage.tsx';",
      "import { contracts } from '../../shared/contracts.ts';",
      "import { Preview } from '../../../shared/PhotoPreview.tsx';",
      "import { FormGrid } from '../../../registry/FormGrid.tsx';",
      'export const all = [Page, contracts, Preview, FormGrid];',
    ].join('\n'),
    expected: [],
  },
  // i18n merges a custom page's messages (plain data beside the page), and nothing else from it.
  {
    file: 'src/i18n/customImport.ts',
    source: "export { Bell } from '../custom/alerts/AlertBell.tsx';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/i18n/allowedMessages.ts',
    source:
      "export { default as id } from '../custom/alerts/messages.id';\nexport { default as en } from '../custom/alerts/messages.en.ts';",
    expected: [],
  },
  // No custom page imports another (a page may have one level of subfolders).
  {
    file: 'src/custom/alerts/Crossing.tsx',
    source: "export { Menu } from '../shell/Menu.tsx';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/custom/alerts/Roundabout.tsx',
    source: "export { Menu } from '../../custom/shell/Menu.tsx';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/custom/alerts/parts/Crossing.tsx',
    source: "export { Menu } from '../../shell/Menu.tsx';",
    expected: [RESTRICTED],
  },
  {
    file: 'src/custom/alerts/Allowed.tsx',
    source: [
      "import { menu } from '../../config/menu.ts';",
      "import { resources } from '../../generated/registry.ts';",
      "import { rule } from '../../domain/area/rule.ts';",
      "import { Part } from './parts/Part.tsx';",
      'export const all = [menu, resources, rule, Part];',
    ].join('\n'),
    expected: [],
  },
  {
    file: 'src/custom/alerts/parts/Allowed.tsx',
    source:
      "export { Page } from '../AlertsPage.tsx';\nexport { menu } from '../../../config/menu.ts';",
    expected: [],
  },
  // The server reads only src/generated and src/domain from src/.
  {
    file: 'server/resourcesImport.ts',
    source: "export { x } from '../src/resources/schemaUtils.ts';",
    expected: [RESTRICTED],
  },
  {
    file: 'server/routes/providerImport.ts',
    source: "export type { X } from '../../src/dataProviders/listQuery.ts';",
    expected: [RESTRICTED],
  },
  {
    file: 'server/resources/area/configImport.ts',
    source: "export { x } from '../../../src/config/env.ts';",
    expected: [RESTRICTED],
  },
  {
    file: 'server/routes/allowed.ts',
    source:
      "export { resources } from '../../src/generated/registry.ts';\nexport { rule } from '../../src/domain/area/rule.ts';\nexport { store } from '../resources/vendor/index.ts';",
    expected: [],
  },
  // Nothing outside server/seed/ imports it, but the two commands that seed; demo data is server/demo/.
  {
    file: 'server/seedImport.ts',
    source: "export { seedDemo } from './seed/demo.ts';",
    expected: [RESTRICTED],
  },
  {
    file: 'server/alerts/seedImport.ts',
    source: "export { ALERT_CODES } from '../seed/alertCodes.ts';",
    expected: [RESTRICTED],
  },
  {
    file: 'server/resources/area/seedImport.ts',
    source: "export type { Row } from '../../seed/demoCatalog.ts';",
    expected: [RESTRICTED],
  },
  {
    file: 'server/resources/area/part/seedImport.ts',
    source: "export { DRIVERS } from '../../../seed/demoDeliveries.ts';",
    expected: [RESTRICTED],
  },
  {
    file: 'server/seed/srcImport.ts',
    source: "export { x } from '../../src/config/env.ts';",
    expected: [RESTRICTED],
  },
  {
    file: 'server/main.ts',
    source:
      "export { seedDemo } from './seed/demo.ts';\nexport { x } from '../src/domain/area/rule.ts';",
    expected: [],
  },
  {
    file: 'server/seedCli.ts',
    source: "export { seedDemo } from './seed/demo.ts';",
    expected: [],
  },
  {
    file: 'server/seed/allowed.ts',
    source: "export { CITIES } from '../demo/places.ts';\nexport { seedDemo } from './demo.ts';",
    expected: [],
  },
  {
    file: 'server/alerts/demoImport.ts',
    source:
      "export { CITIES } from '../demo/places.ts';\nexport { DRIVERS } from '../demo/drivers.ts';",
    expected: [],
  },
  // Import cycles, type-only ones included.
  {
    file: 'server/seed/cycleA.ts',
    source: "import type { B } from './cycleB.ts';\nexport interface A { b?: B }",
    expected: ['import(no-cycle)'],
  },
  {
    file: 'server/seed/cycleB.ts',
    source: "import type { A } from './cycleA.ts';\nexport interface B { a?: A }",
    expected: ['import(no-cycle)'],
  },
];

interface Diagnostic {
  code: string;
  filename: string;
  help?: string;
}

async function lint(
  cwd: string,
  args: string[] = [],
): Promise<{ status: number; diagnostics: Diagnostic[] }> {
  try {
    const { stdout } = await run(oxlint, ['--format', 'json', ...args], {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
    });
    return {
      status: 0,
      diagnostics: (JSON.parse(stdout) as { diagnostics: Diagnostic[] }).diagnostics,
    };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    if (typeof failed.code !== 'number' || !failed.stdout) throw error;
    return {
      status: failed.code,
      diagnostics: (JSON.parse(failed.stdout) as { diagnostics: Diagnostic[] }).diagnostics,
    };
  }
}

describe('lint zones (.oxlintrc.json)', () => {
  let dir: string;
  let found: Map<string, string[]>;
  let status: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lint-zones-'));
    copyFileSync(path.join(root, '.oxlintrc.json'), path.join(dir, '.oxlintrc.json'));
    for (const probe of probes) {
      mkdirSync(path.join(dir, path.dirname(probe.file)), { recursive: true });
      writeFileSync(path.join(dir, probe.file), `${probe.source}\n`);
    }
    const result = await lint(dir);
    status = result.status;
    found = new Map();
    for (const d of result.diagnostics)
      found.set(d.filename, [...(found.get(d.filename) ?? []), d.code]);
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails the run when a zone is crossed', () => {
    expect(status).not.toBe(0);
  });

  it.each(probes.map((p) => [p.file, p.source.split('\n')[0], p] as const))(
    '%s: %s',
    (_file, _first, probe) => {
      expect([...new Set(found.get(probe.file) ?? [])].sort()).toEqual([...probe.expected].sort());
    },
  );
});

describe('the real tree', () => {
  // The resource-folder overrides reach src/resources/<folder>/<part>/<sub>/x.ts: a deeper file would
  // escape them.
  it('has no file under src/resources deeper than the resource-folder overrides reach', () => {
    const deep = (dir: string, depth: number): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const rel = path.join(dir, entry.name);
        if (entry.isDirectory()) return deep(rel, depth + 1);
        return depth > 3 ? [rel] : [];
      });
    expect(deep('src/resources', 0)).toEqual([]);
  });

  it('is lint-clean, warnings included', async () => {
    const result = await lint(root, ['--deny-warnings']);
    expect(result.diagnostics.map((d) => `${d.filename}: ${d.code} ${d.help ?? ''}`)).toEqual([]);
    expect(result.status).toBe(0);
  }, 60_000);
});
