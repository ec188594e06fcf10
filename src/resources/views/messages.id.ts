// engine.phone.* and engine.external.*: the generated list's phone layout and the external-records
// list (id).
export default {
  engine: {
    // The paging label's total when it is not counted (HonestPagination, docs/api.md "Totals").
    total: {
      estimate: '%{offsetBegin}-%{offsetEnd} dari ±%{total}',
      more_than: '%{offsetBegin}-%{offsetEnd} dari lebih dari %{total}',
    },
    phone: {
      sort: 'Urutkan',
      sort_by: 'Urutkan menurut %{field}',
      sorted_by: 'Diurutkan menurut %{field}, %{order}',
      order: { ASC: 'naik', DESC: 'turun' },
      select: 'Pilih %{name}',
      more_actions: 'Tindakan lain',
    },
    external: {
      title: '%{name} eksternal',
      open: '%{name} eksternal',
      hint: 'Data yang berasal dari integrasi akuntansi (ID Eksternal terisi).',
      back: 'Semua %{name}',
    },
    // An open edit form whose record someone else changed (docs/live-and-views.md).
    live: {
      changed_by:
        'Data ini baru saja diubah oleh %{name}. Muat ulang untuk melihat perubahannya; menyimpan sekarang akan ditolak.',
      changed:
        'Data ini baru saja diubah oleh pengguna lain. Muat ulang untuk melihat perubahannya; menyimpan sekarang akan ditolak.',
      deleted_by: 'Data ini baru saja dihapus oleh %{name}.',
      deleted: 'Data ini baru saja dihapus oleh pengguna lain.',
      reload: 'Muat ulang',
    },
    // Saved views of a list (docs/live-and-views.md).
    views: {
      button: 'Tampilan',
      menu: 'Tampilan tersimpan',
      mine: 'Tampilan saya',
      shared: 'Dibagikan rekan',
      none: 'Belum ada tampilan tersimpan',
      by: 'oleh %{name}',
      default: 'Bawaan',
      save: 'Simpan tampilan ini…',
      make_default: 'Jadikan bawaan: %{name}',
      clear_default: 'Hapus bawaan',
      delete: 'Hapus tampilan: %{name}',
      dialog_title: 'Simpan tampilan',
      name: 'Nama tampilan',
      share: 'Bagikan ke perusahaan',
      as_default: 'Jadikan tampilan bawaan saya',
      cancel: 'Batal',
      submit: 'Simpan',
      saved: 'Tampilan "%{name}" disimpan',
      applied: 'Tampilan "%{name}" diterapkan',
      deleted: 'Tampilan "%{name}" dihapus',
      default_set: 'Tampilan "%{name}" menjadi bawaan',
      default_cleared: 'Tidak ada lagi tampilan bawaan',
      failed: 'Tampilan tidak dapat disimpan. Coba lagi.',
      errors: {
        required: 'Nama tampilan wajib diisi',
        'too-long': 'Nama tampilan paling banyak %{max} karakter',
        'not-unique': 'Anda sudah punya tampilan dengan nama ini',
        'invalid-format': 'Format tidak valid',
      },
    },
  },
};
