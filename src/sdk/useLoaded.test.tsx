// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoaded } from './useLoaded.ts';

/** A load whose replies the test releases, keyed by what was asked. */
function controlledLoad() {
  const calls: Array<{ key: string; signal: AbortSignal; answer: (value: string) => void; fail: (error: Error) => void }> = [];
  const loadFor = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, signal, answer: resolve, fail: reject });
    });
  return { calls, loadFor };
}

describe('useLoaded', () => {
  it("loads for its key, and a new key's page never shows the old key's late reply", async () => {
    const { calls, loadFor } = controlledLoad();
    const { result, rerender } = renderHook(({ key }) => useLoaded(key, loadFor(key)), { initialProps: { key: 'bonuses:en' } });
    expect(result.current.loaded).toEqual({ status: 'loading' });
    rerender({ key: 'bonuses:de' });
    expect(calls[0].signal.aborted).toBe(true);
    await act(async () => calls[1].answer('Boni'));
    await act(async () => calls[0].answer('Bonuses'));
    expect(result.current.loaded).toEqual({ status: 'ready', data: 'Boni' });
  });

  it('puts a newer reply in place, and loads nothing for a null key', async () => {
    const { calls, loadFor } = controlledLoad();
    const { result, rerender } = renderHook(({ key }) => useLoaded(key, loadFor(key ?? '')), { initialProps: { key: 'settings' as string | null } });
    await act(async () => calls[0].answer('saved before'));
    act(() => result.current.replace('saved now'));
    expect(result.current.loaded).toEqual({ status: 'ready', data: 'saved now' });
    rerender({ key: null });
    expect(calls).toHaveLength(1);
    expect(result.current.loaded).toEqual({ status: 'loading' });
  });

  it('shows a failed call as failed, with its error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls, loadFor } = controlledLoad();
    const { result } = renderHook(() => useLoaded('messages', loadFor('messages')));
    const error = new Error('503');
    await act(async () => calls[0].fail(error));
    expect(result.current.loaded).toEqual({ status: 'failed', error });
  });
});
