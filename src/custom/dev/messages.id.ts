// The developer's schema banner of `npm run dev` (id).
export default {
  title: 'Perubahan skema tidak diterapkan',
  body: 'API menolak skema yang baru disimpan; API dan konsol tetap memakai versi sebelumnya. Perbaiki skema (atau datanya) lalu simpan lagi.',
  details: 'Pesan dari API',
};
