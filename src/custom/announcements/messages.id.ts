// custom.announcements.*: system announcements (the bell, the list, the action) and the banner (id).
export default {
  custom: {
    announcements: {
      bell: {
        label: 'Pengumuman sistem, %{count} belum dibaca',
        label_none: 'Pengumuman sistem',
      },
      list: {
        title: 'Pengumuman Sistem',
        empty: 'Belum ada pengumuman.',
        mark_all: 'Tandai semua sudah dibaca',
        all_read: 'Semua pengumuman sudah dibaca',
        unread: 'Belum dibaca',
        shown: '%{shown} dari %{total} pengumuman',
        loading_more: 'Memuat pengumuman lainnya…',
        error: 'Pengumuman tidak dapat dimuat. Coba lagi nanti.',
        open: 'Buka',
        close: 'Tutup',
      },
      action: {
        image: 'Gambar pengumuman',
        video: 'Video pengumuman',
        slide: 'Gambar %{index} dari %{total}',
        previous: 'Gambar sebelumnya',
        next: 'Gambar berikutnya',
        slides: 'Pilih gambar',
        close: 'Tutup',
      },
      banner: {
        title: 'Informasi',
        open: 'Buka tautan banner',
        close: 'Tutup banner',
      },
    },
  },
};
