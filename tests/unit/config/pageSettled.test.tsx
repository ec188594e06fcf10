// The deferred parts (the alert centre's push side, the toaster) start once the page has settled:
// loaded, no react-query request in flight, then an idle moment; or after the limit.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { whenPageSettled } from '../../../src/config/pageSettled';

afterEach(() => vi.useRealTimers());

/** A query kept in flight until the returned function is called. */
function pendingQuery(queryClient: QueryClient, key: string): () => void {
  let answer!: (value: string) => void;
  void queryClient.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  return () => answer(key);
}

describe('whenPageSettled', () => {
  it('waits for every request in flight, then for an idle moment', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const list = pendingQuery(queryClient, 'list');
    const permissions = pendingQuery(queryClient, 'permissions');
    const callback = vi.fn();
    whenPageSettled(queryClient, callback);
    await vi.advanceTimersByTimeAsync(1000);
    expect(callback).not.toHaveBeenCalled();
    list();
    await vi.advanceTimersByTimeAsync(1000);
    expect(callback).not.toHaveBeenCalled();
    permissions();
    await vi.advanceTimersByTimeAsync(10);
    expect(callback).toHaveBeenCalledTimes(1);
    // Later requests start nothing again.
    const later = pendingQuery(queryClient, 'later');
    later();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('starts at the limit when a request never ends, and not at all once cancelled', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    pendingQuery(queryClient, 'hanging');
    const callback = vi.fn();
    whenPageSettled(queryClient, callback, { limitMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = whenPageSettled(new QueryClient(), cancelled, { limitMs: 5000 });
    cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('waits for the document to load first', async () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      const callback = vi.fn();
      whenPageSettled(new QueryClient(), callback);
      await vi.advanceTimersByTimeAsync(1000);
      expect(callback).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(10);
      expect(callback).toHaveBeenCalledTimes(1);
    } finally {
      readyState.mockRestore();
    }
  });
});
