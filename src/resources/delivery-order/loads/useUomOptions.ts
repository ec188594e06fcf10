// The units a line may use once a product is chosen (delivery-order.md §4, §5): the product's own
// unit (its weight and volume per base unit) and its product-uom rows (GET /product/{id}/uom),
// one option per name, the product's own first.
import { useMemo } from 'react';
import { useGetList } from 'ra-core';
import type { StoredRecordOf } from '../../../generated/types';
import type { UnitMeasures } from '../../../domain/delivery-order/loads';
import type { LoadProductInfo } from './loadLines';

export interface UomOption extends UnitMeasures {
  name: string;
}

const UOM_LIMIT = 100;

export function useUomOptions(product: LoadProductInfo | null) {
  const productId = product?.id;
  const { data, isPending } = useGetList<StoredRecordOf<'product-uom'>>(
    'product-uom',
    {
      pagination: { page: 1, perPage: UOM_LIMIT },
      sort: { field: 'name', order: 'ASC' },
      filter: { product_id: productId },
      meta: { product_id: productId },
    },
    { enabled: productId !== undefined },
  );

  const options = useMemo<UomOption[]>(() => {
    if (!product) return [];
    const out: UomOption[] = [];
    if (product.uom)
      out.push({
        name: product.uom,
        weight: product.weight ?? null,
        volume: product.volume ?? null,
      });
    for (const row of data ?? []) {
      if (out.some((o) => o.name === row.name)) continue;
      out.push({ name: row.name, weight: row.weight ?? null, volume: row.volume ?? null });
    }
    return out;
  }, [product, data]);

  return { options, loading: productId !== undefined && isPending };
}
