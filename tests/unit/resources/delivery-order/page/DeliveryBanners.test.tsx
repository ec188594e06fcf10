// The banners of Delivery Detail (delivery-order.md §2, §8).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DeliveryBanners } from '../../../../../src/resources/delivery-order/page/DeliveryBanners.tsx';
import { orderRecord, renderInAdmin } from '../pageHarness.tsx';

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('DeliveryBanners', () => {
  it('Diterima Vendor: Permintaan diterima oleh Vendor', () => {
    renderInAdmin(<DeliveryBanners order={orderRecord('ACCEPTED_BY_VENDOR', { vendor_id: 1 })} />);
    expect(alerts()).toEqual(['Permintaan diterima oleh Vendor']);
  });

  it("Ditolak: Permintaan ditolak oleh vendor. followed by the vendor's reason", () => {
    renderInAdmin(
      <DeliveryBanners
        order={orderRecord('REJECTED_BY_VENDOR', {
          vendor_id: 1,
          rejected_by_vendor_reason: 'Armada penuh minggu ini',
        })}
      />,
    );
    expect(alerts()).toEqual(['Permintaan ditolak oleh vendor. Armada penuh minggu ini']);
  });

  it('Ditolak without a reason still says it was rejected', () => {
    renderInAdmin(
      <DeliveryBanners
        order={orderRecord('REJECTED_BY_VENDOR', { rejected_by_vendor_reason: null })}
      />,
    );
    expect(alerts()).toEqual(['Permintaan ditolak oleh vendor.']);
  });

  it('accounting integration: changed there, deleted there, with the order number', () => {
    const { unmount } = renderInAdmin(
      <DeliveryBanners order={orderRecord('DELIVERED', { accounting_state: 'CHANGED' })} />,
    );
    expect(alerts()).toEqual(['Data Pengiriman DO/2024/08/000007 berubah di integrasi akuntansi.']);
    unmount();
    renderInAdmin(
      <DeliveryBanners order={orderRecord('DELIVERED', { accounting_state: 'DELETED' })} />,
    );
    expect(alerts()).toEqual([
      'Data Pengiriman DO/2024/08/000007 sudah dihapus di integrasi akuntansi.',
    ]);
  });

  it('nothing to say: no banner (synced, other statuses)', () => {
    renderInAdmin(
      <DeliveryBanners order={orderRecord('CONFIRMED', { accounting_state: 'SYNCED' })} />,
    );
    expect(alerts()).toEqual([]);
  });

  it('speaks English too', () => {
    renderInAdmin(<DeliveryBanners order={orderRecord('ACCEPTED_BY_VENDOR')} />, { locale: 'en' });
    expect(alerts()).toEqual(['The request was accepted by the vendor']);
  });
});
