import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { resources } from '../../../src/generated/registry.ts';
import { initialViewLoader, resourceElements } from '../../../src/resources/resourceElements.tsx';
import { iconFor } from '../../../src/resources/icons.tsx';
import { menuIcons } from '../../../src/generated/icons.ts';
import type { ResourceOverride } from '../../../src/resources/overrides.ts';
import { renderAdmin } from './harness.tsx';

type ResourceElement = ReactElement<{
  name: string;
  list?: unknown;
  show?: unknown;
  create?: unknown;
  edit?: unknown;
  icon?: unknown;
  options?: { label: string };
  recordRepresentation?: unknown;
}>;
const byName = (elements: ReactElement[]) =>
  Object.fromEntries((elements as ResourceElement[]).map((e) => [e.props.name, e.props]));

describe('resourceElements', () => {
  it('registers only what the user may read, with the views the scopes allow', () => {
    const props = byName(resourceElements(['customer:read', 'reason:read', 'reason:create']));
    expect(Object.keys(props).sort()).toEqual(['customer', 'delivery-note', 'reason']);
    expect(props.customer.list).toBeDefined();
    expect(props.customer.show).toBeDefined();
    expect(props.customer.create).toBeUndefined();
    expect(props.customer.edit).toBeUndefined();
    expect(props.reason.create).toBeDefined();
    expect(props.customer.options).toEqual({ label: 'resources.customer.name' });
    expect(props.customer.recordRepresentation).toBe('name');
    expect(props.customer.icon).toBeDefined();
  });

  it('a nested resource is registered (for its parent tab and references) without routes of its own', () => {
    const props = byName(resourceElements(['customer:read', 'customer:create', 'customer:update']));
    expect(props['delivery-note']).toBeDefined();
    expect(props['delivery-note'].list).toBeUndefined();
    expect(props['delivery-note'].edit).toBeUndefined();
  });

  it('list-and-read resources never get create or edit, whatever the scopes', () => {
    const scopes = Object.values(resources.address.scopes).flat();
    const props = byName(resourceElements(scopes));
    expect(props.address.create).toBeUndefined();
    expect(props.address.edit).toBeUndefined();
  });

  it('vendors need all four vms scopes', () => {
    expect(byName(resourceElements(['vms:read'])).vendor).toBeUndefined();
    expect(
      byName(resourceElements(['vms:create', 'vms:read', 'vms:update', 'vms:delete'])).vendor,
    ).toBeDefined();
  });

  it('returns the same view components on every call (no remounts when <Admin> re-renders)', () => {
    const a = byName(resourceElements(['customer:read']));
    const b = byName(resourceElements(['customer:read']));
    expect(a.customer.list).toBe(b.customer.list);
  });

  it('every menu icon a schema names is in the generated icon map, and the menu shows it', () => {
    const named = Object.values(resources).flatMap((def) =>
      def.menu && def.menu.icon ? [def.menu.icon] : [],
    );
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((icon) => !menuIcons[icon])).toEqual([]);
    const props = byName(resourceElements(['customer:read'])).customer;
    expect(props.icon).toBe(
      menuIcons[
        resources.customer.menu && resources.customer.menu.icon ? resources.customer.menu.icon : ''
      ],
    );
  });

  it('a resource with no icon, or a name a stale registry lacks, gets the generic label icon', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(iconFor(undefined)).toBe(iconFor('NoSuchIcon', {}));
    expect(iconFor(undefined)).not.toBe(menuIcons.People);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('NoSuchIcon'));
    warn.mockRestore();
  });

  it('a resource folder override replaces one view; the others stay generated', async () => {
    const overrides: Record<string, ResourceOverride> = {
      reason: { list: async () => ({ default: ({ def }) => <h1>Daftar khusus {def.name}</h1> }) },
    };
    renderAdmin({ url: '/reason', overrides });
    expect(
      await screen.findByRole('heading', { name: 'Daftar khusus reason' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('a typed edit URL sends a read-only user to the record show page', async () => {
    renderAdmin({ url: '/customer/1', scopes: ['customer:read'] });
    // The show page's label/value pairs, not the list the catch-all list route would draw.
    expect(await screen.findAllByRole('term', {}, { timeout: 10_000 })).not.toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: /Nama/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a typed create URL without the create scope says access is denied', async () => {
    renderAdmin({ url: '/customer/create', scopes: ['customer:read'] });
    expect(await screen.findByText('Akses ditolak', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nama/ })).toBeNull();
  });
});

describe('initialViewLoader: the view a URL opens, fetched as the console starts', () => {
  const loaders = {
    reasonList: async () => ({ default: () => <p>reason list</p> }),
    deliveryList: async () => ({ default: () => <p>delivery list</p> }),
    deliveryCreate: async () => ({ default: () => <p>delivery create</p> }),
    deliveryPage: async () => ({ default: () => <p>delivery page</p> }),
  };
  const overrides: Record<string, ResourceOverride> = {
    reason: { list: loaders.reasonList },
    'delivery-order': {
      routes: [
        { path: '/delivery', action: 'list', load: loaders.deliveryList },
        { path: '/delivery/create', action: 'create', load: loaders.deliveryCreate },
        { path: '/delivery/:id', action: 'show', load: loaders.deliveryPage },
      ],
    },
  };
  /** The name of the generated view a URL loads, or the override's loader itself. */
  const viewOf = async (path: string) => {
    const loader = initialViewLoader(path, { overrides });
    if (!loader || Object.values(loaders).includes(loader as never)) return loader;
    return (await loader()).default.name;
  };

  it('maps react-admin resource routes to the generated views, and an override replaces its view', async () => {
    expect(await viewOf('/customer')).toBe('GenericList');
    expect(await viewOf('/customer?filter=%7B%7D')).toBe('GenericList');
    expect(await viewOf('/customer/create')).toBe('GenericCreate');
    expect(await viewOf('/customer/5')).toBe('GenericEdit');
    expect(await viewOf('/customer/5/show')).toBe('GenericShow');
    expect(await viewOf('/reason')).toBe(loaders.reasonList);
  });

  it('matches the custom routes in order, and knows nothing of the dashboard, nested or unknown paths', async () => {
    expect(await viewOf('/delivery')).toBe(loaders.deliveryList);
    expect(await viewOf('/delivery/create')).toBe(loaders.deliveryCreate);
    expect(await viewOf('/delivery/41')).toBe(loaders.deliveryPage);
    expect(initialViewLoader('/', { overrides })).toBeUndefined();
    expect(initialViewLoader('/no-such-resource', { overrides })).toBeUndefined();
    expect(initialViewLoader('/delivery-note', { overrides })).toBeUndefined();
    expect(initialViewLoader('/customer/5/show/extra', { overrides })).toBeUndefined();
  });
});
