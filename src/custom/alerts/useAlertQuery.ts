// A call's state for a component: data, error, loading, and a refetch that keeps the shown data
// until the new answer arrives (a push-driven refetch does not flash a spinner). A refetch with data
// already shown does not render at all until its answer: `loading` is only true before a first answer.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface AlertQuery<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  refetch: () => void;
}

export function useAlertQuery<T>(run: () => Promise<T>, key: string): AlertQuery<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({
    loading: true,
  });
  const latest = useRef(run);
  latest.current = run;
  const sequence = useRef(0);
  const load = useCallback(() => {
    const current = ++sequence.current;
    // Returning the same state skips the render (bench:push measured one re-render of every row here).
    setState((previous) =>
      previous.data === undefined && !previous.loading ? { ...previous, loading: true } : previous,
    );
    latest.current().then(
      (data) => {
        if (current === sequence.current) setState({ data, loading: false });
      },
      (error: unknown) => {
        if (current === sequence.current)
          setState((previous) => ({ data: previous.data, error, loading: false }));
      },
    );
  }, []);
  useEffect(() => {
    load();
    // An answer arriving after unmount or a new key is dropped: the counter moves on.
    const counter = sequence;
    return () => {
      counter.current += 1;
    };
  }, [load, key]);
  return { data: state.data, error: state.error, loading: state.loading, refetch: load };
}
