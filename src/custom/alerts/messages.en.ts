// custom.alerts.*: the alert centre, its bell and the notification pages (en).
import calls from './calls/messages.en';
export default {
  custom: {
    alerts: {
      title: 'Alert Centre',
      settings: 'Notification settings',
      close: 'Close the alert centre',
      unresolved_only: 'Unresolved only',
      coming_soon: 'Urgent alerts are coming soon.',
      see_other: 'See other notifications',
      loading: 'Loading alerts…',
      load_failed: 'Alerts could not be loaded.',
      empty: 'No alerts.',
      mode: {
        pin: 'Pin to the side',
        unpin: 'Unpin',
        detach: 'Detach as a window',
        attach: 'Back to the menu',
      },
      reminder: {
        label: 'Reminder',
        none: 'None',
        minutes: '%{smart_count} minute |||| %{smart_count} minutes',
        toast:
          'There is %{smart_count} unresolved alert. |||| There are %{smart_count} unresolved alerts.',
      },
      groups: {
        urgent: 'Urgent',
        important: 'Important',
      },
      bell: {
        label: 'Notifications: %{urgent} urgent, %{important} important unresolved',
        label_important: 'Notifications: %{important} important unresolved',
      },
      actions: {
        cancel: 'Cancel',
        confirm: 'Yes, continue',
        submit: 'Submit',
        save: 'Save',
        resolve: 'Mark Resolved',
        unresolve: 'Mark Unresolved',
        false_alert: 'False Alert',
        recheck: 'Recheck',
        note: 'Add Note',
        menu: 'Actions for %{plate}',
      },
      confirm: {
        resolve_title: 'Mark resolved?',
        resolve: 'The alert of vehicle %{plate} will be marked resolved.',
        unresolve_title: 'Mark unresolved?',
        unresolve: 'The alert of vehicle %{plate} will return to unresolved.',
        recheck_title: 'Cancel the false alert?',
        recheck: 'The alert of vehicle %{plate} will be rechecked and return to unresolved.',
      },
      false_alert: {
        title: 'Mark as False Alert',
        confirm: 'Choose or write why this alert is a false alert.',
        quick_fill: 'Quick reasons',
        reason: 'Reason',
        other_reason: 'Other occurrence',
      },
      labels: {
        other_reason: 'Other occurrence',
        note: 'Note',
      },
      note: {
        title: 'Add Note',
      },
      toast: {
        checked: 'Notification checked',
        unchecked: 'Notification unchecked',
        false_alert: 'False alert success',
        false_alert_cancelled: 'False alert cancelled',
        saved: 'Saved',
        error: 'Something went wrong. Please try again.',
      },
      time_passed: {
        seconds: '%{smart_count} second ago |||| %{smart_count} seconds ago',
        minutes: '%{smart_count} minute ago |||| %{smart_count} minutes ago',
        hours: '%{smart_count} hour ago |||| %{smart_count} hours ago',
        days: '%{smart_count} day ago |||| %{smart_count} days ago',
      },
      row: {
        overspeed_duration: '%{km} km/h for %{seconds} seconds',
      },
      status: {
        resolved: 'Resolved',
        unresolved: 'Unresolved',
        false_alert: 'False Alert',
      },
      pages: {
        notification_title: 'Notifications',
        log_title: 'Notification Log',
        back: 'Back to Notifications',
        detail_title: 'Notification Detail',
        not_found: 'Notification not found.',
      },
      filters: {
        urgency: 'Urgency',
        status: 'Status',
        all: 'All',
        from: 'From date',
        to: 'To date',
      },
      fields: {
        plate: 'License plate',
        driver: 'Driver',
        time: 'Time',
        address: 'Address',
        overspeed: 'Overspeed',
        false_alert_reason: 'False alert reason',
      },
      logs: {
        title: 'History',
        empty: 'No history yet.',
        resolved: 'marked Resolved',
        unresolved: 'marked Unresolved',
        false_alert: 'False Alert',
        recheck: 'canceled False Alert',
        feedback: 'added a note: %{note}',
      },
    },
    // Calling the driver (src/custom/alerts/calls/).
    ...calls.custom,
  },
};
