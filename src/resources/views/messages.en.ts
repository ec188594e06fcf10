// engine.phone.* and engine.external.*: the generated list's phone layout and the external-records
// list (en).
export default {
  engine: {
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
  },
};
