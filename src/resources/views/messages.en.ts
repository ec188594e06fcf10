// engine.phone.* and engine.external.*: the generated list's phone layout and the external-records
// list (en).
export default {
  engine: {
    // The paging label's total when it is not counted (HonestPagination, docs/api.md "Totals").
    total: {
      estimate: '%{offsetBegin}-%{offsetEnd} of about %{total}',
      more_than: '%{offsetBegin}-%{offsetEnd} of more than %{total}',
    },
    phone: {
      sort: 'Sort',
      sort_by: 'Sort by %{field}',
      sorted_by: 'Sorted by %{field}, %{order}',
      order: { ASC: 'ascending', DESC: 'descending' },
      select: 'Select %{name}',
      more_actions: 'More actions',
    },
    external: {
      title: 'External %{name}',
      open: 'External %{name}',
      hint: 'Records that come from the accounting integration (External ID set).',
      back: 'All %{name}',
    },
    // An open edit form whose record someone else changed (docs/live-and-views.md).
    live: {
      changed_by:
        '%{name} just changed this record. Reload to see the change; saving now would be refused.',
      changed:
        'Another user just changed this record. Reload to see the change; saving now would be refused.',
      deleted_by: '%{name} just deleted this record.',
      deleted: 'Another user just deleted this record.',
      reload: 'Reload',
    },
    // Saved views of a list (docs/live-and-views.md).
    views: {
      button: 'Views',
      menu: 'Saved views',
      mine: 'My views',
      shared: 'Shared by colleagues',
      none: 'No saved views yet',
      by: 'by %{name}',
      default: 'Default',
      save: 'Save this view…',
      make_default: 'Make default: %{name}',
      clear_default: 'Clear default',
      delete: 'Delete view: %{name}',
      dialog_title: 'Save view',
      name: 'View name',
      share: 'Share with the company',
      as_default: 'Make it my default view',
      cancel: 'Cancel',
      submit: 'Save',
      saved: 'View "%{name}" saved',
      applied: 'View "%{name}" applied',
      deleted: 'View "%{name}" deleted',
      default_set: 'View "%{name}" is now the default',
      default_cleared: 'No default view any more',
      failed: 'The view could not be saved. Try again.',
      errors: {
        required: 'A view name is required',
        'too-long': 'A view name has at most %{max} characters',
        'not-unique': 'You already have a view with this name',
        'invalid-format': 'Invalid format',
      },
    },
  },
};
