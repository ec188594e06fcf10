// custom.calls.*: calling the driver from an alert (en).
export default {
  custom: {
    calls: {
      call_driver: 'Call driver',
      call_driver_of: 'Call the driver of %{plate}',
      hang_up: 'Hang up',
      state: {
        calling: 'Calling…',
        connected: 'Connected',
        ended: 'Call ended',
        failed: 'Call failed',
      },
      refused: {
        device_type: "This vehicle's device has no voice calls.",
        last_seen_at: 'The device cannot be reached (last seen more than 10 minutes ago).',
        calls_per_user: 'You are still in another call. Hang that one up first.',
        calls_per_company: "Your company's limit of concurrent calls is reached. Try again later.",
        vehicle_id: "This alert's vehicle was not found.",
        integration: 'The call service cannot be reached.',
        scope: 'You may not place calls.',
        state: 'The call has already ended.',
        unknown: 'The call could not be placed.',
      },
    },
  },
};
