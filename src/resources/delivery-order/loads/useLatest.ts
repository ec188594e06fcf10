import { useState } from 'react';

/** A ref always holding the latest value, for stable callbacks that read it when they are called. */
export function useLatest<T>(value: T): { current: T } {
  const [ref] = useState(() => ({ current: value }));
  ref.current = value;
  return ref;
}
