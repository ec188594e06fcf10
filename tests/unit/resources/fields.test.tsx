import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, ResourceDefinitionContextProvider, type RaRecord } from 'ra-core';
import { resources, type JsonSchema } from '../../../src/generated/registry.ts';
import { defaultEntries } from '../../../src/resources/registry/defaultEntries.tsx';
import { PropertyField } from '../../../src/resources/registry/PropertyField.tsx';
import { RegistryProvider } from '../../../src/resources/registry/RegistryContext.tsx';
import type { FieldVariant } from '../../../src/resources/registry/types.ts';
import { fakeDataProvider, seedStore, TestContext } from './harness.tsx';

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
  'delivery-order': {
    name: 'delivery-order',
    hasList: true,
    hasShow: true,
    hasEdit: true,
    hasCreate: true,
    recordRepresentation: 'number',
  },
};

function renderField(
  resource: string,
  path: string,
  record: RaRecord,
  variant: FieldVariant = 'detail',
  schema?: JsonSchema,
  source = path,
) {
  const def = resources[resource];
  const store = seedStore();
  store.user[0] = { ...store.user[0], fullname: 'Siti Rahayu' };
  store['delivery-order'] = [
    { id: 7, number: 'DO-0007' },
    { id: 8, number: 'DO-0008' },
  ];
  return render(
    <TestContext dataProvider={fakeDataProvider(store)}>
      <ResourceDefinitionContextProvider definitions={definitions}>
        <RegistryProvider entries={defaultEntries}>
          <RecordContextProvider value={record}>
            <div data-testid="value">
              <PropertyField
                source={source}
                schema={schema ?? def.schema.properties[path]}
                context={{ resource, path, def }}
                variant={variant}
              />
            </div>
          </RecordContextProvider>
        </RegistryProvider>
      </ResourceDefinitionContextProvider>
    </TestContext>,
  );
}

const value = () => screen.getByTestId('value');

describe('field renderers', () => {
  it('text: whole in the detail list, cut at 60 characters with a tooltip in a table cell', async () => {
    const long =
      'Jl. Raya Bekasi Km. 25, Kawasan Industri Pulogadung Blok III No. 7, Jakarta Timur';
    renderField('customer', 'address', { id: 1, address: long }, 'cell');
    expect(value()).toHaveTextContent(`${long.slice(0, 60).trimEnd()}…`);
    expect(value()).not.toHaveTextContent(long);
    await userEvent.hover(within(value()).getByText(/…$/));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(long);
  });

  it('short text in a cell has no tooltip', () => {
    renderField('customer', 'city', { id: 1, city: 'Jakarta' }, 'cell');
    expect(value()).toHaveTextContent('Jakarta');
    expect(within(value()).getByText('Jakarta')).not.toHaveAttribute('aria-label');
  });

  it('a Transit value in the detail list explains itself in an Indonesian tooltip', async () => {
    renderField('delivery-order', 'shipment_type', { id: 1, shipment_type: 'TRANSIT' });
    const transit = within(value()).getByText('Transit');
    await userEvent.hover(transit);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/titik transit/);
  });

  it('enum: the translated label, not the raw value', () => {
    renderField('reason', 'type', { id: 1, type: 'CANCELED' });
    expect(value()).toHaveTextContent('Dibatalkan');
    expect(value()).not.toHaveTextContent('CANCELED');
  });

  it('nested enum path (status.name) is translated with its dotted key', () => {
    renderField(
      'vendor',
      'status.name',
      { id: 1, status: { name: 'ACTIVE' } },
      'cell',
      resources.vendor.schema.properties.status.properties!.name,
    );
    expect(value()).toHaveTextContent('Aktif');
  });

  it('number with its unit, Indonesian grouping', () => {
    renderField('box-type', 'weight_capacity', { id: 1, weight_capacity: 12500.5 });
    expect(value()).toHaveTextContent('12.500,5 Kg');
  });

  it('number keeps its own decimals: a product volume of 0,0008 Cbm, a latitude of -6,288804', () => {
    renderField('product', 'volume', { id: 1, volume: 0.0008 });
    expect(value()).toHaveTextContent(/^0,0008 Cbm$/);
    cleanup();
    renderField('address', 'latitude', { id: 1, latitude: -6.288804 }, 'cell');
    expect(value()).toHaveTextContent(/^-6,288804$/);
  });

  it('number with a multipleOf shows the decimals that step allows, beyond 6 when it is finer', () => {
    const fine = {
      type: 'number',
      multipleOf: 0.00000001,
      'x-admin': { unit: 'Cbm' },
    } as JsonSchema;
    renderField('product', 'volume', { id: 1, volume: 0.00000005 }, 'detail', fine);
    expect(value()).toHaveTextContent(/^0,00000005 Cbm$/);
    cleanup();
    const cents = { type: 'number', multipleOf: 0.01, 'x-admin': { unit: 'Kg' } } as JsonSchema;
    renderField('box-type', 'weight_capacity', { id: 1, weight_capacity: 12.5 }, 'detail', cents);
    expect(value()).toHaveTextContent(/^12,5 Kg$/);
  });

  it('identifiers are shown as stored, without grouping; quantities keep it', () => {
    renderField('vendor', 'paired_company_id', { id: 1, paired_company_id: 2103 }, 'cell');
    expect(value()).toHaveTextContent(/^2103$/);
    cleanup();
    renderField('vendor', 'id', { id: 12345 }, 'cell');
    expect(value()).toHaveTextContent(/^12345$/);
    cleanup();
    renderField('delivery-order-load', 'quantity', { id: 1, quantity: 2103 }, 'cell');
    expect(value()).toHaveTextContent(/^2\.103$/);
  });

  it('currency in rupiah', () => {
    const schema = resources.vendor.schema.properties.contract_rates.items!.properties!.base_price;
    renderField(
      'vendor',
      'contract_rates.base_price',
      { id: 1, base_price: 2750000 },
      'cell',
      schema,
      'base_price',
    );
    // The record here is an item of contract_rates; the renderer only reads its source.
    expect(value()).toHaveTextContent('Rp 2.750.000');
  });

  it('percent', () => {
    renderField('customer', 'x', { id: 1, x: 12.5 }, 'detail', {
      type: 'number',
      'x-admin': { widget: 'percent' },
    });
    expect(value()).toHaveTextContent('12,5%');
  });

  it('boolean: Ya / Tidak in the detail list', () => {
    renderField('customer', 'is_active', { id: 1, is_active: true });
    expect(value()).toHaveTextContent('Ya');
    renderField('customer', 'is_active', { id: 2, is_active: false });
    expect(screen.getAllByTestId('value')[1]).toHaveTextContent('Tidak');
  });

  it('date-time: DD MMM YYYY HH:mm in Indonesian, no seconds', () => {
    renderField('customer', 'created_on', { id: 1, created_on: '2024-08-17T10:05:42' });
    expect(value()).toHaveTextContent('17 Agt 2024 10:05');
  });

  it('duration: days, hours and minutes in words', () => {
    renderField('delivery-order', 'origin_service_time', {
      id: 1,
      origin_service_time: 'P1DT2H30M',
    });
    expect(value()).toHaveTextContent('1 hari 2 jam 30 menit');
  });

  it('masked value is displayed through its mask', () => {
    renderField('customer', 'tax_number', { id: 1, tax_number: '012345678901234' });
    expect(value()).toHaveTextContent('01.234.567.8-901.234');
  });

  it('email, phone and url are links', () => {
    renderField('customer', 'email', { id: 1, email: 'a@b.co.id' });
    expect(within(value()).getByRole('link', { name: 'a@b.co.id' })).toHaveAttribute(
      'href',
      'mailto:a@b.co.id',
    );
    renderField('customer', 'phone', { id: 1, phone: '+62812345678' });
    expect(screen.getByRole('link', { name: '+62812345678' })).toHaveAttribute(
      'href',
      'tel:+62812345678',
    );
    renderField('delivery-order', 'track_link', { id: 1, track_link: 'https://lacak.example/abc' });
    expect(screen.getByRole('link', { name: 'https://lacak.example/abc' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('reference: the target record representation, linked to its page', async () => {
    renderField('customer', 'marketing_user_id', { id: 1, marketing_user_id: 1 });
    expect(await within(value()).findByText('Siti Rahayu')).toBeInTheDocument();
    expect(within(value()).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringContaining('/user/1/show'),
    );
  });

  it('reference to a resource the user cannot read: the raw id, no fetch', () => {
    renderField('delivery-order', 'box_type_id', { id: 1, box_type_id: 4 });
    expect(value()).toHaveTextContent('4');
  });

  it('array of references: one chip per target record', async () => {
    renderField('fleet-task', 'delivery_order_ids', { id: 1, delivery_order_ids: [7, 8] });
    expect(await within(value()).findByText('DO-0007')).toBeInTheDocument();
    expect(within(value()).getByText('DO-0008')).toBeInTheDocument();
  });

  it('tags: one chip per string', () => {
    renderField('user', 'scopes', { id: 1, scopes: ['customer:read', 'vms:read'] });
    expect(
      within(value())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['customer:read', 'vms:read']);
  });

  it('array of objects: a count in a cell, a table with translated headers in the detail list', async () => {
    const rates = [
      { origin_address_id: 1, destination_address_id: 2, box_type_id: 1, base_price: 1000000 },
      { origin_address_id: 2, destination_address_id: 1, box_type_id: 1, base_price: 1250000 },
    ];
    renderField('vendor', 'contract_rates', { id: 1, contract_rates: rates }, 'cell');
    expect(value()).toHaveTextContent('2 item');
    renderField('vendor', 'contract_rates', { id: 2, contract_rates: rates }, 'detail');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Harga Dasar' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Alamat Asal' })).toBeInTheDocument();
    expect(within(table).getByText('Rp 1.250.000')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('nested object: a nested label/value list with dotted labels', () => {
    const record = { id: 1, product_type: { name: 'Minuman', product_category: { name: 'FMCG' } } };
    renderField('product', 'product_type', record);
    const terms = within(value())
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toContain('Kategori Produk');
    expect(value()).toHaveTextContent('Minuman');
    expect(value()).toHaveTextContent('FMCG');
  });

  it('nested object: a sub-label equal to its parent label is not printed again (tracker #6)', () => {
    // Rendered as the detail list does, under the object's own 'Tipe Produk' term.
    const record = { id: 1, product_type: { name: 'Minuman', product_category: { name: 'FMCG' } } };
    renderField('product', 'product_type', record);
    const terms = within(value())
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Kategori Produk']);
    expect(value()).toHaveTextContent(/^Minuman\s*Kategori Produk\s*FMCG$/);
    // Still a valid description list: every value follows its term.
    for (const definition of within(value()).getAllByRole('definition'))
      expect(definition.previousElementSibling?.tagName).toBe('DT');
  });

  it('nested object with one sub-field of the same label: the value alone (Status: Draf, tracker #6)', () => {
    renderField('fleet-task', 'status', { id: 1, status: { name: 'DRAFT' } });
    expect(within(value()).queryAllByRole('term')).toHaveLength(0);
    expect(value()).toHaveTextContent(/^Draf$/);
  });

  it('json', () => {
    renderField('customer', 'x', { id: 1, x: { a: 1 } }, 'detail', {
      type: 'object',
      'x-admin': { widget: 'json' },
    });
    expect(value()).toHaveTextContent('"a": 1');
  });

  it('empty values: a dash in the detail list, nothing in a cell', () => {
    renderField('customer', 'email', { id: 1, email: null });
    expect(value()).toHaveTextContent('–');
    renderField('customer', 'email', { id: 2, email: null }, 'cell');
    expect(screen.getAllByTestId('value')[1]).toHaveTextContent('');
    expect(screen.getAllByTestId('value')[1]).toBeEmptyDOMElement();
  });
});
