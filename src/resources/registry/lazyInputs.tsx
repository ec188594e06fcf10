// A family's inputs live in its `.tsx` and are loaded lazily, so a list (which renders fields only)
// does not load them, nor the MUI X pickers they bring. Forms provide the modules up front
// (ResourceForm imports eagerInputs.ts), so form inputs render at once; anything else suspends
// briefly on first use.
import { lazy, Suspense, type ComponentType } from 'react';
import type { InputsModule, RendererFamily } from './display.ts';
import { families } from './families.ts';
import { dateFamily } from './renderers/date.ts';

const loaded = new Map<string, InputsModule>();
const pending = new Map<string, Promise<InputsModule>>();

/** Makes a family's already-imported `.tsx` available synchronously (eagerInputs.ts, by file name). */
export function provideInputs(familyName: string, module: InputsModule) {
  loaded.set(familyName, module);
}

function loadFamily(family: RendererFamily): Promise<InputsModule> {
  let promise = pending.get(family.name);
  if (!promise) {
    // The families of renderers/ load together, in one chunk (formInputs.ts), as the forms take them.
    const load =
      family.inputs ??
      (() => import('./formInputs.ts').then(({ familyInputs }) => familyInputs[family.name]));
    promise = load().then((module) => {
      if (!module)
        throw new Error(`renderer family ${family.name}: no ${family.name}.tsx beside it`);
      loaded.set(family.name, module);
      return module;
    });
    pending.set(family.name, promise);
  }
  return promise;
}

/** Loads the inputs of every default family (and of `extra` ones). */
export async function loadInputs(extra: readonly RendererFamily[] = []): Promise<void> {
  await Promise.all([...families, ...extra].map(loadFamily));
}

/** A stand-in for one export of a family's `.tsx` that renders it directly once loaded. */
export function lazyInput(family: RendererFamily, name: string): ComponentType<any> {
  type AnyProps = any;
  const Lazy = lazy(async () => ({
    default: (await loadFamily(family))[name] as ComponentType<AnyProps>,
  }));
  const Input = (props: AnyProps) => {
    const module = loaded.get(family.name);
    if (module) {
      const Loaded = module[name] as ComponentType<AnyProps>;
      return <Loaded {...props} />;
    }
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  Input.displayName = `Input(${family.name}.${name})`;
  return Input;
}

/** The date pickers for filters: most lists have none, so they load on demand. */
export const LazyPickerInput = lazyInput(dateFamily, 'PickerInput');
