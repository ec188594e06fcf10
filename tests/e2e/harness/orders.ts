// Delivery orders the journeys start from, made through the API: a demo customer with two addresses
// of its own, and a confirmed order between them with one load line.
import { ORDER, type Api } from './session.ts';

export const DELIVERY = `${ORDER}/delivery-order`;
const ADDRESS = '/vsms2-rest/api/address';

interface Named {
  id: number;
  name: string;
}

/** An active demo customer with two addresses of its own (`last`: the last such customer, so journeys do not share one). */
export async function customerWithTwoAddresses(
  api: Api,
  which: 'first' | 'last' = 'first',
): Promise<{ customer: Named; addresses: [Named, Named] }> {
  const owned = await api.list<Named & { customer_id: number }>(
    ADDRESS,
    `limit=100&filters=${encodeURIComponent('customer_id ne null')}`,
  );
  const byCustomer = new Map<number, Named[]>();
  for (const a of owned)
    byCustomer.set(a.customer_id, [...(byCustomer.get(a.customer_id) ?? []), a]);
  const customers = await api.list<Named & { is_active: boolean }>(
    `${ORDER}/customer`,
    `limit=100&filters=${encodeURIComponent('is_active eq true')}`,
  );
  const candidates = customers.filter((c) => (byCustomer.get(c.id)?.length ?? 0) >= 2);
  const customer = which === 'first' ? candidates[0] : candidates.at(-1);
  if (!customer) throw new Error('demo data has no active customer with two addresses');
  const [origin, destination] = byCustomer.get(customer.id)!;
  return { customer, addresses: [origin!, destination!] };
}

/**
 * A confirmed order of such a customer with one load line of the first active product. The
 * required TEXT custom fields get `tag`-based values unless `customFields` says otherwise.
 */
export async function confirmedOrder<T extends { id: number }>(
  api: Api,
  options: {
    quantity: number;
    tag: string;
    which?: 'first' | 'last';
    customFields?: { key: string; value: unknown }[];
  },
): Promise<T> {
  const { customer, addresses } = await customerWithTwoAddresses(api, options.which);
  let fields = options.customFields;
  if (!fields) {
    const defs = await api.list<{
      key: string;
      type: string;
      is_required: boolean;
      is_active: boolean;
    }>(`${ORDER}/custom-field/delivery-order`, 'limit=100');
    fields = defs
      .filter((d) => d.is_active && d.is_required && d.type === 'TEXT')
      .map((d) => ({ key: d.key, value: `${options.tag}-${Date.now() % 1_000_000}` }));
  }
  const created = await api.create<T>(DELIVERY, {
    customer_id: customer.id,
    billed_customer_id: customer.id,
    origin_address_id: addresses[0].id,
    destination_address_id: addresses[1].id,
    user_definition_fields: fields,
  });
  const [product] = await api.list<Named & { uom: string }>(
    `${ORDER}/product`,
    `limit=1&sorts=name:asc&filters=${encodeURIComponent('is_active eq true')}`,
  );
  await api.create(`${DELIVERY}/${created.id}/load`, {
    product_id: product!.id,
    quantity: options.quantity,
    uom: product!.uom,
  });
  const answer = await api.request<{ data: T }>('POST', `${DELIVERY}/${created.id}/transition`, {
    status: 'CONFIRMED',
    fields: {},
  });
  if (answer.status !== 200)
    throw new Error(`confirm the fixture order: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
