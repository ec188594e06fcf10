import type { ReactElement, ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'ra-core';
import { DataTable, type DataTableProps } from 'react-admin';
import type { ResourceDef } from '../../generated/registry.ts';
import { PropertyField } from '../registry/PropertyField.tsx';
import { fieldLabelKey, humanize, isSortablePath, visibleProperties } from '../schemaUtils.ts';
import { isScalar, schemaAt } from '../../domain/schema/schemaPath.ts';
import { ResourceCardList } from './ResourceCardList.tsx';

export interface ResourceDataTableProps {
  def: ResourceDef;
  rowClick: DataTableProps['rowClick'];
  bulkActionButtons: ReactElement | false;
  /** Columns left out (a child table does not repeat its parent). */
  exclude?: string[];
  storeKey?: string;
  /** A resource's own columns after the generated ones (a row action); the table only, not the phone's cards. */
  extraColumns?: ReactNode;
}

/** Below MUI's `sm` breakpoint (600 px): a phone, where the generated lists show cards, not a table. */
export const usePhoneLayout = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

/** The table's columns: the schema's list columns, then the other scalars (hidden at first). */
export function tableColumns(def: ResourceDef, exclude: readonly string[] = []) {
  const shown = def.list.columns.filter((c) => !exclude.includes(c));
  const extra = visibleProperties(def)
    .filter(
      (p) =>
        isScalar(p.schema) &&
        !shown.includes(p.name) &&
        !exclude.includes(p.name) &&
        p.name !== 'version',
    )
    .map((p) => p.name);
  return { shown, extra, columns: [...shown, ...extra] };
}

/**
 * The list table: def.list.columns shown, the other scalar properties offered (hidden) in the column
 * selector. Headers sort, except nested array paths and non-scalars. On a phone: one card per record
 * with the shown columns (ResourceCardList), so nothing scrolls sideways.
 */
export function ResourceDataTable({
  def,
  rowClick,
  bulkActionButtons,
  exclude = [],
  storeKey,
  extraColumns,
}: ResourceDataTableProps) {
  const translate = useTranslate();
  const phone = usePhoneLayout();
  const shown = def.list.columns.filter((c) => !exclude.includes(c));
  if (phone)
    return (
      <ResourceCardList
        def={def}
        columns={shown}
        rowClick={rowClick}
        bulkActionButtons={bulkActionButtons}
      />
    );
  const { extra, columns } = tableColumns(def, exclude);
  return (
    <DataTable
      rowClick={rowClick}
      bulkActionButtons={bulkActionButtons}
      hiddenColumns={extra}
      storeKey={storeKey}
    >
      {columns.map((path) => {
        const schema = schemaAt(def.schema, path) ?? {};
        const label = translate(fieldLabelKey(def.name, path, schema), { _: humanize(path) });
        return (
          <DataTable.Col
            key={path}
            source={path}
            label={label}
            disableSort={!isSortablePath(def.schema, path)}
          >
            <PropertyField
              source={path}
              schema={schema}
              context={{ resource: def.name, path, def }}
              variant="cell"
            />
          </DataTable.Col>
        );
      })}
      {extraColumns}
    </DataTable>
  );
}
