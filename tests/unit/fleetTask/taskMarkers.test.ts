// The task map's markers (src/resources/fleet-task/taskMarkers.ts): pickups as origins, drops as
// destinations, a shared place once, places without coordinates left out, the vehicle last.
import { describe, expect, it } from 'vitest';
import { taskMarkers } from '../../../src/resources/fleet-task/taskMarkers.ts';

const texts = {
  origin: (name: string) => `Asal: ${name}`,
  destination: (name: string) => `Tujuan: ${name}`,
  vehicle: (at: string | null) => `Kendaraan ${at ?? '-'}`,
};

describe('taskMarkers', () => {
  it('maps activities to origins and destinations, each place once, then the vehicle', () => {
    const gudang = { name: 'Gudang', city: 'Bekasi', lat: -6.24, lng: 106.99 };
    expect(
      taskMarkers(
        {
          activities: [
            { type: 'PICKUP', address: gudang },
            { type: 'PICKUP', address: gudang },
            { type: 'DROP', address: { name: 'Toko', city: 'Bogor', lat: -6.6, lng: 106.8 } },
            { type: 'DROP', address: { name: 'Tanpa Titik', city: 'Depok' } },
          ],
          vehicle: { lat: -6.3, lng: 106.9, heading: null, last_seen_at: null },
        },
        texts,
      ).map((m) => [m.kind, m.label]),
    ).toEqual([
      ['origin', 'Asal: Gudang, Bekasi'],
      ['destination', 'Tujuan: Toko, Bogor'],
      ['vehicle', 'Kendaraan -'],
    ]);
  });
  it('nothing to place: no markers', () => {
    expect(taskMarkers({ activities: [], vehicle: null }, texts)).toEqual([]);
  });
});
