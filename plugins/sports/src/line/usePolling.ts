import { startTransition, useEffect, useRef, useState } from 'react';

export interface PollingState<T> {
  data: T | null;
  error: Error | null;
}

/**
 * Loads now, then again every `intervalMs` while the page is visible; a hidden page stops polling and the first
 * moment it is visible again loads at once. A new `key` starts over; a new interval keeps the data. `merge` lets the caller keep unchanged parts of the previous data
 * (same references), so rows whose data did not change are not re-rendered.
 */
export function usePolling<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  intervalMs: number,
  merge: (previous: T | null, next: T) => T = (_previous, next) => next,
): PollingState<T> {
  const [state, setState] = useState<PollingState<T>>({ data: null, error: null });
  const loadRef = useRef(load);
  const mergeRef = useRef(merge);
  const keyRef = useRef(key);
  loadRef.current = load;
  mergeRef.current = merge;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    let stopped = false;
    // A new interval keeps what is on screen; only a new key (another list) starts from nothing.
    if (keyRef.current !== key) {
      keyRef.current = key;
      setState({ data: null, error: null });
    }

    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && document.visibilityState !== 'hidden') timer = setTimeout(tick, intervalMs);
    };
    const tick = async () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      try {
        const next = await loadRef.current(current.signal);
        if (current.signal.aborted) return;
        // A transition: rendering a big list update yields to input, so a tap on a price is not kept waiting.
        startTransition(() => setState((previous) => ({ data: mergeRef.current(previous.data, next), error: null })));
      } catch (error) {
        if (current.signal.aborted) return;
        setState((previous) => ({ data: previous.data, error: error instanceof Error ? error : new Error(String(error)) }));
      }
      schedule();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') clearTimeout(timer);
      else void tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [key, intervalMs]);

  return state;
}
