// custom.shell.*: the shell's layout settings, bottom menu, connection and update notices,
// breadcrumb and Report page (id).
export default {
  custom: {
    shell: {
      bottom_menu: 'Menu bawah',
      connection: {
        offline: 'Anda sedang offline. Periksa koneksi internet Anda.',
        back: 'Koneksi kembali. Memuat ulang halaman…',
      },
      update: {
        available: 'Versi baru Armada Console tersedia.',
        reload: 'Muat ulang',
      },
      breadcrumb: {
        label: 'Jejak halaman',
        home: 'Beranda',
        back: 'Halaman sebelumnya',
        more: 'Tampilkan semua',
      },
      report: {
        menu: 'Laporan',
        title: 'Laporan',
        subtitle: 'Buka daftar untuk melihat dan mengunduh datanya (CSV).',
        empty: 'Belum ada laporan yang dapat Anda akses.',
      },
      layout: {
        open: 'Pengaturan tampilan',
        title: 'Pengaturan Tampilan',
        close: 'Tutup pengaturan tampilan',
        loading: 'Memuat',
        save_failed: 'Pengaturan tampilan gagal disimpan.',
        preloader: 'Preloader',
        layout: { label: 'Tata Letak', vertical: 'Vertikal', horizontal: 'Horizontal' },
        width: { label: 'Lebar', fluid: 'Penuh', boxed: 'Kotak', scrollable: 'Dapat digulir' },
        sidebarType: {
          label: 'Jenis Sidebar',
          dark: 'Gelap',
          light: 'Terang',
          compact: 'Ringkas',
          icon: 'Ikon',
          colored: 'Berwarna',
        },
        topbar: { label: 'Bilah Atas', dark: 'Gelap', light: 'Terang', colored: 'Berwarna' },
      },
    },
  },
};
