// The live views (src/custom/liveview/) in jsdom, in English: a vehicle's device status and its map
// marker move with a vehicle-position push (no refetch: the data provider is asked once); the fleet
// view lists plate, device type, speed and online/offline; an unknown vehicle is "not found".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { memoryStore, TestMemoryRouter, type DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { theme } from '../../../src/theme';
import { fakeAuthProvider } from '../resources/harness';
import { testEvents } from '../alerts/harness';
import FleetLiveView from '../../../src/custom/liveview/FleetLiveView';
import VehicleLiveView from '../../../src/custom/liveview/VehicleLiveView';
import { LiveViewPartsContext, type LiveViewParts } from '../../../src/custom/liveview/parts';

afterEach(cleanup);

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const VEHICLES = [
  {
    id: 101,
    license_plate: 'B 9001 JSU',
    device_type: 'bsj',
    imei: '865432101000001',
    last_seen_at: minutesAgo(1),
    latitude: -6.1214,
    longitude: 106.8849,
    heading: 90,
    speed_kmh: 50,
  },
  {
    id: 103,
    license_plate: 'B 9518 UIO',
    device_type: 'teltonika',
    imei: '865432101000003',
    last_seen_at: minutesAgo(45),
    latitude: -6.19,
    longitude: 106.9,
    heading: 0,
    speed_kmh: 0,
  },
];

function renderPage(url: string, path: string, element: React.ReactNode) {
  const { events, emit } = testEvents();
  const dataProvider = {
    getList: vi.fn(async () => ({ data: VEHICLES, total: VEHICLES.length })),
    getOne: vi.fn(async (_resource: string, { id }: { id: number }) => {
      const found = VEHICLES.find((v) => v.id === Number(id));
      if (!found) throw Object.assign(new Error('not found'), { status: 404 });
      return { data: found };
    }),
  } as unknown as DataProvider;
  const parts: LiveViewParts = {
    Map: ({ markers, ariaLabel }) => (
      <ul aria-label={ariaLabel}>
        {markers.map((m) => (
          <li key={m.id}>{`${m.label} ${m.lat.toFixed(4)} ${m.lng.toFixed(4)} ${m.heading}`}</li>
        ))}
      </ul>
    ),
    VehicleAlerts: ({ vehicleId }) => <p>alerts of {vehicleId}</p>,
    useEvents: () => events,
  };
  render(
    <TestMemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={fakeAuthProvider(['vehicle:read'])}
        i18nProvider={createI18nProvider('en')}
        store={memoryStore()}
        theme={theme}
      >
        <LiveViewPartsContext.Provider value={parts}>
          <Routes>
            <Route path={path} element={element} />
          </Routes>
        </LiveViewPartsContext.Provider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { emit, dataProvider };
}

describe('a vehicle’s live view', () => {
  it('moves with the pushed position, without reading the vehicle again', async () => {
    const { emit, dataProvider } = renderPage(
      '/liveview-2/?type=vehicle&vehicleId=101',
      '/liveview-2',
      <VehicleLiveView />,
    );
    const status = await screen.findByRole('region', { name: /Device status/ });
    expect(status).toHaveTextContent('Online');
    expect(status).toHaveTextContent('BSJ (camera + voice)');
    expect(screen.getByTestId('vehicle-position')).toHaveTextContent('-6.12140, 106.88490');
    expect(screen.getByText('alerts of 101')).toBeInTheDocument();
    act(() =>
      emit('vehicle-position-1', {
        vehicleId: 101,
        lat: -6.13,
        lng: 106.89,
        heading: 135,
        speedKmh: 61.5,
        lastSeenAt: new Date().toISOString(),
      }),
    );
    expect(screen.getByTestId('vehicle-position')).toHaveTextContent('-6.13000, 106.89000');
    expect(status).toHaveTextContent('61.5 km/h');
    expect(
      screen.getByRole('list', { name: 'Map of the last position of B 9001 JSU' }),
    ).toHaveTextContent('B 9001 JSU -6.1300 106.8900 135');
    // Another vehicle's position changes nothing here.
    act(() =>
      emit('vehicle-position-1', {
        vehicleId: 103,
        lat: 1,
        lng: 1,
        heading: 0,
        speedKmh: 0,
        lastSeenAt: new Date().toISOString(),
      }),
    );
    expect(screen.getByTestId('vehicle-position')).toHaveTextContent('-6.13000, 106.89000');
    expect(dataProvider.getOne).toHaveBeenCalledTimes(1);
  });

  it('an unknown vehicle is not found', async () => {
    renderPage('/liveview-2/?type=vehicle&vehicleId=999', '/liveview-2', <VehicleLiveView />);
    expect(await screen.findByText('Vehicle not found.')).toBeVisible();
  });
});

describe('the fleet view', () => {
  it('lists plate, device type, speed and online/offline, each leading to its live view', async () => {
    renderPage('/liveview', '/liveview', <FleetLiveView />);
    const list = await screen.findByRole('region', { name: '2 vehicles' });
    const first = await screen.findByRole('link', { name: /B 9001 JSU/ });
    expect(first).toHaveTextContent('BSJ (camera + voice) · 50 km/h');
    expect(first).toHaveTextContent('Online');
    expect(first).toHaveAttribute('href', '/liveview-2/?type=vehicle&vehicleId=101');
    expect(screen.getByRole('link', { name: /B 9518 UIO/ })).toHaveTextContent('Offline');
    expect(list).toBeVisible();
  });
});
