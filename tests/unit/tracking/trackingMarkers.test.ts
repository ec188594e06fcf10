// The tracking map's markers (src/custom/tracking/trackingMarkers.ts): places with coordinates,
// a place several orders share once, and the running task's vehicle.
import { describe, expect, it } from 'vitest';
import { trackingMarkers } from '../../../src/custom/tracking/trackingMarkers.ts';

const texts = {
  origin: (name: string) => `Asal: ${name}`,
  destination: (name: string) => `Tujuan: ${name}`,
  vehicle: (at: string | null) => `Kendaraan ${at ?? '-'}`,
};

describe('trackingMarkers', () => {
  it('one marker per place with coordinates; a shared origin once; the vehicle last', () => {
    const gudang = { name: 'Gudang', city: 'Bekasi', lat: -6.24, lng: 106.99 };
    const markers = trackingMarkers(
      {
        orders: [
          { origin: gudang, destination: { name: 'Toko A', city: 'Bogor', lat: -6.6, lng: 106.8 } },
          { origin: gudang, destination: { name: 'Toko B', city: null } },
        ],
        vehicle: { lat: -6.3, lng: 106.9, heading: 90, last_seen_at: '2026-11-27T03:00:00Z' },
      },
      texts,
    );
    expect(markers).toEqual([
      {
        id: 'origin--6.24,106.99',
        kind: 'origin',
        lat: -6.24,
        lng: 106.99,
        label: 'Asal: Gudang, Bekasi',
      },
      {
        id: 'destination--6.6,106.8',
        kind: 'destination',
        lat: -6.6,
        lng: 106.8,
        label: 'Tujuan: Toko A, Bogor',
      },
      {
        id: 'vehicle',
        kind: 'vehicle',
        lat: -6.3,
        lng: 106.9,
        heading: 90,
        label: 'Kendaraan 2026-11-27T03:00:00Z',
      },
    ]);
  });

  it('no coordinates and no vehicle: no markers (the page draws no map)', () => {
    expect(
      trackingMarkers(
        { orders: [{ origin: { name: 'X' }, destination: null }], vehicle: null },
        texts,
      ),
    ).toEqual([]);
  });
});
