// react-admin's <Pagination> with a label that says how far the total can be trusted (the data
// provider's meta.totalKind, src/domain/list/totals.ts): '1-10 dari 42' when counted,
// '1-10 dari ±2.600' for PostgreSQL's estimate, '1-10 dari lebih dari 10.000' past the counting
// cap (then the list pages partially: next while the page is full, no last page).
import { useCallback } from 'react';
import { Pagination, useListContext, type PaginationProps } from 'react-admin';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatNumberText } from '../../domain/format/numbers.ts';
import { isTotalKind, roundEstimate } from '../../domain/list/totals.ts';

interface Shown {
  from: number;
  to: number;
  count: number;
}

export function HonestPagination(props: PaginationProps) {
  const { meta } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const kind = isTotalKind(meta?.totalKind) ? meta.totalKind : 'exact';
  const total = typeof meta?.total === 'number' ? meta.total : undefined;
  const labelDisplayedRows = useCallback(
    ({ from, to, count }: Shown) => {
      const range = { offsetBegin: from, offsetEnd: to };
      if (kind === 'estimate' && total !== undefined)
        return translate('engine.total.estimate', {
          ...range,
          total: formatNumberText(roundEstimate(total), locale),
        });
      if (kind === 'more-than' && total !== undefined)
        return translate('engine.total.more_than', {
          ...range,
          total: formatNumberText(total, locale),
        });
      return translate('ra.navigation.page_range_info', {
        ...range,
        total: formatNumberText(count === -1 ? to : count, locale),
      });
    },
    [kind, total, translate, locale],
  );
  // PaginationProps leaves labelDisplayedRows out of its type, but <Pagination> passes its other
  // props on to MUI's TablePagination after its own, so this one replaces react-admin's label.
  const label = { labelDisplayedRows } as Partial<PaginationProps>;
  return <Pagination {...props} {...label} />;
}
