// engine.history.*: a record's audit history on every show page (docs/audit.md) (en).
export default {
  engine: {
    history: {
      open: 'History',
      title: 'Change history',
      close: 'Close history',
      today: 'Today',
      day_label: 'History of %{day}',
      empty: 'No changes recorded yet.',
      error: 'The history could not be loaded.',
      retry: 'Try again',
      system: 'System',
      no_fields: 'No field changed.',
      empty_value: '(empty)',
      yes: 'Yes',
      no: 'No',
      becomes: 'becomes',
      record: '%{resource} #%{id}',
      op: {
        create: 'Created',
        update: 'Edited',
        delete: 'Deleted',
        transition: 'Status changed',
        bulk: 'Bulk action',
        import: 'Import',
      },
    },
  },
};
