// custom.user.*: the user administration screens: roles, scopes, password, reset (id).
export default {
  custom: {
    user: {
      roles: {
        admin: 'Administrator',
        dispatcher: 'Dispatcher',
        viewer: 'Supervisor',
        driver: 'Pengemudi',
        marketing: 'Sales/Marketing',
        integration: 'Integrasi Sistem',
      },
      role: {
        label: 'Peran',
        none: 'Tanpa peran',
        helper: 'Peran memberi sekumpulan hak akses. Hak akses lain dapat ditambahkan di bawah.',
        not_grantable: 'Di luar hak akses Anda',
      },
      extra_scopes: {
        label: 'Hak Akses Tambahan',
        helper:
          'Contoh: customer:read, customer:* (semua), !vms:* (kecuali). Tekan Enter setelah tiap hak akses.',
      },
      not_held: 'Anda tidak memiliki hak akses ini: %{scopes}',
      unknown_role: 'Peran tidak dikenal: %{roles}',
      password: {
        section: 'Kata Sandi',
        label: 'Kata Sandi',
        policy: 'Minimal 10 karakter, berisi huruf dan angka, dan tidak memuat nama pengguna.',
        must_change: 'Wajib ganti kata sandi saat pertama masuk',
      },
      reset: {
        button: 'Atur Ulang Kata Sandi',
        title: 'Atur ulang kata sandi %{name}',
        explain:
          'Sesi %{name} yang sedang berjalan akan berakhir, dan ia harus membuat kata sandi baru saat masuk berikutnya.',
        generate: 'Buat kata sandi sementara secara otomatis',
        type: 'Tulis kata sandi sementara',
        password: 'Kata Sandi Sementara',
        confirm: 'Atur Ulang',
        cancel: 'Batal',
        done: 'Kata sandi %{name} telah diatur ulang.',
        temporary:
          'Sampaikan kata sandi sementara ini kepada %{name}. Kata sandi ini hanya ditampilkan sekali.',
        copy: 'Salin kata sandi',
        copied: 'Kata sandi disalin',
        close: 'Tutup',
      },
    },
  },
};
