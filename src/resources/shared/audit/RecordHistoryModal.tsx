// 'Riwayat' on every generated show page (docs/audit.md): the record's audit trail in the spec's
// history modal (shared/HistoryDialog.tsx): grouped by day ('Hari Ini' for today), each entry who,
// when (DD MMM YYYY HH:mm) and what changed.
import { groupByDay } from '../../../domain/format/dates';
import { HistoryDialog } from '../HistoryDialog';
import { AuditEntryItem } from './AuditEntryItem';
import { useRecordHistory } from './auditApi';

export interface RecordHistoryModalProps {
  resource: string;
  id: number | string | undefined;
  open: boolean;
  onClose(): void;
}

export function RecordHistoryModal({ resource, id, open, onClose }: RecordHistoryModalProps) {
  const history = useRecordHistory(resource, id, open);
  const days = groupByDay(
    history.data?.entries ?? [],
    (entry) => entry.occurred_on,
    new Date(),
    (a, b) => b.id - a.id,
  );
  return (
    <HistoryDialog
      open={open}
      onClose={onClose}
      messages="engine.history"
      isPending={history.isPending}
      error={history.error}
      refetch={() => history.refetch()}
      days={days}
      renderItem={(entry) => <AuditEntryItem key={entry.id} entry={entry} />}
    />
  );
}
