// The sidebar's sections (src/domain/menu/menuSections.ts) over the generated group list.
import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, type ResourceDef } from '../../../../src/generated/registry.ts';
import { listableSections, menuSections } from '../../../../src/domain/menu/menuSections.ts';
import metaSchema from '../../../../schemas/meta/x-admin.schema.json' with { type: 'json' };

const def = (name: string, menu: ResourceDef['menu']) => ({ name, menu }) as ResourceDef;

describe('menu groups', () => {
  it('are the meta-schema list, the one every schema is checked against', () => {
    expect(MENU_GROUPS).toEqual(metaSchema.$defs.menuGroup.enum);
  });

  it('sections follow MENU_GROUPS; inside one, menu.order then name; no menu, no entry; empty groups left out', () => {
    const sections = menuSections(
      {
        b: def('b', { group: 'master-data' }),
        a: def('a', { group: 'master-data' }),
        c: def('c', { group: 'master-data', order: 1 }),
        d: def('d', { group: 'delivery', order: 5 }),
        hidden: def('hidden', false),
      },
      MENU_GROUPS,
    );
    expect(sections.map((s) => [s.group, s.resources.map((r) => r.name)])).toEqual([
      ['delivery', ['d']],
      ['master-data', ['c', 'a', 'b']],
    ]);
  });

  it('listable sections keep what the scopes may list: every read scope held, a list of its own, not nested', () => {
    const res = (name: string, extra: Partial<ResourceDef> = {}) =>
      ({
        name,
        menu: { group: 'master-data' },
        operations: ['list', 'read'],
        scopes: { read: [`${name}:read`] },
        ...extra,
      }) as unknown as ResourceDef;
    const resources = {
      customer: res('customer'),
      vendor: res('vendor', {
        scopes: { read: ['vms:read', 'vms:update'] },
      } as Partial<ResourceDef>),
      note: res('note', {
        parent: { resource: 'customer', field: 'customer_id' },
      } as Partial<ResourceDef>),
      audit: res('audit', { operations: ['read'] } as Partial<ResourceDef>),
    };
    const names = (scopes: string[]) =>
      listableSections(resources, MENU_GROUPS, scopes).flatMap((s) =>
        s.resources.map((r) => r.name),
      );
    expect(names(['customer:read', 'note:read', 'audit:read', 'vms:read'])).toEqual(['customer']);
    expect(names(['customer:read', 'vms:read', 'vms:update'])).toEqual(['customer', 'vendor']);
    expect(listableSections(resources, MENU_GROUPS, [])).toEqual([]);
  });
});
