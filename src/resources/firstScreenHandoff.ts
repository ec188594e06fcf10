// What the first screen (src/firstScreen/) hands the console: the first page it fetched, taken once
// by the console's own prefetch of the same list (./initialList.ts), so that page is asked for once;
// and the moment the console's own list has drawn, when the first screen gives way to it. The
// engine's module: the first screen imports the engine, never the reverse.
import type { GetListResult, RaRecord } from 'ra-core';
import type { InitialListPlan } from './initialListPlan.ts';

let fetched: { key: string; result: Promise<GetListResult> } | undefined;
const references = new Map<string, { ids: string[]; result: Promise<RaRecord[]> }>();
let ready: (() => void) | undefined;
let screen: HTMLElement | undefined;

/** Query keys compared as JSON: the plan's key is plain data built the same way on both sides. */
const keyOf = (queryKey: InitialListPlan['queryKey']) => JSON.stringify(queryKey);

export function handFirstPage(
  queryKey: InitialListPlan['queryKey'],
  result: Promise<GetListResult>,
): void {
  fetched = { key: keyOf(queryKey), result };
}

/** The first screen's page for this list, once; undefined if it fetched another or none. */
export function takeFirstPage(
  queryKey: InitialListPlan['queryKey'],
): Promise<GetListResult> | undefined {
  if (!fetched || fetched.key !== keyOf(queryKey)) return undefined;
  const { result } = fetched;
  fetched = undefined;
  return result;
}

/** The first screen, once drawn: the console mounts aside and replaces it when its list has drawn. */
export function showFirstScreen(element: HTMLElement): void {
  screen = element;
}

/** The first screen on display, if one was drawn; taken once, by the console as it mounts. */
export function takeFirstScreen(): HTMLElement | undefined {
  const element = screen;
  screen = undefined;
  return element;
}

/** The records of a reference column, fetched by the first screen for the console's reference fields. */
export function handReferences(resource: string, ids: string[], result: Promise<RaRecord[]>): void {
  references.set(resource, { ids, result });
}

/** The references the first screen fetched, once: by resource, the ids asked for and their records. */
export function takeReferences(): Map<string, { ids: string[]; result: Promise<RaRecord[]> }> {
  const taken = new Map(references);
  references.clear();
  return taken;
}

/** Forgets a fetched page that failed, so the console asks again itself. */
export function dropFirstPage(): void {
  fetched = undefined;
}

/** Called by the console as it mounts aside: what to do once the console's list has drawn (swap the screens). */
export function onConsoleReady(callback: () => void): void {
  ready = callback;
}

/** Called by the console's list once it has drawn its rows (or its empty or error state). */
export function consoleReady(): void {
  const callback = ready;
  ready = undefined;
  callback?.();
}
