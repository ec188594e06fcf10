// What a view's module needs besides its code before it can render without suspending: a module that
// starts such a load as it is evaluated (EngineProvider: the resource folders' registry entries)
// declares it here, and a view loader (resourceElements.tsx) settles only once everything declared
// by then has arrived. Without it the first render could come before the entries, suspend the list,
// and React 19 keeps a suspended boundary's fallback up for up to 300 ms (issue 27). Kept free of
// imports, so the entry chunk can hold it without pulling a view's code.
const waits: Promise<unknown>[] = [];

/** Declares a load a view needs before it renders (called as a module is evaluated). */
export function viewNeeds(load: Promise<unknown>): void {
  waits.push(load.catch(() => undefined));
}

/** Settles when every load declared so far has settled (failures included: the view shows its own error). */
export function viewsReady(): Promise<void> {
  return Promise.all(waits).then(() => undefined);
}
