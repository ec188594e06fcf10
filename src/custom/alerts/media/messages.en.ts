// custom.alerts.media.*: the alert's video status, its actions, the toasts of §8 and the video modal (en).
export default {
  custom: {
    alerts: {
      media: {
        label: 'Alert video',
        status: {
          loading: 'Looking for the video…',
          checking: 'Checking for the video (check %{count} of %{max})…',
          requesting: 'Requesting the video from the device…',
          waiting: 'Waiting for the video from the device',
          complete: 'Video available',
          failed: 'Video not available',
          timeout: 'Timed out: no video received',
        },
        actions: {
          watch: 'Watch video',
          request: 'Request video',
          check: 'Check again',
        },
        toast: {
          deviceUnreachable: 'The device cannot be reached: last seen more than 10 minutes ago.',
          mediaNotFound: 'No video found on the device at the time of the alert.',
          no_media: 'No video available.',
          error: 'Something went wrong while fetching the video. Please try again.',
        },
        modal: {
          title: 'Alert video %{plate}',
          video: 'Alert video of vehicle %{plate}',
          plate: 'License plate',
          category: 'Fleet category',
          driver: 'Driver',
          gps_phone: 'GPS phone',
          imei: 'IMEI',
          file_name: 'alert-video-%{id}',
          controls: 'Video controls',
          play: 'Play',
          pause: 'Pause',
          mute: 'Mute',
          unmute: 'Unmute',
          fullscreen: 'Full screen',
          exit_fullscreen: 'Exit full screen',
          download: 'Download video',
          close: 'Close',
          unavailable: 'The video cannot be played.',
        },
      },
    },
  },
};
