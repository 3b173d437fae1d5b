import { useSyncExternalStore } from 'react';
import type { Dispatch } from 'redux';
import { useStore } from 'react-redux';
import type { HostState } from '../store/hostState.ts';
import { HOST_BINDING, HOST_BINDING_REQUEST, type HostBinding, type HostBindingRequest } from './hostBinding.ts';
import type { ServiceRef } from './serviceRef.ts';

export { createServiceRef, type ServiceRef } from './serviceRef.ts';

/** What a service factory gets: the store's dispatch and state, as the provider's sagas see them. */
export interface ServiceHost {
  dispatch: Dispatch;
  getState: () => HostState;
}

/** One service a plugin provides: its ref and the factory the kernel calls when the plugin activates. */
export interface ServiceProvision<Service = unknown> {
  readonly ref: ServiceRef<Service>;
  readonly create: (host: ServiceHost) => Service;
}

export const provide = <Service>(ref: ServiceRef<Service>, create: (host: ServiceHost) => Service): ServiceProvision<Service> =>
  Object.freeze({ ref, create });

/** Thrown when a required service is read while no active plugin provides it. */
export class MissingServiceError extends Error {
  constructor(readonly ref: ServiceRef<unknown>) {
    super(`no active plugin provides the service "${ref.id}" (${ref.version})`);
    this.name = 'MissingServiceError';
  }
}

export function useHostBinding(): HostBinding {
  // The kernel's store carries the per-page binding (see hostBinding.ts); any other store is a wiring error.
  const binding = (useStore() as unknown as Partial<Record<typeof HOST_BINDING, HostBinding>>)[HOST_BINDING];
  if (!binding) throw new Error('@host/sdk hooks need the host store');
  return binding;
}

/** The route table source of the page, for route links. */
export const useRouteSource = () => useHostBinding().routes;

/** The service, or undefined while no active plugin provides it; re-renders when a provider comes or goes. */
export function useOptionalService<Service>(ref: ServiceRef<Service>): Service | undefined {
  const { services } = useHostBinding();
  useSyncExternalStore(services.subscribe, services.getVersion);
  return services.get(ref);
}

/** A required service: the kernel activates a plugin only once its required providers are active. */
export function useService<Service>(ref: ServiceRef<Service>): Service {
  const service = useOptionalService(ref);
  if (service === undefined) throw new MissingServiceError(ref);
  return service;
}

/** Saga helper: `const accounts = yield* getOptionalService(accountsService)`, with the ref from its provider's contract. Read it where it is used. */
export function* getOptionalService<Service>(ref: ServiceRef<Service>): Generator<HostBindingRequest, Service | undefined, HostBinding> {
  const binding = yield HOST_BINDING_REQUEST;
  return binding.services.get(ref);
}

/** Saga helper for a required service; throws MissingServiceError when it is gone. */
export function* getService<Service>(ref: ServiceRef<Service>): Generator<HostBindingRequest, Service, HostBinding> {
  const service = yield* getOptionalService(ref);
  if (service === undefined) throw new MissingServiceError(ref);
  return service;
}
