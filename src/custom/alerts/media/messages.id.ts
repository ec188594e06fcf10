// custom.alerts.media.*: the alert's video status, its actions, the toasts of §8 and the video modal (id).
export default {
  custom: {
    alerts: {
      media: {
        label: 'Video peringatan',
        status: {
          loading: 'Mencari video…',
          checking: 'Memeriksa video (pemeriksaan %{count} dari %{max})…',
          requesting: 'Meminta video dari perangkat…',
          waiting: 'Menunggu video dari perangkat',
          complete: 'Video tersedia',
          failed: 'Video tidak tersedia',
          timeout: 'Waktu habis: video belum diterima',
        },
        actions: {
          watch: 'Tonton video',
          request: 'Minta video',
          check: 'Periksa lagi',
        },
        toast: {
          deviceUnreachable:
            'Perangkat tidak dapat dihubungi: terakhir aktif lebih dari 10 menit yang lalu.',
          mediaNotFound: 'Video tidak ditemukan di perangkat pada waktu peringatan.',
          no_media: 'Video tidak tersedia.',
          error: 'Terjadi kesalahan saat mengambil video. Silakan coba lagi.',
        },
        modal: {
          title: 'Video peringatan %{plate}',
          video: 'Video peringatan kendaraan %{plate}',
          plate: 'Nomor Polisi',
          category: 'Kategori Armada',
          driver: 'Pengemudi',
          gps_phone: 'Nomor GPS',
          imei: 'IMEI',
          file_name: 'video-peringatan-%{id}',
          controls: 'Kontrol video',
          play: 'Putar',
          pause: 'Jeda',
          mute: 'Bisukan',
          unmute: 'Bunyikan',
          fullscreen: 'Layar penuh',
          exit_fullscreen: 'Keluar dari layar penuh',
          download: 'Unduh video',
          close: 'Tutup',
          unavailable: 'Video tidak dapat diputar.',
        },
      },
    },
  },
};
