// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearch } from './useSearch.ts';

const DEBOUNCE_MS = 250;
const normalise = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

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

/** The hook on a page at `address`, with the address it leaves. */
function renderSearch(search: (text: string, signal: AbortSignal) => Promise<string>, address = '/search') {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
  return renderHook(() => ({ ...useSearch(search, { minLength: 2, debounceMs: DEBOUNCE_MS, normalise }), address: useLocation().search }), { wrapper });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('search as you type', () => {
  it('sends one search after the typing pauses, not one per key, and keeps its text in the address', () => {
    const { calls, search } = controlledSearch();
    const { result } = renderSearch(search);
    for (const text of ['bo', 'boo', 'book', 'book o', 'book of', 'book of r']) {
      act(() => result.current.setText(text));
      act(() => vi.advanceTimersByTime(DEBOUNCE_MS - 50));
    }
    expect(calls).toHaveLength(0);
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS));
    expect(calls.map((call) => call.text)).toEqual(['book of r']);
    expect(result.current.address).toBe('?q=book+of+r');
  });

  it('searches the text in the address at once, and leaves the address when the text is cleared', () => {
    const { calls, search } = controlledSearch();
    const { result } = renderSearch(search, '/search?q=gates&tab=slots');
    expect(result.current.text).toBe('gates');
    expect(calls.map((call) => call.text)).toEqual(['gates']);
    act(() => result.current.setText(''));
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS));
    expect(result.current.address).toBe('?tab=slots');
    expect(result.current.results).toBeNull();
  });

  it('cancels the older request when the text changes, and never shows its late reply', async () => {
    const { calls, search } = controlledSearch();
    const { result } = renderSearch(search);
    act(() => result.current.setText('book'));
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS));
    act(() => result.current.setText('gates'));
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS));
    expect(calls.map((call) => call.text)).toEqual(['book', 'gates']);
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].signal.aborted).toBe(false);

    await act(async () => calls[1].answer('gates of olympus'));
    await act(async () => calls[0].answer('book of ra'));
    expect(result.current.results).toEqual({ status: 'ready', data: 'gates of olympus' });
    expect(result.current.query).toBe('gates');
  });

  it('treats texts that normalise alike as one search, and sends nothing below the shortest length', () => {
    const { calls, search } = controlledSearch();
    const { result } = renderSearch(search);
    act(() => result.current.setText('Bóok'));
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS));
    act(() => result.current.setText(' book '));
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS));
    expect(calls.map((call) => call.text)).toEqual(['book']);
    act(() => result.current.setText('b'));
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS));
    expect(calls).toHaveLength(1);
    expect(calls[0].signal.aborted).toBe(true);
  });

  it('keeps the last results while the visitor types the next text', async () => {
    const { calls, search } = controlledSearch();
    const { result } = renderSearch(search, '/search?q=book');
    await act(async () => calls[0].answer('book of ra'));
    act(() => result.current.setText('book of'));
    expect(result.current.results).toEqual({ status: 'ready', data: 'book of ra' });
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS));
    expect(result.current.results).toEqual({ status: 'loading' });
  });

  it('shows a failed search as failed, for the text that failed', async () => {
    const search = (_text: string, _signal: AbortSignal) => Promise.reject(new Error('503'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderSearch(search);
    act(() => result.current.setText('book'));
    await act(async () => vi.advanceTimersByTime(DEBOUNCE_MS));
    expect(result.current.results).toMatchObject({ status: 'failed' });
    expect(result.current.query).toBe('book');
  });
});
