// The user screens (src/resources/user/): the scopes as a role plus entries, the grant rule shown
// before the server's, and the create form's write-only password.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURE_SCOPES } from '../../../src/domain/access/featureScopes.ts';
import { ALL_SCOPES, fakeDataProvider, renderAdmin } from './harness.tsx';

const T = { timeout: 10_000 };
const ADMIN = [...ALL_SCOPES, ...FEATURE_SCOPES];

async function openCreate(scopes: string[]) {
  const utils = renderAdmin({ url: '/user/create', scopes, dataProvider: fakeDataProvider() });
  await screen.findByRole('combobox', { name: 'Peran' }, T);
  return utils;
}

describe('user create', () => {
  it('offers every role to an administrator holding everything; the role fills an empty position', async () => {
    await openCreate(ADMIN);
    await userEvent.click(screen.getByRole('combobox', { name: 'Peran' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Tanpa peran',
      'Administrator',
      'Dispatcher',
      'Supervisor',
      'Pengemudi',
      'Sales/Marketing',
      'Integrasi Sistem',
    ]);
    expect(options.filter((o) => o.getAttribute('aria-disabled') === 'true')).toEqual([]);
    await userEvent.click(screen.getByRole('option', { name: 'Sales/Marketing' }));
    expect(screen.getByRole('textbox', { name: /Jabatan/ })).toHaveValue('Sales/Marketing');
  });

  it('offers a role beyond the administrator’s own access disabled, and flags typed scopes they do not hold', async () => {
    await openCreate(['user:read', 'user:create', 'user:update', 'customer:read']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Peran' }));
    const dispatcher = await screen.findByRole('option', { name: /Dispatcher/ });
    expect(dispatcher).toHaveAttribute('aria-disabled', 'true');
    expect(dispatcher).toHaveTextContent('Di luar hak akses Anda');
    await userEvent.keyboard('{Escape}');
    const extra = screen.getByRole('combobox', { name: 'Hak Akses Tambahan' });
    await userEvent.type(extra, 'customer:update{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('Anda tidak memiliki hak akses ini: customer:update', {}, T),
    ).toBeInTheDocument();
  });

  it('checks the password by the policy, and sends it with the record', async () => {
    const { dataProvider } = await openCreate(ADMIN);
    const provider = dataProvider as ReturnType<typeof fakeDataProvider>;
    await userEvent.type(screen.getByRole('textbox', { name: /Nama Pengguna/ }), 'dewi.lestari');
    await userEvent.type(screen.getByRole('textbox', { name: /Nama Lengkap/ }), 'Dewi Lestari');
    // The test's identity names no company, so the form asks (a signed-in user's is filled in, not shown).
    await userEvent.type(screen.getByRole('spinbutton', { name: /ID Perusahaan/ }), '1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Peran' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dispatcher' }));
    const password = screen.getByLabelText(/^Kata Sandi/, { selector: 'input' });
    await userEvent.type(password, 'dewi12345');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText(
        'Kata sandi minimal 10 karakter, berisi huruf dan angka, dan tidak memuat nama pengguna',
        {},
        T,
      ),
    ).toBeInTheDocument();
    expect(provider.calls.some((c) => c.method === 'create')).toBe(false);

    await userEvent.clear(password);
    await userEvent.type(password, 'Rahasia-Kuat-2030');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(provider.calls.some((c) => c.method === 'create')).toBe(true), T);
    const sent = provider.calls.find((c) => c.method === 'create')!.params as {
      data: Record<string, unknown>;
    };
    expect(sent.data).toMatchObject({
      username: 'dewi.lestari',
      fullname: 'Dewi Lestari',
      position: 'Dispatcher',
      scopes: ['@dispatcher'],
      password: 'Rahasia-Kuat-2030',
      must_change_password: true,
    });
  });
});
