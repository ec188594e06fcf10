// Imported by the forms (ResourceForm): every family's inputs, so form inputs render at once
// instead of suspending (lazyInputs.tsx). A family's `.tsx` is found by its file name.
import type { InputsModule } from './display.ts';
import { provideInputs } from './lazyInputs.tsx';

const modules = import.meta.glob<InputsModule>('./renderers/*.tsx', { eager: true });
for (const [file, module] of Object.entries(modules))
  provideInputs(file.replace(/^.*\/|\.tsx$/g, ''), module);
