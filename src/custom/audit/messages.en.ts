// custom.audit.*: the administrators' audit list (docs/audit.md) (en).
export default {
  custom: {
    audit: {
      menu: 'Audit log',
      title: 'Audit log',
      empty: 'No change matches the filters.',
      load_failed: 'The audit log could not be loaded.',
      filters: {
        user: 'User',
        resource: 'Data',
        record_id: 'Record ID',
        record_id_invalid: 'Enter a numeric ID',
        from: 'From date',
        to: 'To date',
        all: 'All',
      },
    },
  },
};
