// The first screen (src/firstScreen/draw.ts) against the console's rules for the same user and list:
// the menu the user may open, the columns, the buttons the user's abilities allow, the paging; inert
// and hidden from assistive technology; in Indonesian and English.
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { usePagination } from '@mui/material';
import { MENU_GROUPS, resources } from '../../../src/generated/registry.ts';
import {
  drawFirstScreen,
  paginationItems,
  type FirstScreenInput,
} from '../../../src/firstScreen/draw.ts';
import { planInitialList, splitRoute } from '../../../src/resources/initialListPlan.ts';
import {
  handFirstPage,
  takeFirstPage,
  dropFirstPage,
} from '../../../src/resources/firstScreenHandoff.ts';
import { createI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { loadMessages } from '../../../src/i18n/messages.ts';
import { listableSections } from '../../../src/domain/menu/menuSections.ts';
import { ALL_SCOPES, readOnlyScopes } from '../resources/harness.tsx';

const customers = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  code: `CUS-${String(i + 1).padStart(4, '0')}`,
  name: `PT Pelanggan ${i + 1}`,
  phone: '081234567890',
  email: `logistik${i + 1}@contoh.co.id`,
  city: 'Bandung',
  marketing_user_id: 3,
  is_active: i % 2 === 0,
}));

async function draw(overrides: Partial<FirstScreenInput> = {}, locale: 'id' | 'en' = 'id') {
  await loadMessages(locale);
  const def = resources.customer;
  return drawFirstScreen({
    def,
    params: {
      pagination: { page: 1, perPage: 10 },
      sort: def.list.sort as FirstScreenInput['params']['sort'],
      filter: {},
      meta: undefined,
    },
    page: { data: customers, total: 25 },
    resources,
    groups: MENU_GROUPS,
    scopes: ALL_SCOPES,
    userName: 'Administrator Armada',
    locale,
    translate: createI18nProvider(locale, { resources }).translate,
    storeItem: () => undefined,
    layout: 'desktop',
    now: new Date('2026-11-24T08:00:00Z'),
    ...overrides,
  });
}

const texts = (root: Element, selector: string) =>
  [...root.querySelectorAll(selector)].map((e) => e.textContent?.trim() ?? '');

describe('first screen', () => {
  it('is inert and hidden from assistive technology, with nothing to focus', async () => {
    const screen = await draw();
    expect(screen.id).toBe('first-screen');
    expect(screen.hasAttribute('inert')).toBe(true);
    expect(screen.getAttribute('aria-hidden')).toBe('true');
    for (const link of screen.querySelectorAll('a'))
      expect(link.getAttribute('tabindex')).toBe('-1');
    expect(screen.querySelectorAll('input, button, select, textarea, [tabindex="0"]')).toHaveLength(
      0,
    );
  });

  it('draws the app bar, the menu the user may open and the list page in Indonesian', async () => {
    const screen = await draw();
    expect(screen.querySelector('.fs-name')?.textContent).toBe('Armada Console');
    expect(screen.querySelector('.fs-title')?.textContent).toBe('Pelanggan');
    expect(screen.querySelector('.fs-user')?.textContent).toBe('Administrator Armada');
    expect(screen.querySelector('.fs-language')?.textContent).toBe('Bahasa Indonesia');
    const translate = createI18nProvider('id', { resources }).translate;
    const sections = listableSections(resources, MENU_GROUPS, ALL_SCOPES);
    expect(texts(screen, '.fs-group')).toEqual(
      sections.map((s) => translate(`app.menu.groups.${s.group}`)),
    );
    expect(texts(screen, '.fs-menu-label')).toEqual([
      'Dasbor',
      'Notifikasi',
      ...sections.flatMap((s) =>
        s.resources.map((r) => translate(`resources.${r.name}.name`, { smart_count: 2 })),
      ),
    ]);
    expect(texts(screen, '.fs-active')).toEqual(['Pelanggan']);
    expect(texts(screen, 'thead th')).toEqual([
      '',
      'Kode',
      'Nama',
      'Telepon',
      'Email',
      'Kota',
      'Marketing',
      'Aktif',
    ]);
    expect(texts(screen, 'tbody tr')).toHaveLength(10);
    expect(texts(screen, 'tbody tr:first-child td')).toEqual([
      '',
      'CUS-0001',
      'PT Pelanggan 1',
      '081234567890',
      'logistik1@contoh.co.id',
      'Bandung',
      '',
      '',
    ]);
    expect(screen.querySelector('tbody tr:first-child td:last-child svg')?.innerHTML).toContain(
      'M9 16.2',
    );
    expect(texts(screen, '.fs-actions .fs-button')).toEqual([
      'Tambah filter',
      'Pelanggan eksternal',
      'Tambah',
      'Kolom',
      'Ekspor',
    ]);
    expect(screen.querySelector('.fs-search')?.textContent).toBe('Cari');
    expect(screen.querySelector('.fs-pagination')?.textContent).toBe(
      'Baris per halaman:101-10 dari 25123',
    );
    expect(screen.querySelector('.fs-footer')?.textContent).toBe('© 2025–2026 Armada Console');
  });

  it('shows no page buttons for a single page, as react-admin does', async () => {
    const screen = await draw({ page: { data: customers.slice(0, 3), total: 3 } });
    expect(screen.querySelector('.fs-pagination')?.textContent).toBe(
      'Baris per halaman:101-3 dari 3',
    );
    expect(screen.querySelectorAll('.fs-page')).toHaveLength(0);
  });

  it('in English', async () => {
    const screen = await draw({}, 'en');
    expect(screen.querySelector('.fs-title')?.textContent).toBe('Customers');
    expect(screen.querySelector('.fs-language')?.textContent).toBe('English');
    expect(texts(screen, 'thead th').slice(1, 3)).toEqual(['Code', 'Name']);
    expect(texts(screen, '.fs-actions .fs-button')).toContain('Export');
    expect(screen.querySelector('.fs-pagination')?.textContent).toContain('1-10 of 25');
  });

  it("offers only what the user's scopes allow: a reader has no create button and no row checkboxes", async () => {
    const screen = await draw({ scopes: readOnlyScopes() });
    expect(texts(screen, '.fs-actions .fs-button')).not.toContain('Tambah');
    expect(screen.querySelectorAll('.fs-check')).toHaveLength(0);
  });

  it('a folded menu group and a closed sidebar as the store remembers them', async () => {
    const [first, second] = listableSections(resources, MENU_GROUPS, ALL_SCOPES);
    const folded = await draw({
      storeItem: (key) => (key === 'armada.menu.folded' ? { [first.group]: true } : undefined),
    });
    const groups = [...folded.querySelectorAll('.fs-group')];
    expect(groups[0].nextElementSibling).toBe(groups[1]);
    expect(groups[0].querySelector('svg')?.innerHTML).toContain('M16.59 8.59');
    expect(groups[1].nextElementSibling?.textContent).toContain(
      createI18nProvider('id', { resources }).translate(
        `resources.${second.resources[0].name}.name`,
        { smart_count: 2 },
      ),
    );
    const closed = await draw({ storeItem: (key) => (key === 'sidebar.open' ? false : undefined) });
    expect(closed.classList.contains('fs-closed')).toBe(true);
    expect(closed.querySelectorAll('.fs-group')).toHaveLength(0);
  });

  it("on a phone: the console's cards, icon buttons and the floating create button", async () => {
    const screen = await draw({ layout: 'phone' });
    expect(screen.classList.contains('fs-phone')).toBe(true);
    expect(screen.querySelector('.fs-sidebar, table')).toBeNull();
    expect(screen.querySelector('.fs-title')?.textContent).toBe('Pelanggan');
    expect(screen.querySelector('.fs-user')).toBeNull();
    expect(texts(screen, '.fs-card-title')).toEqual(customers.map((c) => c.name));
    const first = screen.querySelector('.fs-card-item')!;
    expect(texts(first, 'dt')).toEqual(['Kode', 'Telepon', 'Email', 'Kota', 'Marketing', 'Aktif']);
    expect(texts(first, 'dd')).toEqual([
      'CUS-0001',
      '081234567890',
      'logistik1@contoh.co.id',
      'Bandung',
      '',
      '',
    ]);
    expect(screen.querySelectorAll('.fs-action-icon')).toHaveLength(4);
    expect(screen.querySelector('.fs-fab')).not.toBeNull();
    expect(screen.querySelector('.fs-pagination')?.textContent).toBe('1-10 dari 25');
    const reader = await draw({ layout: 'phone', scopes: readOnlyScopes() });
    expect(reader.querySelector('.fs-fab')).toBeNull();
    expect(reader.querySelectorAll('.fs-card-check')).toHaveLength(0);
  });

  it('the alert bell with the counts it last kept', async () => {
    const screen = await draw({ alertBell: { urgent: '9', important: '99+' } });
    expect(texts(screen, '.fs-bell .fs-badge')).toEqual(['9', '99+']);
    expect((await draw({ alertBell: undefined })).querySelector('.fs-bell')).toBeNull();
  });

  it("pages as MUI's Pagination numbers them", () => {
    for (let count = 1; count <= 12; count++) {
      for (let page = 1; page <= count; page++) {
        const { result } = renderHook(() =>
          usePagination({ count, page, hidePrevButton: true, hideNextButton: true }),
        );
        const mui = result.current.items.map((item) =>
          item.type === 'page' ? item.page : 'ellipsis',
        );
        expect(paginationItems(page, count), `page ${page} of ${count}`).toEqual(mui);
      }
    }
  });
});

describe('first screen plan', () => {
  const plan = (
    route: string,
    scopes = ALL_SCOPES,
    storeItem: (key: string) => unknown = () => undefined,
  ) =>
    planInitialList({
      ...splitRoute(route),
      resources,
      handWritten: (name) => name === 'delivery-order',
      scopes,
      storeItem,
    });

  it("is react-admin's first request of a generated list the user may open", () => {
    expect(plan('/customer')?.queryKey).toEqual([
      'customer',
      'getList',
      {
        pagination: { page: 1, perPage: 10 },
        sort: resources.customer.list.sort,
        filter: {},
        meta: undefined,
      },
    ]);
    expect(plan('/customer/')?.def.name).toBe('customer');
    expect(
      plan('/customer?page=2&perPage=25&sort=city&order=DESC&filter=%7B%22q%22%3A%22PT%22%7D')
        ?.params,
    ).toEqual({
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'city', order: 'DESC' },
      filter: { q: 'PT' },
      meta: undefined,
    });
    expect(
      plan('/customer', ALL_SCOPES, (key) =>
        key === 'customer.listParams'
          ? { page: 3, perPage: 50, sort: 'name', order: 'ASC', filter: {} }
          : undefined,
      )?.params.pagination,
    ).toEqual({
      page: 3,
      perPage: 50,
    });
  });

  it('is nothing for a record, a hand-written list, a child resource, an unknown name or a list the user may not open', () => {
    expect(plan('/customer/1')).toBeUndefined();
    expect(plan('/customer/1/show')).toBeUndefined();
    expect(plan('/delivery-order')).toBeUndefined();
    expect(plan('/nothing')).toBeUndefined();
    expect(plan('/')).toBeUndefined();
    const child = Object.values(resources).find((def) => def.parent);
    if (child) expect(plan(`/${child.name}`)).toBeUndefined();
    expect(plan('/customer', [])).toBeUndefined();
  });

  it('splits a hash route', () => {
    expect(splitRoute('/customer?page=2')).toEqual({ pathname: '/customer', search: '?page=2' });
    expect(splitRoute('/customer')).toEqual({ pathname: '/customer', search: '' });
  });
});

describe('first screen handoff', () => {
  it('hands the fetched page to the same list once, and never to another', async () => {
    const key = [
      'customer',
      'getList',
      {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
        meta: undefined,
      },
    ] as const;
    const page = Promise.resolve({ data: [], total: 0 });
    handFirstPage([...key] as never, page);
    expect(
      takeFirstPage([
        'customer',
        'getList',
        { ...key[2], pagination: { page: 2, perPage: 10 } },
      ] as never),
    ).toBeUndefined();
    expect(takeFirstPage([...key] as never)).toBe(page);
    expect(takeFirstPage([...key] as never)).toBeUndefined();
    handFirstPage([...key] as never, page);
    dropFirstPage();
    expect(takeFirstPage([...key] as never)).toBeUndefined();
  });
});
