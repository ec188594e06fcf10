// engine.phone.* and engine.external.*: the generated list's phone layout and the external-records
// list (id).
export default {
  engine: {
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
  },
};
