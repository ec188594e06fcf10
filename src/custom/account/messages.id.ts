// custom.account.*: the password page every user has (id).
export default {
  custom: {
    account: {
      profile: {
        title: 'Profil',
        menu: 'Profil',
        username: 'Nama pengguna: %{username}',
        phone_help: 'Contoh: 081234567890',
        save: 'Simpan Profil',
        saved: 'Profil berhasil disimpan',
      },
      reminder: {
        title: 'Lengkapi Data Kontak Anda',
        text_both:
          'Anda belum menambahkan nomor telepon dan email. Tambahkan agar kami dapat menghubungi Anda dan mengirimkan pemberitahuan penting.',
        text_email:
          'Anda belum menambahkan email. Tambahkan agar kami dapat mengirimkan pemberitahuan penting.',
        text_phone:
          'Anda belum menambahkan nomor telepon. Tambahkan agar kami dapat menghubungi Anda.',
        add_number: 'Tambah Nomor',
        add_email: 'Tambah Email',
        later: 'Nanti Saja',
      },
      password: {
        title: 'Buat Kata Sandi Baru',
        title_change: 'Ganti Kata Sandi',
        required_notice: 'Administrator meminta Anda membuat kata sandi baru sebelum melanjutkan.',
        current: 'Kata Sandi Saat Ini',
        new: 'Kata Sandi Baru',
        confirm: 'Ulangi Kata Sandi Baru',
        mismatch: 'Kata sandi tidak sama',
        wrong_current: 'Kata sandi saat ini salah',
        same_as_current: 'Kata sandi baru harus berbeda dari kata sandi saat ini',
        save: 'Simpan Kata Sandi',
        saved: 'Kata sandi berhasil diubah',
        menu: 'Ganti Kata Sandi',
        logout: 'Keluar',
      },
    },
  },
};
