// The paging label says how far the total can be trusted (src/domain/list/totals.ts): counted,
// PostgreSQL's estimate ('±2.600', rounded to two digits) or more than the counting cap, in
// Indonesian and English; a 'more-than' list pages partially (no last page button).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'ra-core';
import { AdminContext } from 'react-admin';
import type { DataProvider } from 'ra-core';
import { createI18nProvider } from '../../../../src/i18n/i18nProvider';
import { HonestPagination } from '../../../../src/resources/views/HonestPagination';
import { roundEstimate } from '../../../../src/domain/list/totals';

afterEach(cleanup);

function renderWith(locale: 'id' | 'en', list: Partial<ListControllerResult>) {
  const value = {
    data: Array.from({ length: 10 }, (_, i) => ({ id: i + 1 })),
    page: 1,
    perPage: 10,
    isPending: false,
    isLoading: false,
    isFetching: false,
    setPage: () => {},
    setPerPage: () => {},
    hasPreviousPage: false,
    ...list,
  } as unknown as ListControllerResult;
  return render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={createI18nProvider(locale)}>
      <ListContextProvider value={value}>
        <HonestPagination rowsPerPageOptions={[10, 25]} />
      </ListContextProvider>
    </AdminContext>,
  );
}

describe('HonestPagination', () => {
  it('an exact total reads as before, grouped in the language', () => {
    renderWith('id', { total: 12345, meta: { total: 12345, totalKind: 'exact' } });
    expect(screen.getByText('1-10 dari 12.345')).toBeTruthy();
  });

  it('an estimate reads ±, rounded to two significant digits', () => {
    renderWith('id', { total: 2613, meta: { total: 2613, totalKind: 'estimate' } });
    expect(screen.getByText('1-10 dari ±2.600')).toBeTruthy();
    cleanup();
    renderWith('en', { total: 2613, meta: { total: 2613, totalKind: 'estimate' } });
    expect(screen.getByText('1-10 of about 2,600')).toBeTruthy();
  });

  it("past the counting cap it reads 'lebih dari 10.000' and pages without a last page", () => {
    renderWith('id', {
      total: undefined,
      hasNextPage: true,
      meta: { total: 10000, totalKind: 'more-than' },
    });
    expect(screen.getByText('1-10 dari lebih dari 10.000')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /terakhir|last/i })).toBeNull();
    cleanup();
    renderWith('en', {
      total: undefined,
      hasNextPage: true,
      meta: { total: 10000, totalKind: 'more-than' },
    });
    expect(screen.getByText('1-10 of more than 10,000')).toBeTruthy();
  });

  it('roundEstimate keeps two significant digits', () => {
    expect([87, 2613, 2650, 99_999, 1_234_567].map(roundEstimate)).toEqual([
      87, 2600, 2700, 100_000, 1_200_000,
    ]);
  });
});
