// The generated screens at phone width (390 px; MUI's breakpoints read the stubbed matchMedia): cards
// instead of the table, a sort menu, only 'Riwayat' in a read-only user's toolbar, the date pickers' dialog
// variant; and the external customers' list (GET /customer/external) reached from the customer list.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeDataProvider, readOnlyScopes, renderAdmin } from './harness.tsx';
import { stubViewportWidth } from '../viewport.ts';

const T = { timeout: 10_000 };

const main = () => {
  const element = document.getElementById('main-content');
  if (!element) throw new Error('the layout rendered no #main-content');
  return element;
};
/** The page's main content once the layout has rendered. */
const findMain = () => waitFor(main, T);

describe('at 390 px (a phone)', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubViewportWidth(390);
  });
  afterEach(() => restore());

  it('a generated list shows one card per record, with the list columns as terms, and no table', async () => {
    const fake = fakeDataProvider();
    renderAdmin({ url: '/customer', dataProvider: fake });
    const first = fake.store.customer[0] as unknown as { name: string; code: string };
    const title = await within(await findMain()).findByRole('link', { name: first.name }, T);
    expect(title).toHaveAttribute('href', expect.stringMatching(/\/customer\/\d+\/show$/));
    expect(within(main()).queryByRole('table')).toBeNull();
    const card = title.closest('li')!;
    const terms = within(card)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Kode', 'Telepon', 'Email', 'Kota', 'Marketing', 'Aktif']);
    expect(within(card).getAllByRole('definition')[0]).toHaveTextContent(first.code);
    // No column selector (a card shows the list columns); search, filters, sort and export stay.
    expect(within(main()).queryByRole('button', { name: /Kolom/ })).toBeNull();
    expect(screen.getByPlaceholderText('Cari')).toBeInTheDocument();
    expect(
      within(main()).getByRole('button', { name: /^Urutkan: Diurutkan menurut Nama, naik/ }),
    ).toBeInTheDocument();
  });

  it('the sort menu sorts by a list column; the chosen column again turns the order around', async () => {
    const fake = fakeDataProvider();
    renderAdmin({ url: '/customer', dataProvider: fake });
    await userEvent.click(
      await within(await findMain()).findByRole('button', { name: /^Urutkan:/ }, T),
    );
    const items = within(await screen.findByRole('menu'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toEqual(['Kode', 'Nama', 'Telepon', 'Email', 'Kota', 'Marketing', 'Aktif']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Nama' }));
    await waitFor(
      () =>
        expect(
          fake.calls.filter((c) => c.method === 'getList' && c.resource === 'customer').at(-1)
            ?.params,
        ).toMatchObject({ sort: { field: 'name', order: 'DESC' } }),
      T,
    );
    await userEvent.click(
      within(main()).getByRole('button', { name: /^Urutkan: Diurutkan menurut Nama, turun/ }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Kota' }));
    await waitFor(
      () =>
        expect(
          fake.calls.filter((c) => c.method === 'getList' && c.resource === 'customer').at(-1)
            ?.params,
        ).toMatchObject({ sort: { field: 'city', order: 'ASC' } }),
      T,
    );
  });

  it("a card's checkbox selects it for the bulk delete", async () => {
    const fake = fakeDataProvider();
    renderAdmin({ url: '/customer', dataProvider: fake });
    const first = fake.store.customer[0] as unknown as { name: string };
    await userEvent.click(
      await within(await findMain()).findByRole('checkbox', { name: `Pilih ${first.name}` }, T),
    );
    expect(
      await within(await findMain()).findByText(/1 data dipilih|1 item/, {}, T),
    ).toBeInTheDocument();
    expect(within(main()).getByRole('button', { name: 'Hapus' })).toBeInTheDocument();
  });

  it("a parent's tab lists its children as cards; a card's title opens the edit dialog", async () => {
    renderAdmin({ url: '/customer/1/show' });
    await userEvent.click(await screen.findByRole('tab', { name: /Catatan Pengiriman/ }, T));
    await waitFor(
      () => expect(main().querySelectorAll('.EngineCardList-card').length).toBeGreaterThan(0),
      T,
    );
    expect(within(main()).queryByRole('table')).toBeNull();
    const title = main().querySelector<HTMLButtonElement>(
      '.EngineCardList-card button.EngineCardList-title',
    )!;
    await userEvent.click(title);
    expect(await screen.findByRole('dialog', {}, T)).toBeInTheDocument();
  });

  it("a read-only user's show page has only 'Riwayat' in its toolbar; a user who may edit also has Ubah", async () => {
    const readOnly = renderAdmin({ url: '/customer/1/show', scopes: readOnlyScopes() });
    await within(await findMain()).findAllByRole('term', {}, T);
    const toolbar = main().querySelector<HTMLElement>('.show-page > .MuiToolbar-root')!;
    expect(within(toolbar).getByRole('button', { name: 'Riwayat' })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('link', { name: 'Ubah' })).toBeNull();
    readOnly.unmount();
    renderAdmin({ url: '/customer/1/show' });
    await within(await findMain()).findByRole('link', { name: 'Ubah' }, T);
    expect(main().querySelector('.show-page > .MuiToolbar-root')).not.toBeNull();
  });

  it('a date-time input opens the dialog variant, which fits a phone, whatever the pointer', async () => {
    // The fleet task's edit form (a task is made by scheduling; its planned start is edited here).
    renderAdmin({ url: '/fleet-task/1/edit' });
    const group = await screen.findByRole(
      'group',
      { name: /Mulai Rencana|Rencana Mulai|planned/i },
      T,
    );
    const field = group.closest('.MuiFormControl-root') as HTMLElement;
    await userEvent.click(within(field).getByRole('button'));
    // A modal dialog (the mobile variant), not the desktop popper beside the field.
    const dialog = await screen.findByRole('dialog', {}, T);
    expect(dialog.closest('.MuiDialog-root')).not.toBeNull();
    expect(dialog.closest('.MuiPickerPopper-root')).toBeNull();
  });
});

describe('external customers (GET /customer/external)', () => {
  it('the customer list links to them; the list asks the data provider for the external list and opens records', async () => {
    const fake = fakeDataProvider();
    renderAdmin({ url: '/customer', dataProvider: fake });
    const link = await within(await findMain()).findByRole(
      'link',
      { name: 'Pelanggan eksternal' },
      T,
    );
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/customer\/external$/));
    await userEvent.click(link);
    expect(
      await screen.findByText(
        'Data yang berasal dari integrasi akuntansi (ID Eksternal terisi).',
        {},
        T,
      ),
    ).toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          fake.calls.some(
            (c) =>
              c.method === 'getList' &&
              c.resource === 'customer' &&
              (c.params as { meta?: { list?: string } }).meta?.list === 'external',
          ),
        ).toBe(true),
      T,
    );
    expect(document.getElementById('react-admin-title')).toHaveTextContent('Pelanggan eksternal');
    // Read-only: no create, no bulk delete; back to the whole list.
    expect(within(main()).queryByRole('link', { name: 'Tambah' })).toBeNull();
    expect(within(main()).queryAllByRole('checkbox')).toEqual([]);
    expect(within(main()).getByRole('link', { name: 'Semua Pelanggan' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/customer$/),
    );
  });

  it('in English', async () => {
    renderAdmin({ url: '/customer/external', locale: 'en' });
    expect(
      await screen.findByText(
        'Records that come from the accounting integration (External ID set).',
        {},
        T,
      ),
    ).toBeInTheDocument();
    await waitFor(
      () =>
        expect(document.getElementById('react-admin-title')).toHaveTextContent(
          'External Customers',
        ),
      T,
    );
    expect(within(main()).getByRole('link', { name: 'All Customers' })).toBeInTheDocument();
  });
});
