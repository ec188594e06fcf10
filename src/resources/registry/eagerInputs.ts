// Imported by the forms (ResourceForm): every family's inputs handed to lazyInputs.tsx up front, so
// form inputs render at once instead of suspending. Kept apart from formInputs.ts, which
// lazyInputs.tsx loads on demand, so the two never import each other.
import { familyInputs } from './formInputs.ts';
import { provideInputs } from './lazyInputs.tsx';

for (const [name, module] of Object.entries(familyInputs)) provideInputs(name, module);
