import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * One call's reply for a page: loads when `key` changes (the previous call aborted, so an old reply never lands on a
 * new page); `replace` puts a newer reply (a save's answer) in place. A null key loads nothing.
 */
export function useLoaded<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) {
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
        console.warn('[office] a call failed', error);
        setState({ key, loaded: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [key]);
  const replace = useCallback((data: T) => setState({ key, loaded: { status: 'ready', data } }), [key]);
  return { loaded: state.key === key ? state.loaded : ({ status: 'loading' } as Loaded<T>), replace };
}
