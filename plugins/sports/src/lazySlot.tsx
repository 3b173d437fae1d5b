import { lazy, Suspense, type ComponentType } from 'react';

/** A slot component whose code loads on first render, so that the boot bundle carries only the slice and sagas. */
export function lazySlot(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Lazy = lazy(load);
  return function LazySlot() {
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  };
}
