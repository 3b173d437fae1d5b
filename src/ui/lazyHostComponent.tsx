import { importShared } from '@host/sdk';
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component of a host module (one named in the import map, off the critical path), fetched when it first renders;
 * until it has arrived `placeholder` shows (give one the component's size where it would push the page). It gets
 * what it needs of the kernel as props: a host module has its own copy of the kernel's contexts.
 */
export function lazyHostComponent<Module, Props extends object>(
  specifier: string,
  load: (module: Module) => ComponentType<Props>,
  placeholder: ReactNode = null,
): ComponentType<Props> {
  const Component = lazy(() => importShared<Module>(specifier).then((module) => ({ default: load(module) })));
  return function HostComponent(props: Props) {
    return <Suspense fallback={placeholder}>{createElement(Component, props)}</Suspense>;
  };
}
