import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, ResourceContextProvider, ResourceDefinitionContextProvider } from 'ra-core';
import { resources, type JsonSchema } from '../../../src/generated/registry.ts';
import { defaultEntries } from '../../../src/resources/registry/defaultEntries.tsx';
import { PropertyInput } from '../../../src/resources/registry/PropertyInput.tsx';
import { RegistryProvider } from '../../../src/resources/registry/RegistryContext.tsx';
import { loadInputs } from '../../../src/resources/registry/lazyInputs.tsx';
import type { FormMode } from '../../../src/resources/registry/types.ts';
import { fakeDataProvider, seedStore, TestContext } from './harness.tsx';

interface Case {
  resource: string;
  path: string;
  schema?: JsonSchema;
  record?: Record<string, unknown>;
  mode?: FormMode;
  required?: boolean;
  readOnly?: boolean;
  locale?: 'id' | 'en';
}

const definitions = {
  user: {
    name: 'user',
    hasList: true,
    hasShow: true,
    hasEdit: false,
    hasCreate: false,
    recordRepresentation: 'fullname',
  },
  address: {
    name: 'address',
    hasList: true,
    hasShow: true,
    hasEdit: false,
    hasCreate: false,
    recordRepresentation: 'name',
  },
  'box-type': {
    name: 'box-type',
    hasList: true,
    hasShow: true,
    hasEdit: true,
    hasCreate: true,
    recordRepresentation: 'name',
  },
};

/** One property input in a real react-admin form; returns the spy that receives submitted values. */
function renderInput({
  resource,
  path,
  schema,
  record = {},
  mode = 'create',
  required = false,
  readOnly = false,
  locale = 'id',
}: Case) {
  const def = resources[resource];
  const onSubmit = vi.fn();
  const store = seedStore();
  store.user = [
    { id: 1, fullname: 'Siti Rahayu', username: 'siti', position: 'Sales/Marketing' },
    { id: 2, fullname: 'Agus Wijaya', username: 'agus', position: 'Sales/Marketing' },
    { id: 3, fullname: 'Budi Santoso', username: 'budi', position: 'Driver' },
  ];
  const dataProvider = fakeDataProvider(store);
  render(
    <TestContext dataProvider={dataProvider} locale={locale}>
      <ResourceDefinitionContextProvider definitions={definitions}>
        <ResourceContextProvider value={resource}>
          <RegistryProvider entries={defaultEntries}>
            <Form record={record} onSubmit={onSubmit}>
              <PropertyInput
                source={path}
                schema={schema ?? def.schema.properties[path]}
                context={{ resource, path, def }}
                required={required}
                readOnly={readOnly}
                mode={mode}
              />
              <button type="submit">kirim</button>
            </Form>
          </RegistryProvider>
        </ResourceContextProvider>
      </ResourceDefinitionContextProvider>
    </TestContext>,
  );
  const submit = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'kirim' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return onSubmit.mock.calls.at(-1)![0] as Record<string, unknown>;
  };
  return { onSubmit, submit, dataProvider };
}

// Input renderers load lazily (lists never need them); these tests render them directly.
beforeAll(() => loadInputs());

describe('input renderers', () => {
  it('text: translated label with a required mark, typed value submitted', async () => {
    const { submit } = renderInput({ resource: 'customer', path: 'name', required: true });
    const input = screen.getByRole('textbox', { name: /Nama/ });
    expect(input.closest('.MuiFormControl-root')).toHaveTextContent('Nama *');
    await userEvent.type(input, 'PT Maju Jaya');
    expect(await submit()).toMatchObject({ name: 'PT Maju Jaya' });
  });

  it('textarea for widget textarea', () => {
    renderInput({ resource: 'customer', path: 'address' });
    expect(screen.getByRole('textbox', { name: 'Alamat' }).tagName).toBe('TEXTAREA');
  });

  it('number with its unit adornment, submitted as a number', async () => {
    const { submit } = renderInput({ resource: 'box-type', path: 'weight_capacity' });
    const input = screen.getByRole('textbox', { name: /Kapasitas Berat/ });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input.closest('.MuiInputBase-root')).toHaveTextContent('Kg');
    await userEvent.type(input, '1500');
    expect(await submit()).toMatchObject({ weight_capacity: 1500 });
    // Shown back grouped in the UI language once the user leaves it.
    expect(input).toHaveValue('1.500');
  });

  it.each([
    ['id', '12,5', 12.5],
    ['id', '1.000.000', 1000000],
    ['id', '1.000.000,5', 1000000.5],
    ['en', '12.5', 12.5],
    ['en', '1,000,000', 1000000],
    ['en', '1,000,000.5', 1000000.5],
  ] as const)('number in %s: %j is submitted as %d', async (locale, typed, value) => {
    const { submit } = renderInput({ resource: 'box-type', path: 'weight_capacity', locale });
    await userEvent.type(screen.getByRole('textbox', { name: /Kapasitas|Weight/ }), typed);
    expect(await submit()).toMatchObject({ weight_capacity: value });
  });

  it('number: a saved value shows in the UI language', () => {
    const record = { weight_capacity: 1234567.25 };
    renderInput({ resource: 'box-type', path: 'weight_capacity', record, mode: 'edit' });
    expect(screen.getByRole('textbox', { name: /Kapasitas Berat/ })).toHaveValue('1.234.567,25');
  });

  it.each([
    ['id', '12,5,3', 'Format angka tidak valid. Contoh: 1.234.567,5'],
    ['id', '12.5', 'Format angka tidak valid. Contoh: 1.234.567,5'],
    ['id', '1.2.3,4,5', 'Format angka tidak valid. Contoh: 1.234.567,5'],
    ['id', '12abc', 'Format angka tidak valid. Contoh: 1.234.567,5'],
    ['en', '12,5', 'Invalid number format. Example: 1,234,567.5'],
    ['en', '9007199254740993', 'Too many digits to store exactly'],
  ] as const)(
    'number in %s: %j is refused on the field and not submitted',
    async (locale, typed, message) => {
      const { onSubmit } = renderInput({
        resource: 'box-type',
        path: 'weight_capacity',
        locale,
        // The resource's own validation, as the generated forms have it: it must refuse too.
      });
      const input = screen.getByRole('textbox', { name: /Kapasitas|Weight/ });
      await userEvent.type(input, typed);
      await userEvent.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      // The typed text stays as it was: nothing is silently changed.
      expect(input).toHaveValue(typed);
      await userEvent.click(screen.getByRole('button', { name: /kirim/ }));
      // The form holds an unparsed marker, never a number made up from the text.
      const sent = onSubmit.mock.calls.at(-1)?.[0] as Record<string, unknown> | undefined;
      expect(typeof sent?.weight_capacity).not.toBe('number');
    },
  );

  it('identifier: a whole-number input holding the plain id, submitted as a number', async () => {
    const { submit } = renderInput({
      resource: 'vendor',
      path: 'paired_company_id',
      record: { paired_company_id: 2103 },
      mode: 'edit',
    });
    const input = screen.getByRole('spinbutton', { name: /Perusahaan/ }) as HTMLInputElement;
    expect(input.value).toBe('2103');
    expect(input.step).toBe('1');
    expect(
      input.closest('.MuiInputBase-root')?.querySelector('.MuiInputAdornment-root'),
    ).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, '2104');
    expect(await submit()).toMatchObject({ paired_company_id: 2104 });
  });

  it('currency with a Rp adornment', () => {
    const schema = resources.vendor.schema.properties.contract_rates.items!.properties!.base_price;
    renderInput({ resource: 'vendor', path: 'contract_rates.base_price', schema });
    const input = screen.getByRole('textbox', { name: /Harga Dasar/ });
    expect(input.closest('.MuiInputBase-root')).toHaveTextContent(/^Rp/);
  });

  it('boolean: a switch', async () => {
    const { submit } = renderInput({
      resource: 'customer',
      path: 'is_active',
      record: { is_active: false },
    });
    const toggle = screen.getByRole('switch', { name: 'Aktif' });
    await userEvent.click(toggle);
    expect(await submit()).toMatchObject({ is_active: true });
  });

  it('enum: a select of translated values', async () => {
    const { submit } = renderInput({ resource: 'address', path: 'category', required: true });
    await userEvent.click(screen.getByRole('combobox', { name: /Kategori/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Gudang' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'WAREHOUSE' })).toBeNull();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Pelabuhan' }));
    expect(await submit()).toMatchObject({ category: 'PORT' });
  });

  it('enum with widget radio: one radio per translated value', async () => {
    const { submit } = renderInput({ resource: 'reason', path: 'type' });
    expect(screen.getByRole('radio', { name: 'Dijadwalkan Ulang' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Dibatalkan' }));
    expect(await submit()).toMatchObject({ type: 'CANCELED' });
  });

  it('date-time: shown DD MMM YYYY HH:mm in Indonesian, sent YYYY-MM-DDTHH:mm:ss.SSSZ', async () => {
    const { submit } = renderInput({
      resource: 'delivery-order',
      path: 'expected_pickup_on',
      record: { expected_pickup_on: '2024-08-17T10:05:00' },
    });
    const group = screen.getByRole('group', { name: /Target Diambil/ });
    expect(group).toHaveTextContent('17 Agt 2024 10:05');
    const day = within(group).getAllByRole('spinbutton')[0];
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowUp}');
    expect(group).toHaveTextContent('18 Agt 2024 10:05');
    const values = await submit();
    expect(values.expected_pickup_on).toMatch(/^2024-08-18T10:05:00\.000[+-]\d\d:\d\d$/);
  });

  it('time: a native time input (HH:mm)', async () => {
    const { submit } = renderInput({ resource: 'address', path: 'start_operational_on' });
    const input = screen.getByLabelText('Jam Operasional Mulai');
    expect(input).toHaveAttribute('type', 'time');
    await userEvent.type(input, '08:30');
    expect(await submit()).toMatchObject({ start_operational_on: '08:30' });
  });

  it('duration: days, hours and minutes sent as an ISO 8601 duration', async () => {
    const { submit } = renderInput({ resource: 'delivery-order', path: 'origin_service_time' });
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Jam' }), '2');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Menit' }), '30');
    expect(await submit()).toMatchObject({ origin_service_time: 'PT2H30M' });
  });

  it('reference: an autocomplete over the target records by their representation', async () => {
    const { submit } = renderInput({ resource: 'customer', path: 'marketing_user_id' });
    const input = await screen.findByRole('combobox', { name: 'Marketing' });
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: 'Agus Wijaya' }));
    expect(await submit()).toMatchObject({ marketing_user_id: 2 });
  });

  it("reference with a referenceFilter: the picker asks for matching records only (a customer's marketing user is Sales/Marketing, never a driver)", async () => {
    const { dataProvider } = renderInput({ resource: 'customer', path: 'marketing_user_id' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Marketing' }));
    expect(await screen.findByRole('option', { name: 'Siti Rahayu' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Budi Santoso' })).not.toBeInTheDocument();
    const asked = dataProvider.calls.filter((c) => c.method === 'getList' && c.resource === 'user');
    expect(asked.length).toBeGreaterThan(0);
    for (const call of asked)
      expect((call.params as { filter?: unknown }).filter).toMatchObject({
        position: 'Sales/Marketing',
      });
  });

  it('tags: free strings as chips', async () => {
    const { submit } = renderInput({ resource: 'user', path: 'feature_flags' });
    const input = screen.getByRole('combobox', { name: /Fitur/ });
    await userEvent.type(input, 'beta{Enter}');
    expect(await submit()).toMatchObject({ feature_flags: ['beta'] });
  });

  it('array of objects: add a row, fill its sub-inputs', async () => {
    const { submit } = renderInput({
      resource: 'vendor',
      path: 'contract_rates',
      record: { contract_rates: [] },
    });
    await userEvent.click(screen.getByRole('button', { name: /Tambah/ }));
    const price = await screen.findByRole('textbox', { name: /Harga Dasar/ });
    await userEvent.type(price, '900.000');
    expect(screen.getByRole('combobox', { name: /Alamat Asal/ })).toBeInTheDocument();
    const values = await submit();
    expect((values.contract_rates as Record<string, unknown>[])[0]).toMatchObject({
      base_price: 900000,
    });
  });

  it('nested object: grouped sub-inputs with dotted sources', async () => {
    const { submit } = renderInput({
      resource: 'product',
      path: 'product_type',
      record: { product_type: { name: 'Minuman', product_category: { name: 'FMCG' } } },
    });
    const group = screen.getByRole('group', { name: 'Tipe Produk' });
    const name = within(group).getByRole('textbox', { name: /^Tipe Produk/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Makanan');
    expect(within(group).getByRole('textbox', { name: /Kategori Produk/ })).toHaveValue('FMCG');
    expect(await submit()).toMatchObject({
      product_type: { name: 'Makanan', product_category: { name: 'FMCG' } },
    });
  });

  it('an object of one property is edited as that property (status.name)', async () => {
    const { submit } = renderInput({
      resource: 'vendor',
      path: 'status',
      record: { status: { name: 'ACTIVE' } },
    });
    expect(screen.queryByRole('group')).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ditangguhkan' }));
    expect(await submit()).toMatchObject({ status: { name: 'SUSPENDED' } });
  });

  it('masked: shown through the mask, stored as raw digits', async () => {
    const { submit } = renderInput({
      resource: 'customer',
      path: 'tax_number',
      record: { tax_number: '012345678901234' },
    });
    const input = screen.getByRole('textbox', { name: 'NPWP' });
    expect(input).toHaveValue('01.234.567.8-901.234');
    await userEvent.clear(input);
    await userEvent.type(input, '987654321098765');
    expect(input).toHaveValue('98.765.432.1-098.765');
    expect(await submit()).toMatchObject({ tax_number: '987654321098765' });
  });

  it('json: edited as text, stored parsed', async () => {
    const { submit } = renderInput({
      resource: 'customer',
      path: 'extra',
      schema: { type: 'object', 'x-admin': { widget: 'json' } },
    });
    const input = screen.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('{"a":1}');
    expect(await submit()).toMatchObject({ extra: { a: 1 } });
  });

  it('read-only: shown, not editable', () => {
    renderInput({
      resource: 'delivery-note',
      path: 'customer_id',
      record: { customer_id: 1 },
      readOnly: true,
      mode: 'edit',
    });
    const input = screen.getByRole('spinbutton');
    expect(input).toHaveAttribute('readonly');
  });
});
