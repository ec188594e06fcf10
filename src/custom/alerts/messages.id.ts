// custom.alerts.*: the alert centre, its bell and the notification pages (id).
import calls from './calls/messages.id';
export default {
  custom: {
    alerts: {
      title: 'Pusat Peringatan',
      settings: 'Pengaturan notifikasi',
      close: 'Tutup pusat peringatan',
      unresolved_only: 'Hanya yang belum selesai',
      coming_soon: 'Peringatan mendesak segera hadir.',
      see_other: 'Lihat notifikasi lainnya',
      loading: 'Memuat peringatan…',
      load_failed: 'Gagal memuat peringatan.',
      empty: 'Tidak ada peringatan.',
      mode: {
        pin: 'Sematkan di samping',
        unpin: 'Lepas sematan',
        detach: 'Jadikan jendela terpisah',
        attach: 'Kembalikan ke menu',
      },
      reminder: {
        label: 'Pengingat',
        none: 'Tidak ada',
        minutes: '%{smart_count} menit |||| %{smart_count} menit',
        toast:
          'Ada %{smart_count} peringatan yang belum selesai. |||| Ada %{smart_count} peringatan yang belum selesai.',
      },
      groups: {
        urgent: 'Mendesak',
        important: 'Penting',
      },
      bell: {
        label: 'Notifikasi: %{urgent} mendesak, %{important} penting belum selesai',
        label_important: 'Notifikasi: %{important} penting belum selesai',
      },
      actions: {
        cancel: 'Batal',
        confirm: 'Ya, lanjutkan',
        submit: 'Kirim',
        save: 'Simpan',
        resolve: 'Tandai Selesai',
        unresolve: 'Tandai Belum Selesai',
        false_alert: 'Alarm Palsu',
        recheck: 'Periksa Ulang',
        note: 'Tambah Catatan',
        menu: 'Tindakan untuk %{plate}',
      },
      confirm: {
        resolve_title: 'Tandai selesai?',
        resolve: 'Peringatan kendaraan %{plate} akan ditandai selesai.',
        unresolve_title: 'Tandai belum selesai?',
        unresolve: 'Peringatan kendaraan %{plate} akan dikembalikan menjadi belum selesai.',
        recheck_title: 'Batalkan alarm palsu?',
        recheck: 'Peringatan kendaraan %{plate} akan diperiksa ulang dan kembali belum selesai.',
      },
      false_alert: {
        title: 'Tandai sebagai Alarm Palsu',
        confirm: 'Pilih atau tulis alasan peringatan ini adalah alarm palsu.',
        quick_fill: 'Alasan cepat',
        reason: 'Alasan',
        other_reason: 'Kejadian Lainnya',
      },
      labels: {
        other_reason: 'Kejadian Lainnya',
        note: 'Catatan',
      },
      note: {
        title: 'Tambah Catatan',
      },
      toast: {
        checked: 'Notifikasi ditandai selesai',
        unchecked: 'Notifikasi ditandai belum selesai',
        false_alert: 'Berhasil ditandai sebagai alarm palsu',
        false_alert_cancelled: 'Alarm palsu dibatalkan',
        saved: 'Berhasil disimpan',
        error: 'Terjadi kesalahan. Silakan coba lagi.',
      },
      time_passed: {
        seconds: '%{smart_count} detik lalu |||| %{smart_count} detik lalu',
        minutes: '%{smart_count} menit lalu |||| %{smart_count} menit lalu',
        hours: '%{smart_count} jam lalu |||| %{smart_count} jam lalu',
        days: '%{smart_count} hari lalu |||| %{smart_count} hari lalu',
      },
      row: {
        overspeed_duration: '%{km} km/jam selama %{seconds} detik',
      },
      status: {
        resolved: 'Selesai',
        unresolved: 'Belum selesai',
        false_alert: 'Alarm Palsu',
      },
      pages: {
        notification_title: 'Notifikasi',
        log_title: 'Log Notifikasi',
        back: 'Kembali ke Notifikasi',
        detail_title: 'Detail Notifikasi',
        not_found: 'Notifikasi tidak ditemukan.',
      },
      filters: {
        urgency: 'Urgensi',
        status: 'Status',
        all: 'Semua',
        from: 'Dari tanggal',
        to: 'Sampai tanggal',
      },
      fields: {
        plate: 'No. Polisi',
        driver: 'Pengemudi',
        time: 'Waktu',
        address: 'Alamat',
        overspeed: 'Kecepatan berlebih',
        false_alert_reason: 'Alasan alarm palsu',
      },
      logs: {
        title: 'Riwayat',
        empty: 'Belum ada riwayat.',
        resolved: 'menandai Selesai',
        unresolved: 'menandai Belum Selesai',
        false_alert: 'menandai Alarm Palsu',
        recheck: 'membatalkan Alarm Palsu',
        feedback: 'menambahkan catatan: %{note}',
      },
    },
    // Calling the driver (src/custom/alerts/calls/).
    ...calls.custom,
  },
};
