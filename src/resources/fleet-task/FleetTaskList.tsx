// The fleet-task list: the generated one (search, filters, columns, pages, Draf-only bulk delete) with
// a row opening the task's own page, a share (tracking) action per row and the bulk delete's own
// refusal: only Draf tasks may be deleted, all or none ('Gagal dihapus. Ada status penugasan selain
// Draf.', master-data.md §4).
import { useTranslate } from 'ra-core';
import { DataTable } from 'react-admin';
import type { ViewProps } from '../overrides.ts';
import GenericList from '../views/GenericList.tsx';
import { deleteFailureMessage, MESSAGES } from '../../dataProviders/errors.ts';
import { firstKnownIssue } from '../../domain/fleet-task/errors.ts';
import { fleetTaskPagePath } from './contracts.ts';
import { ShareButton } from './ShareButton.tsx';
import { PlanButton } from './planning/PlanButton.tsx';

export const NOT_DRAFT_MESSAGE = 'custom.fleet_task.screens.list.bulk_delete_not_draft';

/** The toast of a refused bulk delete: the catalogue's failed-to-bulk-delete (or its field code) says Draf only. */
export function bulkDeleteFailureMessage(error: unknown): string {
  const body = (error as { body?: unknown } | null)?.body;
  if (firstKnownIssue(body) === 'failed-to-bulk-delete') return NOT_DRAFT_MESSAGE;
  if (error instanceof Error && error.message === MESSAGES.bulkDeleteInvalidStatus)
    return NOT_DRAFT_MESSAGE;
  return deleteFailureMessage(error);
}

export default function FleetTaskList({ def }: ViewProps) {
  const translate = useTranslate();
  return (
    <GenericList
      def={def}
      recordPath={fleetTaskPagePath}
      deleteFailureMessage={bulkDeleteFailureMessage}
      extraActions={<PlanButton />}
      extraColumns={
        <DataTable.Col
          source="track_link"
          label={translate('custom.fleet_task.screens.list.share_column')}
          disableSort
          render={() => <ShareButton variant="icon" />}
        />
      }
    />
  );
}
