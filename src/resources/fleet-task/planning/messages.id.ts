// custom.fleet_task.plan.*: the planning screen at /fleet-task/create (id).
export default {
  custom: {
    fleet_task: {
      plan: {
        title: 'Rencanakan Penugasan',
        subtitle:
          'Pilih pengiriman yang sudah dikonfirmasi, cek kapasitas, tentukan pengemudi, kendaraan dan urutan rute.',
        back: 'Kembali ke daftar penugasan',
        create: 'Rencanakan Penugasan',
        orders: {
          title: 'Pilih Pengiriman',
          filters: 'Saring pengiriman',
          search: 'Cari No. Pengiriman',
          date: 'Tanggal Ambil',
          origin: 'Area Asal',
          destination: 'Area Tujuan',
          box_type: 'Jenis Box',
          any_box: 'Semua jenis box',
          loading: 'Memuat pengiriman…',
          failed: 'Pengiriman gagal dimuat.',
          empty: 'Tidak ada pengiriman siap dijadwalkan yang cocok dengan saringan.',
          select: 'Pilih %{number}',
          count: '%{smart_count} dipilih |||| %{smart_count} dipilih',
          shown: '%{shown} dari %{total} pengiriman siap dijadwalkan',
          pickup_on: 'Ambil %{date}',
          measures: '%{weight} Kg · %{volume} m³',
          no_box: 'Tanpa jenis box',
        },
        capacity: {
          title: 'Kapasitas',
          box_type: 'Jenis Box Kendaraan',
          none: 'Pilih jenis box untuk membandingkan kapasitas.',
          weight: 'Berat',
          volume: 'Volume',
          of: '%{total} dari %{capacity}',
          total_only: '%{total}',
          over_weight:
            'Melebihi kapasitas berat: %{total} Kg dari %{capacity} Kg. Penugasan tetap dapat disimpan.',
          over_volume:
            'Melebihi kapasitas volume: %{total} m³ dari %{capacity} m³. Penugasan tetap dapat disimpan.',
          fits: 'Muatan sesuai kapasitas jenis box.',
        },
        resources: {
          title: 'Pengemudi dan Kendaraan',
          driver: 'Pengemudi',
          no_driver: 'Belum ditentukan',
          vehicle: 'Nomor Polisi',
          vehicle_hint: 'Contoh: B 1234 XYZ',
          planned_start: 'Rencana Mulai',
          note: 'Catatan',
        },
        route: {
          title: 'Urutan Rute',
          hint: 'Pengantaran suatu pengiriman selalu setelah pengambilannya. Gunakan tombol naik dan turun untuk mengubah urutan.',
          empty: 'Pilih pengiriman untuk menyusun rute.',
          stop: '%{sequence}. %{type} %{number}',
          up: 'Naikkan %{stop}',
          down: 'Turunkan %{stop}',
          type: { PICKUP: 'Pengambilan', DROP: 'Pengantaran' },
          transit: 'Transit',
        },
        actions: {
          draft: 'Simpan sebagai Draf',
          schedule: 'Simpan dan Jadwalkan',
          schedule_hint: 'Dijadwalkan membutuhkan pengemudi dan nomor polisi.',
        },
        errors: {
          no_orders: 'Pilih minimal satu pengiriman',
          required: 'Wajib Terisi',
          failed: 'Gagal membuat penugasan',
          fix_fields: 'Periksa isian yang ditandai.',
        },
        saved: 'Penugasan %{number} berhasil dibuat',
      },
    },
  },
};
