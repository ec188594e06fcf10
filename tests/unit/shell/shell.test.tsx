// The shell as the user sees it: the grouped menu shows only what the user may list, groups fold,
// the dashboard counts records, the footer names the year range, the language switch works.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ResourceDefinitionContextProvider, type DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import { resources as generated, type ResourceDef } from '../../../src/generated/registry';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { clearSession, saveSession } from '../../../src/auth/session';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { Menu } from '../../../src/custom/shell/Menu';
import { Dashboard } from '../../../src/custom/shell/Dashboard';
import { Footer } from '../../../src/custom/shell/Footer';
import { LanguageSwitch } from '../../../src/custom/shell/LanguageSwitch';
import { AppBar } from '../../../src/custom/shell/AppBar';
import { stubViewportWidth } from '../viewport';

// A fixed registry so the test does not move when schemas are added.
const registry: Record<string, ResourceDef> = {
  customer: generated.customer,
  address: generated.address,
  user: generated.user,
  'delivery-note': generated['delivery-note'],
  vendor: {
    ...generated.customer,
    name: 'vendor',
    label: 'resources.vendor.name',
    menu: { group: 'vendor', order: 10 },
    scopes: {
      read: ['vms:create', 'vms:read', 'vms:update', 'vms:delete'],
      create: ['vms:create'],
      update: ['vms:update'],
      delete: ['vms:delete'],
    },
  },
};

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
});

const definitions = Object.fromEntries(
  Object.values(registry).map((def) => [
    def.name,
    {
      name: def.name,
      hasList: !def.parent,
      hasShow: true,
      hasEdit: true,
      hasCreate: true,
      options: { label: def.label },
    },
  ]),
);

function setup(
  scopes: string[],
  dataProvider: Partial<DataProvider> = {},
  flags: string[] = ['vsms2_bilingual'],
) {
  // The console's own session store: the authProvider and the menu's scopes (src/auth/liveAccess.ts) read it.
  saveSession({
    token: 't',
    user: { id: 1, fullname: 'Rina Kusuma', scopes, feature_flags: flags },
  });
  const authProvider = createAuthProvider({ resources: registry });
  const i18nProvider = createI18nProvider('id');
  const provider = {
    getList: async () => ({ data: [{ id: 1 }], total: 25 }),
    ...dataProvider,
  } as unknown as DataProvider;
  return { authProvider, i18nProvider, dataProvider: provider };
}

function Shell({
  children,
  scopes,
  dataProvider,
  flags,
}: {
  children: React.ReactNode;
  scopes: string[];
  dataProvider?: Partial<DataProvider>;
  flags?: string[];
}) {
  const providers = setup(scopes, dataProvider, flags);
  return (
    <AdminContext {...providers}>
      <ResourceDefinitionContextProvider definitions={definitions}>
        {children}
      </ResourceDefinitionContextProvider>
    </AdminContext>
  );
}

describe('Menu', () => {
  it('shows only the resources the user may list, under their groups', async () => {
    render(
      <Shell scopes={['customer:read', 'address:read']}>
        <Menu registry={registry} />
      </Shell>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Menu utama' });
    await within(nav).findByRole('menuitem', { name: /Pelanggan/ });
    expect(within(nav).getByRole('menuitem', { name: /Alamat/ })).toBeInTheDocument();
    expect(within(nav).getByRole('menuitem', { name: /Dasbor/ })).toBeInTheDocument();
    expect(within(nav).queryByRole('menuitem', { name: /Pengguna/ })).toBeNull();
    expect(within(nav).queryByRole('menuitem', { name: /Vendor/ })).toBeNull();
    // Groups: Data Master shown, Pengaturan (user) and Vendor have nothing readable and are hidden.
    expect(within(nav).getByRole('group', { name: 'Data Master' })).toBeInTheDocument();
    expect(within(nav).queryByRole('group', { name: 'Pengaturan' })).toBeNull();
    expect(within(nav).queryByRole('group', { name: 'Vendor' })).toBeNull();
    // A nested resource never has its own entry.
    expect(within(nav).queryByRole('menuitem', { name: /Catatan Pengiriman/ })).toBeNull();
  });

  it('orders entries by menu.order and needs every scope a resource lists', async () => {
    render(
      <Shell
        scopes={[
          'customer:read',
          'address:read',
          'user:read',
          'vms:create',
          'vms:read',
          'vms:update',
          'vms:delete',
        ]}
      >
        <Menu registry={registry} />
      </Shell>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Menu utama' });
    await within(nav).findByRole('menuitem', { name: /Vendor/ });
    const masterData = within(nav).getByRole('group', { name: 'Data Master' });
    expect(
      within(masterData)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Pelanggan', 'Alamat']);
    const groups = within(nav)
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-label'));
    expect(groups).toEqual(['Data Master', 'Vendor', 'Pengaturan']);
  });

  it('hides the vendor entry when one of the four vms scopes is missing', async () => {
    render(
      <Shell scopes={['customer:read', 'vms:read', 'vms:create', 'vms:update']}>
        <Menu registry={registry} />
      </Shell>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Menu utama' });
    await within(nav).findByRole('menuitem', { name: /Pelanggan/ });
    expect(within(nav).queryByRole('menuitem', { name: /Vendor/ })).toBeNull();
  });

  it('folds a group from its labelled toggle', async () => {
    render(
      <Shell scopes={['customer:read']}>
        <Menu registry={registry} />
      </Shell>,
    );
    const toggle = await screen.findByRole('button', { name: 'Data Master' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('Dashboard', () => {
  it('counts records of each readable resource and links to its list', async () => {
    const calls: string[] = [];
    render(
      <Shell
        scopes={['customer:read', 'address:read']}
        dataProvider={{
          getList: (async (resource: string) => {
            calls.push(resource);
            return { data: [{ id: 1 }], total: resource === 'customer' ? 25 : 44 };
          }) as DataProvider['getList'],
        }}
      >
        <Dashboard registry={registry} />
      </Shell>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Selamat datang, Rina Kusuma' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('count-customer')).toHaveTextContent('25 data'));
    expect(screen.getByTestId('count-address')).toHaveTextContent('44 data');
    expect(screen.getByRole('link', { name: /Pelanggan/ })).toHaveAttribute('href', '#/customer');
    expect(screen.queryByText('Pengguna')).toBeNull();
    expect(calls.sort()).toEqual(['address', 'customer']);
  });
});

describe('Footer', () => {
  it('shows the copyright range from the previous year to this year', () => {
    render(
      <Shell scopes={[]}>
        <Footer now={new Date('2025-03-01T00:00:00Z')} />
      </Shell>,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2024–2025 Armada Console');
  });
});

describe('LanguageSwitch', () => {
  it('switches the menu to English', async () => {
    render(
      <Shell scopes={['customer:read']}>
        <LanguageSwitch />
        <Menu registry={registry} />
      </Shell>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Bahasa: Bahasa Indonesia' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('menuitem', { name: /Customers/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('is not there without the flag vsms2_bilingual, except on the sign-in page', async () => {
    render(
      <Shell scopes={['customer:read']} flags={[]}>
        <LanguageSwitch />
        <Menu registry={registry} />
      </Shell>,
    );
    await screen.findByRole('navigation', { name: 'Menu utama' });
    expect(screen.queryByRole('button', { name: /^Bahasa:/ })).toBeNull();
    cleanup();
    render(
      <Shell scopes={['customer:read']} flags={[]}>
        <LanguageSwitch ungated />
      </Shell>,
    );
    expect(
      await screen.findByRole('button', { name: 'Bahasa: Bahasa Indonesia' }),
    ).toBeInTheDocument();
  });
});

describe('AppBar', () => {
  /** A 1366 px wide desktop. */
  let restore = () => {};
  const desktop = () => {
    restore = stubViewportWidth(1366);
  };
  afterEach(() => restore());

  it("names the user menu button by the user's name it shows (axe label-content-name-mismatch, WCAG 2.5.3)", async () => {
    desktop();
    render(
      <Shell scopes={['customer:read']}>
        <AppBar />
      </Shell>,
    );
    const button = await screen.findByRole('button', { name: /Rina Kusuma/ });
    expect(button).toHaveTextContent('Rina Kusuma');
    // The accessible name starts with the visible text, and still says what the button opens.
    expect(button).toHaveAccessibleName('Rina Kusuma, Profil');
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: /Keluar/ })).toBeInTheDocument();
  });

  it('keeps the Profil name on the icon-only button of a phone', async () => {
    render(
      <Shell scopes={['customer:read']}>
        <AppBar />
      </Shell>,
    );
    const button = await screen.findByRole('button', { name: /Profil/ });
    expect(button).not.toHaveTextContent(/\S/);
  });
});
