// Each resource's schema and labels, loaded per resource (src/resources/resourceDetails.ts): the
// store fills them into the definitions once each, and a page asks only for those it reads.
import { describe, expect, it, vi } from 'vitest';
import type { ResourceDef, ResourceDetails } from '../../../src/generated/registry.ts';
import { detailsForRoute, detailsStore } from '../../../src/resources/resourceDetails.ts';

const skeleton = (name: string, extra: Partial<ResourceDef> = {}): ResourceDef =>
  ({
    name,
    references: {},
    children: [],
    messages: { id: { name: `${name} id` }, en: { name: `${name} en` } },
    ...extra,
  }) as unknown as ResourceDef;

const detailsOf = (name: string): ResourceDetails => ({
  schema: { type: 'object', properties: { [`${name}_field`]: { type: 'string' } } },
  messages: {
    id: { name: `${name} id`, [`fields.${name}_field`]: 'Bidang' },
    en: { name: `${name} en`, [`fields.${name}_field`]: 'Field' },
  },
});

function fixture() {
  const resources: Record<string, ResourceDef> = {
    customer: skeleton('customer', {
      references: { marketing_user_id: 'user' },
      children: [{ resource: 'delivery-note', field: 'customer_id' }],
    }),
    user: skeleton('user'),
    'delivery-note': skeleton('delivery-note', {
      references: { customer_id: 'customer' },
      parent: { resource: 'customer', field: 'customer_id' },
    }),
    product: skeleton('product'),
  };
  const calls: string[] = [];
  const loaders = Object.fromEntries(
    Object.keys(resources).map((name) => [
      name,
      vi.fn(async () => (calls.push(name), detailsOf(name))),
    ]),
  );
  return { resources, loaders, calls, store: detailsStore({ resources, loaders }) };
}

describe('detailsStore', () => {
  it('writes a loaded schema and labels into the definition object itself, once', async () => {
    const { resources, store, calls } = fixture();
    const held = resources.customer;
    expect(store.loaded(['customer'])).toBe(false);
    await Promise.all([store.load(['customer']), store.load(['customer', 'user'])]);
    expect(calls.sort()).toEqual(['customer', 'user']);
    expect(held.schema.properties).toHaveProperty('customer_field');
    expect(held.messages.en['fields.customer_field']).toBe('Field');
    expect(store.loaded(['customer', 'user'])).toBe(true);
    expect(store.loaded()).toBe(false);
    expect(resources.product.schema).toBeUndefined();
    await store.load();
    expect(calls.sort()).toEqual(['customer', 'delivery-note', 'product', 'user']);
    expect(store.loaded()).toBe(true);
  });

  it('counts loads in its version and tells subscribers', async () => {
    const { store } = fixture();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.version()).toBe(0);
    await store.load(['user', 'product']);
    expect(store.version()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('calls back at once when loaded, after loading otherwise, and also after a failure', async () => {
    const { store, loaders } = fixture();
    await store.load(['user']);
    const now = vi.fn();
    store.whenLoaded(['user'], now);
    expect(now).toHaveBeenCalledTimes(1);
    loaders.product.mockRejectedValueOnce(new Error('offline'));
    const later = vi.fn();
    store.whenLoaded(['product'], later);
    expect(later).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(later).toHaveBeenCalledTimes(1));
    expect(store.loaded(['product'])).toBe(false);
    // A failed chunk is asked for again.
    await store.load(['product']);
    expect(store.loaded(['product'])).toBe(true);
    expect(loaders.product).toHaveBeenCalledTimes(2);
  });

  it('has nothing to load for a resource without a loader (registry.ts: dev, server, tests)', () => {
    const resources = { customer: skeleton('customer') };
    const store = detailsStore({ resources, loaders: {} });
    expect(store.loaded()).toBe(true);
    expect(store.loaded(['customer', 'unknown'])).toBe(true);
    const callback = vi.fn();
    store.whenLoaded(undefined, callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe('detailsForRoute', () => {
  const { resources } = fixture();
  const options = {
    resources,
    handWritten: (name: string, kind: string) => name === 'product' && kind === 'list',
    customPage: (path: string) => path === '/customer/report',
  };

  it("a generated list: its resource's and its references'", () => {
    expect(detailsForRoute('/customer', options)).toEqual(['customer', 'user']);
    expect(detailsForRoute('/customer?filter=%7B%7D', options)).toEqual(['customer', 'user']);
  });

  it("a generated record or form: also its children's and parent's, through references", () => {
    expect(detailsForRoute('/customer/5/show', options)?.sort()).toEqual([
      'customer',
      'delivery-note',
      'user',
    ]);
    expect(detailsForRoute('/customer/create', options)?.sort()).toEqual([
      'customer',
      'delivery-note',
      'user',
    ]);
    expect(detailsForRoute('/user/3', options)).toEqual(['user']);
  });

  it('none for the dashboard and the sign-in', () => {
    expect(detailsForRoute('/', options)).toEqual([]);
    expect(detailsForRoute('', options)).toEqual([]);
    expect(detailsForRoute('/login', options)).toEqual([]);
  });

  it('all for a hand-written view, a page of its own, a nested resource and anything else', () => {
    expect(detailsForRoute('/product', options)).toBeUndefined();
    expect(detailsForRoute('/customer/report', options)).toBeUndefined();
    expect(detailsForRoute('/delivery-note', options)).toBeUndefined();
    expect(detailsForRoute('/alerts', options)).toBeUndefined();
    expect(detailsForRoute('/customer/5/show/extra', options)).toBeUndefined();
    expect(detailsForRoute('/customer/5/history', options)).toBeUndefined();
  });
});
