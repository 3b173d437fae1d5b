import { Suspense, type ComponentType } from 'react';
import { retryableLazy } from './retryableLazy.ts';

/**
 * A slot component whose code loads on first render, so that the boot bundle carries only the slice and sagas; a
 * failed load is tried again when the slot is mounted again.
 */
export function lazySlot(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const current = retryableLazy(load);
  return function LazySlot() {
    const Lazy = current();
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  };
}
