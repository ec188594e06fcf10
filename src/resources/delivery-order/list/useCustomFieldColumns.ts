// The custom fields shown as list columns (master-data §7: list items carry each value flattened
// under its key): the active definitions, when the user may read them.
import { useGetList, useResourceDefinitions } from 'ra-core';
import type { StoredRecordOf } from '../../../generated/types';
import { MAX_LIMIT } from '../../../domain/list/limits.ts';

export type CustomFieldDefinition = StoredRecordOf<'custom-field'>;

export function useCustomFieldColumns(): CustomFieldDefinition[] {
  const definitions = useResourceDefinitions();
  const { data = [] } = useGetList<CustomFieldDefinition>(
    'custom-field',
    {
      pagination: { page: 1, perPage: MAX_LIMIT },
      sort: { field: 'name', order: 'ASC' },
      filter: { is_active: true },
    },
    { enabled: !!definitions['custom-field'] },
  );
  return data.filter((field) => field.is_active !== false);
}
