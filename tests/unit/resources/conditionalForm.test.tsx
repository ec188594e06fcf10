// Conditional fields in the generated forms (issue 28): customer.schema.json's if/then asks a
// company for its NPWP. The create form shows the NPWP only once the type is Badan Usaha, marks it
// required and says 'Wajib diisi' on an empty one; back to Perorangan it disappears and is not sent.
// On edit, a hidden NPWP is left out of the update (the stored value stays).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeDataProvider, renderAdmin } from './harness.tsx';

const T = { timeout: 10_000 };

async function chooseType(label: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /^Jenis Pelanggan/ }));
  await userEvent.click(within(await screen.findByRole('listbox', {}, T)).getByText(label));
}

describe('conditional fields in the generated form', () => {
  it('create: the NPWP appears, required, for a company and goes away for an individual', async () => {
    const { dataProvider } = renderAdmin({ url: '/customer/create' });
    await userEvent.click(await screen.findByRole('textbox', { name: /^Nama/ }, T));
    await userEvent.paste('PT Bersyarat');
    await userEvent.click(screen.getByRole('textbox', { name: /^Kode/ }));
    await userEvent.paste('SYR-1');
    await userEvent.click(screen.getByRole('textbox', { name: /^Telepon/ }));
    await userEvent.paste('081298765432');
    expect(screen.queryByRole('textbox', { name: /^NPWP/ })).toBeNull();

    await chooseType('Badan Usaha');
    const npwp = await screen.findByRole('textbox', { name: /^NPWP/ }, T);
    expect(npwp.closest('.MuiFormControl-root')).toHaveTextContent('NPWP *');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(npwp).toHaveAccessibleDescription('Wajib diisi'), T);
    const calls = (dataProvider as ReturnType<typeof fakeDataProvider>).calls;
    expect(calls.some((c) => c.method === 'create')).toBe(false);

    await chooseType('Perorangan');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^NPWP/ })).toBeNull(), T);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data berhasil ditambahkan', {}, T)).toBeInTheDocument();
    const created = calls.find((c) => c.method === 'create');
    expect(created?.params).toMatchObject({ data: { name: 'PT Bersyarat', type: 'PERSONAL' } });
    expect((created!.params as { data: object }).data).not.toHaveProperty('tax_number');
  });

  it('edit: a company shows its NPWP; made an individual, the NPWP is hidden and not sent', async () => {
    const { dataProvider } = renderAdmin({ url: '/customer/1' });
    const npwp = await screen.findByRole('textbox', { name: /^NPWP/ }, T);
    await waitFor(() => expect(npwp).toHaveValue('01.234.567.8-901.234'), T);
    await chooseType('Perorangan');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^NPWP/ })).toBeNull(), T);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Perubahan data berhasil disimpan', {}, T)).toBeInTheDocument();
    const update = (dataProvider as ReturnType<typeof fakeDataProvider>).calls.find(
      (c) => c.method === 'update',
    );
    expect(update?.params).toMatchObject({ data: { type: 'PERSONAL' } });
    expect((update!.params as { data: object }).data).not.toHaveProperty('tax_number');
  });
});
