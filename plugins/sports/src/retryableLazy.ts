import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy keeps a failed import for good, so a retry would throw the same error again. This gives the lazy
 * component to render now: after a failed import it is a fresh one, whose next render imports again (the refresh
 * action of the slot's error fallback then really loads the chunk).
 */
export function retryableLazy<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): () => LazyExoticComponent<ComponentType<Props>> {
  const create = (): LazyExoticComponent<ComponentType<Props>> =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = create();
        throw error;
      }),
    );
  let current = create();
  return () => current;
}
