// validation.number_*: a number input's own errors (LocaleNumberInput, docs/architecture.md
// "Numbers as typed"), with an example in the language's format (en).
export default {
  validation: {
    number_invalid: 'Invalid number format. Example: %{example}',
    number_precision: 'Too many digits to store exactly',
  },
};
