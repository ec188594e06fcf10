// custom.account.*: the password page every user has (id).
export default {
  custom: {
    account: {
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
