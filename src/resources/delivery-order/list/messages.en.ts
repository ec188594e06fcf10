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
        bulk: {
          confirm: 'Confirm',
          schedule: 'Schedule',
          confirm_title: {
            confirm: 'Confirm %{smart_count} delivery? |||| Confirm %{smart_count} deliveries?',
            schedule: 'Schedule %{smart_count} delivery? |||| Schedule %{smart_count} deliveries?',
          },
          confirm_content: {
            confirm:
              'Each selected Draft delivery becomes Confirmed. Deliveries that cannot be confirmed are skipped, with the reason.',
            schedule:
              'Each selected delivery is scheduled onto a direct fleet task of its own and becomes Scheduled. Deliveries that cannot be scheduled are skipped, with the reason.',
          },
          results_title: {
            confirm: 'Confirmation results',
            schedule: 'Scheduling results',
          },
          results_label: 'Result per delivery',
          summary: '%{applied} applied, %{refused} refused.',
          applied: 'Applied',
          refused: 'Refused',
          applied_status: 'Status is now %{status}.',
          applied_task: 'Scheduled on fleet task %{number}.',
          close: 'Close',
          failed: 'The selected deliveries could not be processed.',
          reasons: {
            not_found: 'Delivery not found.',
            status: 'Not possible in status %{status}.',
            order_invalid_value:
              'The origin and destination addresses are required before scheduling.',
            unknown: 'Some of your input has the wrong format.',
          },
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
