// validation.number_*: a number input's own errors (LocaleNumberInput, docs/architecture.md
// "Numbers as typed"), with an example in the language's format (id).
export default {
  validation: {
    number_invalid: 'Format angka tidak valid. Contoh: %{example}',
    number_precision: 'Terlalu banyak digit untuk disimpan dengan tepat',
  },
};
