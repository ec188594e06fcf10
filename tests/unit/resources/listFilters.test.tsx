import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { resources, type ResourceDef } from '../../../src/generated/registry.ts';
import { createI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { ALWAYS_ON_MAX, buildFilters } from '../../../src/resources/views/listFilters.tsx';

type FilterProps = {
  source: string;
  label?: string;
  alwaysOn?: boolean;
  sx?: { minWidth?: string };
};

const filtersOf = (def: ResourceDef, locale: 'id' | 'en' = 'id') => {
  const i18n = createI18nProvider(locale);
  return buildFilters(
    def,
    (key, options) => i18n.translate(key, options),
    () => true,
  ).map((f) => (f as ReactElement<FilterProps>).props);
};

describe('list filters', () => {
  it('show all inputs at once only when they fit one row (search included)', () => {
    const reason = filtersOf(resources.reason);
    expect(reason.length).toBeLessThanOrEqual(ALWAYS_ON_MAX);
    expect(reason.every((f) => f.alwaysOn)).toBe(true);
    // vendor: search + status + three operators on paired_company_id = 5 inputs, so only search stays.
    const vendor = filtersOf(resources.vendor);
    expect(vendor).toHaveLength(5);
    expect(vendor.filter((f) => f.alwaysOn).map((f) => f.source)).toEqual(['q']);
  });

  it('a field with several operators gets one distinct label per input', () => {
    const labels = filtersOf(resources.vendor)
      .filter((f) => f.source.startsWith('paired_company_id'))
      .map((f) => [f.source, f.label]);
    expect(labels).toEqual([
      ['paired_company_id', 'ID Perusahaan Terhubung'],
      ['paired_company_id_gte', 'ID Perusahaan Terhubung ≥'],
      ['paired_company_id_gt', 'ID Perusahaan Terhubung >'],
    ]);
    // Wide enough that the operator at the end of the label is not cut off.
    const gte = filtersOf(resources.vendor).find((f) => f.source === 'paired_company_id_gte')!;
    expect(parseInt(gte.sx?.minWidth ?? '0', 10)).toBeGreaterThan(gte.label!.length);
  });

  it('date ranges read dari / sampai (from / to in English)', () => {
    const created = (locale: 'id' | 'en') =>
      filtersOf(resources.customer, locale)
        .filter((f) => f.source.startsWith('created_on'))
        .map((f) => f.label);
    expect(created('id')).toEqual([
      expect.stringMatching(/ dari$/),
      expect.stringMatching(/ sampai$/),
    ]);
    expect(created('en')).toEqual([expect.stringMatching(/ from$/), expect.stringMatching(/ to$/)]);
    const all = filtersOf(resources.customer).map((f) => f.label);
    expect(new Set(all).size).toBe(all.length);
  });

  it('no two inputs of any list share a label', () => {
    for (const def of Object.values(resources)) {
      const labels = filtersOf(def).map((f) => f.label ?? f.source);
      expect(new Set(labels).size, def.name).toBe(labels.length);
    }
  });
});
