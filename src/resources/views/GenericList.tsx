import { useMemo, type ReactNode } from 'react';
import LinkIcon from '@mui/icons-material/Link';
import {
  LinkBase,
  useCreatePath,
  useGetResourceLabel,
  useResourceDefinitions,
  useTranslate,
  type Identifier,
} from 'ra-core';
import { Button, ColumnsButton, CreateButton, FilterButton } from 'react-admin';
import { EXTERNAL_LIST, hasExternalList } from '../../domain/list/externalList.ts';
import type { ViewProps } from '../overrides.ts';
import { EngineList } from './EngineList.tsx';
import { EngineBulkDeleteButton } from './buttons.tsx';
import { ExportButton } from './importExport/ExportButton.tsx';
import { ImportButton } from './importExport/ImportButton.tsx';
import { buildFilters } from './listFilters.tsx';
import { ResourceDataTable, usePhoneLayout } from './ResourceDataTable.tsx';
import { SortMenuButton } from './SortMenuButton.tsx';
import { SavedViewsButton } from './SavedViewsButton.tsx';
import { useAbilities } from './useAbilities.ts';

/**
 * The generated list: search (500 ms debounce), filters, sortable columns, pages of 10/25/50/100.
 * On a phone (below `sm`): cards instead of the table, a sort menu instead of column headers, no
 * column selector, and a toolbar that wraps (docs/architecture.md, "Phones").
 */
export interface GenericListProps extends ViewProps {
  /** Where a row opens for a user who may read records (a hand-written record page); the show page by default. */
  recordPath?: (id: Identifier) => string;
  /** The toast of a refused bulk delete (a resource's own wording); see EngineBulkDeleteButton. */
  deleteFailureMessage?: (error: unknown) => string;
  /** Columns after the schema's, in the desktop table. */
  extraColumns?: ReactNode;
  /** Buttons beside the generated ones (a resource's own create page, when the schema lists no create). */
  extraActions?: ReactNode;
}

export default function GenericList({
  def,
  recordPath,
  deleteFailureMessage,
  extraColumns,
  extraActions,
}: GenericListProps) {
  const abilities = useAbilities(def);
  const translate = useTranslate();
  const definitions = useResourceDefinitions();
  const phone = usePhoneLayout();
  const filters = useMemo(
    () => buildFilters(def, translate, (r) => !!definitions[r]),
    [def, translate, definitions],
  );
  const hasFilterButton = filters.some((f) => !(f.props as { alwaysOn?: boolean }).alwaysOn);
  return (
    <EngineList
      def={def}
      filters={filters}
      actions={
        <>
          <SavedViewsButton def={def} />
          {hasFilterButton && <FilterButton />}
          {phone && <SortMenuButton def={def} />}
          {hasExternalList(def) && <ExternalListButton name={def.name} />}
          {abilities.create && <CreateButton />}
          {extraActions}
          {!phone && <ColumnsButton />}
          {abilities.create && !def.parent && <ImportButton def={def} />}
          {abilities.export && <ExportButton def={def} />}
        </>
      }
    >
      <ResourceDataTable
        def={def}
        rowClick={abilities.show ? (recordPath ?? 'show') : abilities.edit ? 'edit' : false}
        bulkActionButtons={
          abilities.delete ? (
            <EngineBulkDeleteButton def={def} failureMessage={deleteFailureMessage} />
          ) : (
            false
          )
        }
        extraColumns={extraColumns}
      />
    </EngineList>
  );
}

/** Opens the resource's list of externally linked records (`/customer/external`). */
function ExternalListButton({ name }: { name: string }) {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const createPath = useCreatePath();
  return (
    <Button
      component={LinkBase}
      to={`${createPath({ resource: name, type: 'list' })}/${EXTERNAL_LIST}`}
      label={translate('engine.external.open', { name: getResourceLabel(name, 2) })}
    >
      <LinkIcon />
    </Button>
  );
}
