import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// `any` props: one cache holds pages (no props) and modals (ModalProps); each caller gets its own type back.
type AnyLoader = () => Promise<{ default: ComponentType<any> }>;
const cache = new WeakMap<AnyLoader, LazyExoticComponent<ComponentType<any>>>();

/** One React.lazy per loader, so a page or modal keeps its identity across renders and is fetched once. */
export function lazyComponent<Props>(loader: () => Promise<{ default: ComponentType<Props> }>): LazyExoticComponent<ComponentType<Props>> {
  let component = cache.get(loader);
  if (!component) {
    component = lazy(loader);
    cache.set(loader, component);
  }
  return component as LazyExoticComponent<ComponentType<Props>>;
}
