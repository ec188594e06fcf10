// The text of every API error code (schemas/meta/error-codes.json) in both languages: the console's
// validation.<code> messages (src/i18n) and the message of the GraphQL envelope (server/graphql/envelope.ts)
// come from here. %{max} and %{min} are filled by the console from the field's schema; an answer
// that has no such argument uses plainErrorMessage.
import type { ErrorCode } from '../../generated/registry';

export const ERROR_MESSAGES: Record<'id' | 'en', Record<ErrorCode, string>> = {
  id: {
    required: 'Wajib diisi',
    'too-long': 'Maksimal %{max} karakter',
    'too-small': 'Minimal %{min}',
    'too-large': 'Maksimal %{max}',
    'invalid-format': 'Format tidak valid',
    'invalid-value': 'Nilai tidak valid',
    'not-found': 'Data tidak ditemukan',
    'not-unique': 'Sudah terdaftar di sistem',
    'unknown-field': 'Kolom tidak dikenal',
    'invalid-status': 'Status tidak sesuai',
    'in-past': 'Tidak boleh kurang dari hari ini',
    'before-pickup': 'Tidak boleh kurang dari Target Diambil',
    'same-as-origin': 'Alamat Tujuan tidak boleh sama dengan Alamat Asal',
    'integration-not-configured': 'Integrasi belum dikonfigurasi',
    'integration-failed': 'Gagal melakukan integrasi',
    conflict: 'Data telah diubah oleh pengguna lain',
    'in-use': 'Data masih digunakan',
    forbidden: 'Anda tidak berhak mengakses data ini',
    'weak-password':
      'Kata sandi minimal 10 karakter, berisi huruf dan angka, dan tidak memuat nama pengguna',
    'unknown-role': 'Peran tidak dikenal',
    'not-held': 'Anda tidak dapat memberikan hak akses yang tidak Anda miliki',
    'own-account': 'Tidak dapat diubah pada akun Anda sendiri',
    'password-change-required': 'Buat kata sandi baru terlebih dahulu',
    'too-many-requests': 'Terlalu banyak permintaan. Coba lagi nanti.',
    internal: 'Terjadi kesalahan pada server',
  },
  en: {
    required: 'Required',
    'too-long': 'At most %{max} characters',
    'too-small': 'At least %{min}',
    'too-large': 'At most %{max}',
    'invalid-format': 'Invalid format',
    'invalid-value': 'Invalid value',
    'not-found': 'Not found',
    'not-unique': 'Already registered',
    'unknown-field': 'Unknown field',
    'invalid-status': 'Not allowed in this status',
    'in-past': 'Cannot be earlier than today',
    'before-pickup': 'Cannot be earlier than the pickup target',
    'same-as-origin': 'The destination address cannot be the same as the origin address',
    'integration-not-configured': 'The integration is not configured',
    'integration-failed': 'The integration failed',
    conflict: 'Changed by someone else',
    'in-use': 'Still in use',
    forbidden: 'You may not access this record',
    'weak-password':
      'At least 10 characters, with letters and digits, and not containing the username',
    'unknown-role': 'Unknown role',
    'not-held': 'You cannot grant access you do not hold yourself',
    'own-account': 'Cannot be changed on your own account',
    'password-change-required': 'Set a new password first',
    'too-many-requests': 'Too many requests. Try again later.',
    internal: 'Server error',
  },
};

/** Wording for the codes whose message needs an argument, when there is none to give. */
const WITHOUT_ARGUMENT: Record<'id' | 'en', Partial<Record<ErrorCode, string>>> = {
  id: { 'too-long': 'Terlalu panjang', 'too-small': 'Terlalu kecil', 'too-large': 'Terlalu besar' },
  en: { 'too-long': 'Too long', 'too-small': 'Too small', 'too-large': 'Too large' },
};

/** The code's message with no placeholder left (Indonesian unless asked). */
export const plainErrorMessage = (code: ErrorCode, language: 'id' | 'en' = 'id'): string =>
  WITHOUT_ARGUMENT[language][code] ?? ERROR_MESSAGES[language][code];
