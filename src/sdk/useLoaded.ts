import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

const LOADING: Loaded<never> = { status: 'loading' };

/**
 * One call's reply for a page: loads when `key` changes (the previous call aborted, so an old reply never lands on a
 * new page); `replace` puts a newer reply (a save's answer) in place. A null key loads nothing. A failure is logged for
 * developers; the page shows its own words for it.
 */
export function useLoaded<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<{ key: string | null; loaded: Loaded<T> }>({ key, loaded: LOADING });
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const settle = (loaded: Loaded<T>) => controller.signal.aborted || setState({ key, loaded });
    settle(LOADING);
    loadRef.current(controller.signal).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn(`[${key}] a call failed`, error);
        settle({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [key]);
  const replace = useCallback((data: T) => setState({ key, loaded: { status: 'ready', data } }), [key]);
  return { loaded: state.key === key ? state.loaded : LOADING, replace };
}
