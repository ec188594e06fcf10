// custom.delivery.list.*: the delivery list (en).
export default {
  custom: {
    delivery: {
      list: {
        title: 'Deliveries',
        duplicate: 'Duplicate',
        track: 'Track delivery %{number}',
        track_column: 'Track',
        vendor_requests: 'Vendor requests (%{count})',
        chips: {
          label: 'Filter by delivery status',
          all: 'All',
          scroll_left: 'Scroll left',
          scroll_right: 'Scroll right',
        },
        sync: {
          button: 'Sync Accounting',
          confirm_title: 'Sync to the accounting system?',
          confirm_content:
            'Every delivery not yet synced (except Draft and Canceled) will be sent to the accounting system.',
          confirm: 'Yes, Sync',
          done: '%{smart_count} delivery synced |||| %{smart_count} deliveries synced',
          none: 'No delivery needs syncing.',
          failed: 'Syncing to the accounting system failed.',
        },
      },
    },
  },
};
