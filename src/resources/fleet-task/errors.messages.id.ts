// custom.fleet_task.errors.*: the fleet-task error catalogue's messages (id), one per code of
// src/domain/fleet-task/errors.ts (fleetTaskErrorKey), which the server answers and the dispatcher's
// and the driver's screens show.
export default {
  custom: {
    fleet_task: {
      errors: {
        not_found: 'Penugasan tidak ditemukan',
        failed_to_bulk_delete: 'Gagal dihapus. Ada status penugasan selain Draf.',
        minimum_one_delivery: 'Penugasan harus memiliki minimal satu pengiriman',
        delivery_cannot_unassign_from_fleet_task: 'Pengiriman sudah ditugaskan ke penugasan lain',
        invalid_invalid_value: 'Status tidak valid',
        invalid_driver_invalid_value: 'Pengemudi tidak terdaftar sebagai pengemudi',
        invalid_driver_already_used: 'Pengemudi sedang menjalankan penugasan lain',
        invalid_vehicle_already_used: 'Kendaraan sedang digunakan penugasan lain',
        invalid_pickup_must_be_completed: 'Pengambilan harus diselesaikan terlebih dahulu',
        invalid_activities_must_be_completed:
          'Aktivitas sebelumnya harus diselesaikan terlebih dahulu',
        fleet_task_transit_location_invalid:
          'Lokasi transit tidak boleh sama dengan lokasi asal, tujuan, atau transit sebelumnya',
        fleet_task_transit_with_vendor:
          'Penugasan dengan pengiriman transit tidak dapat dikirim ke vendor',
        fleet_task_previous_leg_not_done: 'Pengiriman pada penugasan sebelumnya belum selesai',
        delivery_order_vendor_request_invalid_shipment_type:
          'Permintaan pengiriman dari vendor tidak dapat dijadwalkan sebagai transit',
        failed_to_delete_with_vendor:
          'Gagal dihapus. Penugasan yang sudah dikirim ke vendor tidak dapat dihapus.',
        delivery_failed_to_unassigned_request:
          'Pengiriman dari permintaan vendor tidak dapat dikeluarkan dari penugasan',
        invalid_vehicle_invalid_value: 'Nomor polisi tidak valid, contoh: B 1234 XYZ',
        invalid_invalid_fields: 'Ada isian yang tidak dikenal atau tidak lengkap',
        invalid_invalid_input_format: 'Format isian tidak valid',
        invalid_input_format: 'Format data tidak valid',
        is_from_vendor_request: 'Pengiriman dari permintaan vendor tidak dapat dikirim ke vendor',
        delivery_order_vendor_exists: 'Pengiriman sudah direncanakan ke vendor lain',
        fleet_task_drop_before_pickup:
          'Pengantaran tidak boleh mendahului pengambilan pengiriman yang sama',
        failed_to_get: 'Penugasan gagal dimuat',
        failed_to_save: 'Penugasan gagal disimpan',
        failed_to_canceled: 'Gagal dibatalkan. Ada pengiriman dari permintaan vendor.',
        delivery_failed_to_delete: 'Pengiriman gagal dihapus dari penugasan',
        failed_save_settings: 'Pengaturan penugasan gagal disimpan',
        failed_get_settings: 'Pengaturan penugasan gagal dimuat',
      },
    },
  },
};
