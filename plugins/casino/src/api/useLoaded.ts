import { useEffect, useRef, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * One call's reply for a page: loads when `key` changes (the previous call is aborted, so an old reply never lands
 * on a new page) and logs a failure for developers; the page shows its own dictionary text for it.
 */
export function useLoaded<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; loaded: Loaded<T> }>({ key, loaded: { status: 'loading' } });
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ key, loaded: { status: 'loading' } });
    loadRef.current(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, loaded: { status: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[casino] a call failed', error);
        setState({ key, loaded: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state.key === key ? state.loaded : { status: 'loading' };
}
