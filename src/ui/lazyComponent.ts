import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// `any` props: one cache holds pages (no props) and modals (ModalProps); each caller gets its own type back.
type AnyLoader = () => Promise<{ default: ComponentType<any> }>;
const lazyByLoader = new WeakMap<AnyLoader, LazyExoticComponent<ComponentType<any>>>();
const loadedByLoader = new WeakMap<AnyLoader, ComponentType<any>>();

/** Loads a component's code ahead of rendering (the route loader does this for the page it is about to show). */
export async function preloadComponent(loader: AnyLoader): Promise<void> {
  if (!loadedByLoader.has(loader)) loadedByLoader.set(loader, (await loader()).default);
}

/**
 * The component for a loader: the loaded one when its code is already here (no suspense, no fallback flash), else
 * one React.lazy per loader, so a page or modal keeps its identity across renders and is fetched once.
 */
export function lazyComponent<Props>(loader: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> {
  const loaded = loadedByLoader.get(loader);
  if (loaded) return loaded as ComponentType<Props>;
  let component = lazyByLoader.get(loader);
  if (!component) {
    component = lazy(loader);
    lazyByLoader.set(loader, component);
  }
  return component as ComponentType<Props>;
}
