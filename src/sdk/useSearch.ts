import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Loaded, useLoaded } from './useLoaded.ts';

export interface SearchOptions {
  /** Shorter (normalised) text is not sent: it would match half the catalogue. */
  minLength: number;
  /** How long after the last key the text is sent. */
  debounceMs: number;
  /** The form texts are compared and sent in; texts that normalise alike are one search. Default: trimmed. */
  normalise?: (text: string) => string;
}

const QUERY = 'q';
const trimmed = (text: string) => text.trim();

/**
 * A search page's text and results as the visitor types. The text starts from the address's `?q=` (searched at once)
 * and goes back there when it is sent, so a search can be shared and survives a reload. It is sent `debounceMs` after
 * the last key, and a newer text aborts the running request, so a reply to an older text never shows; the last
 * results stay while the visitor types. They are null while no search runs (the text too short); `query` is the
 * text searched.
 */
export function useSearch<T>(search: (text: string, signal: AbortSignal) => Promise<T>, { minLength, debounceMs, normalise = trimmed }: SearchOptions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get(QUERY) ?? '');
  const normalised = normalise(text);
  const [query, setQuery] = useState(normalised);
  // Read, not watched: writing the address renews both, and that is no reason to write it again.
  const address = useRef({ searchParams, setSearchParams });
  address.current = { searchParams, setSearchParams };

  useEffect(() => {
    const timer = setTimeout(() => setQuery(normalised), debounceMs);
    return () => clearTimeout(timer);
  }, [normalised, debounceMs]);

  const searching = query.length >= minLength;
  useEffect(() => {
    if (!searching && query !== '') return;
    const { searchParams: current, setSearchParams: write } = address.current;
    if ((current.get(QUERY) ?? '') === query) return;
    const next = new URLSearchParams(current);
    if (query) next.set(QUERY, query);
    else next.delete(QUERY);
    write(next, { replace: true });
  }, [query, searching]);

  const { loaded } = useLoaded(searching ? query : null, (signal) => search(query, signal));
  const results: Loaded<T> | null = searching ? loaded : null;
  return { text, setText, query, results };
}
