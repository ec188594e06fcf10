// GeoMap in jsdom (src/custom/map/GeoMap.tsx): the lazy Leaflet map renders as a region named by
// ariaLabel with each marker's label as text, and keeps working as markers move (follow). The
// map settings call is stubbed (no tile server); the basemap loads from world-atlas as in the build.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'ra-core';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { theme } from '../../../src/theme.ts';
import { GeoMap, StaticMap, type MapMarker } from '../../../src/custom/map/GeoMap.tsx';

vi.mock('../../../src/custom/map/mapApi.ts', async (original) => ({
  ...(await original<typeof import('../../../src/custom/map/mapApi.ts')>()),
  fetchMapConfig: async () => ({
    tile_url: null,
    tile_attribution: null,
    basemap_attribution: '© Natural Earth · GeoNames',
  }),
}));

afterEach(cleanup);

const markers: MapMarker[] = [
  { id: 'a', kind: 'origin', lat: -6.24, lng: 106.99, label: 'Asal: Gudang Bekasi' },
  { id: 'b', kind: 'destination', lat: -6.91, lng: 107.61, label: 'Tujuan: Toko Bandung' },
];

const inAdmin = (node: React.ReactNode) => (
  <AdminContext i18nProvider={createI18nProvider('id')} theme={theme} store={memoryStore()}>
    {node}
  </AdminContext>
);

describe('GeoMap', () => {
  it('a named region with the markers as text; moving markers redraws them', async () => {
    const { rerender } = render(inAdmin(<GeoMap markers={markers} ariaLabel="Peta uji" follow />));
    const region = await screen.findByRole('region', { name: 'Peta uji' }, { timeout: 10_000 });
    await waitFor(() => expect(within(region).getByText('Asal: Gudang Bekasi')).toBeTruthy());
    expect(within(region).getByText('Tujuan: Toko Bandung')).toBeTruthy();
    expect(region.querySelector('.armada-marker--origin')).not.toBeNull();
    expect(within(region).getByRole('button', { name: 'Perbesar' })).toBeTruthy();
    rerender(
      inAdmin(
        <GeoMap
          markers={[
            ...markers,
            { id: 'v', kind: 'vehicle', lat: -8.65, lng: 115.2, label: 'Kendaraan', heading: 90 },
          ]}
          ariaLabel="Peta uji"
          follow
        />,
      ),
    );
    await waitFor(() => expect(within(region).getByText('Kendaraan')).toBeTruthy());
  });
});

describe('StaticMap', () => {
  it("an image of the server's static map, its label the text alternative, the size bounded", () => {
    render(<StaticMap lat={-6.2} lng={106.8} label="Jl. Sudirman, Jakarta" width={2000} />);
    const img = screen.getByRole('img', { name: 'Jl. Sudirman, Jakarta' });
    expect(img.getAttribute('src')).toBe(
      '/vsms2-rest/api/map/static?lat=-6.20000&lng=106.80000&w=1024&h=240',
    );
  });
});
