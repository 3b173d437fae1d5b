// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../casinoConstants.ts';
import { useDebouncedSearch } from './useDebouncedSearch.ts';

interface Call {
  text: string;
  signal: AbortSignal;
  answer: (result: string) => void;
}

/** A search whose replies the test releases one by one, in any order. */
function controlledSearch() {
  const calls: Call[] = [];
  const search = (text: string, signal: AbortSignal) =>
    new Promise<string>((resolve) => {
      calls.push({ text, signal, answer: resolve });
    });
  return { calls, search };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('search as you type', () => {
  it('sends one search after the typing pauses, not one per key', () => {
    const { calls, search } = controlledSearch();
    const { rerender } = renderHook(({ text }) => useDebouncedSearch(text, search), { initialProps: { text: 'bo' } });
    for (const text of ['boo', 'book', 'book o', 'book of', 'book of r']) {
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
      rerender({ text });
    }
    expect(calls).toHaveLength(0);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(calls.map((call) => call.text)).toEqual(['book of r']);
  });

  it('cancels the older request when the text changes, and never shows its late reply', async () => {
    const { calls, search } = controlledSearch();
    const { result, rerender } = renderHook(({ text }) => useDebouncedSearch(text, search), { initialProps: { text: 'book' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    rerender({ text: 'gates' });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(calls.map((call) => call.text)).toEqual(['book', 'gates']);
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].signal.aborted).toBe(false);

    await act(async () => calls[1].answer('gates of olympus'));
    await act(async () => calls[0].answer('book of ra'));
    expect(result.current).toEqual({ status: 'done', text: 'gates', result: 'gates of olympus' });
  });

  it('treats texts that differ only in case, accents and spaces as one search, and sends nothing below two characters', () => {
    const { calls, search } = controlledSearch();
    const { rerender } = renderHook(({ text }) => useDebouncedSearch(text, search), { initialProps: { text: 'Bóok' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    rerender({ text: ' book ' });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(calls.map((call) => call.text)).toEqual(['book']);
    rerender({ text: 'b' });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(calls).toHaveLength(1);
    expect(calls[0].signal.aborted).toBe(true);
  });
});
