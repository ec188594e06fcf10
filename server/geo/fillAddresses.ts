// Ingestion's use of the geocoder (server/alerts/ingest.ts): an alert that comes without an
// address but with a position gets the reverse-geocoded one, as its own company's (docs/maps.md).
import type { RecordData } from '../storage/records.ts';
import type { Geocoder } from './geocoder.ts';

/** Sets `address` in place on each record missing one; a position nothing is near stays without. */
export async function fillMissingAddresses(
  records: RecordData[],
  geocoder: Geocoder,
): Promise<void> {
  const byCompany = new Map<number, { record: RecordData; lat: number; lng: number }[]>();
  for (const record of records) {
    const { address, latitude, longitude, company_id } = record as Record<string, unknown>;
    if (typeof address === 'string' && address.trim() !== '') continue;
    if (typeof latitude !== 'number' || typeof longitude !== 'number') continue;
    if (latitude === 0 && longitude === 0) continue; // a device without a fix reports 0,0
    const list = byCompany.get(Number(company_id)) ?? [];
    list.push({ record, lat: latitude, lng: longitude });
    byCompany.set(Number(company_id), list);
  }
  for (const [companyId, wanted] of byCompany) {
    const found = geocoder.reverseMany
      ? await geocoder.reverseMany(companyId, wanted)
      : await Promise.all(wanted.map((p) => geocoder.reverse(companyId, p.lat, p.lng)));
    wanted.forEach(({ record }, index) => {
      const answer = found[index];
      if (answer) record.address = answer.address;
    });
  }
}
