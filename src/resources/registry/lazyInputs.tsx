// Input renderers are referenced lazily by the registry, so a list (which renders fields only) does
// not load them — nor the MUI X pickers they bring. Forms provide the module up front (ResourceForm
// imports it), so form inputs render at once; anything else suspends briefly on first use.
import { lazy, Suspense, type ComponentType } from 'react';

type InputsModule = typeof import('./inputs.tsx');
type InputName = {
  [K in keyof InputsModule]: InputsModule[K] extends ComponentType<never> ? K : never;
}[keyof InputsModule];

let inputs: InputsModule | undefined;
let pending: Promise<InputsModule> | undefined;

/** Makes the already-imported input module available synchronously (called by the forms). */
export function provideInputs(module: InputsModule) {
  inputs = module;
}

export function loadInputs(): Promise<InputsModule> {
  return (pending ??= import('./inputs.tsx').then((module) => (inputs = module)));
}

/** A stand-in for one export of inputs.tsx that renders it directly once loaded. */
export function lazyInput<K extends InputName>(name: K): InputsModule[K] {
  type AnyProps = any;
  const Lazy = lazy(async () => ({
    default: (await loadInputs())[name] as ComponentType<AnyProps>,
  }));
  const Input = (props: AnyProps) => {
    if (inputs) {
      const Loaded = inputs[name] as ComponentType<AnyProps>;
      return <Loaded {...props} />;
    }
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  Input.displayName = `Input(${String(name)})`;
  return Input as unknown as InputsModule[K];
}
