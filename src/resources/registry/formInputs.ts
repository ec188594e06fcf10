// Every family's inputs (renderers/*.tsx, by file name) in one module: handed to lazyInputs.tsx up
// front by the forms (eagerInputs.ts), so form inputs render at once instead of suspending, and
// loaded as one chunk by lazyInputs.tsx for an input outside a form. One chunk rather than one per
// family: the console's chunks stay as few as with one inputs module.
import type { InputsModule } from './display.ts';

export const familyInputs: Record<string, InputsModule> = Object.fromEntries(
  Object.entries(import.meta.glob<InputsModule>('./renderers/*.tsx', { eager: true })).map(
    ([file, module]) => [file.replace(/^.*\/|\.tsx$/g, ''), module],
  ),
);
