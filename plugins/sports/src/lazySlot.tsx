import { Suspense, type ComponentType, type ReactNode } from 'react';
import { retryableLazy } from './retryableLazy.ts';

/**
 * A slot component whose code loads on first render, so that the boot bundle carries only the slice and sagas; a
 * failed load is tried again when the slot is mounted again. Until the code is there it shows `fallback`, which
 * holds the slot's place in the layout (nothing by default).
 */
export function lazySlot(load: () => Promise<{ default: ComponentType }>): ComponentType<{ fallback?: ReactNode }> {
  const current = retryableLazy(load);
  return function LazySlot({ fallback = null }: { fallback?: ReactNode }) {
    const Lazy = current();
    return (
      <Suspense fallback={fallback}>
        <Lazy />
      </Suspense>
    );
  };
}
