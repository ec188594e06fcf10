// The files the generator writes into src/generated/ (scripts/lib/generator.ts writes them;
// scripts/generate.ts checks they exist before skipping a run). Kept apart from the generator so
// that check does not load it.
export const GENERATED_FILES = {
  validators: 'validators.js',
  validatorTypes: 'validators.d.ts',
  types: 'types.ts',
  registry: 'registry.ts',
  browserRegistry: 'registry.browser.ts',
  icons: 'icons.ts',
} as const;

/** The folder of src/generated/ with one module per resource: its schema and labels (the console's build loads them per resource). */
export const DETAILS_DIR = 'registry.details';
