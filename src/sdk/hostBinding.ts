import type { ComponentType } from 'react';
import type { RouteEntry } from '../../schemas/manifest.ts';
import type { ServiceRef } from './serviceRef.ts';

/**
 * How a host (the kernel, or a test kit) hands its per-page objects to the SDK's hooks and saga helpers: its store
 * carries them under this key, and its saga runtime answers HOST_BINDING_REQUEST with them.
 */
export const HOST_BINDING = 'hostBinding';

/**
 * What a saga helper yields to get its host's binding. It is answered by the saga runtime's effect middleware
 * (`answerHostBinding`), not by a redux-saga effect, so that the SDK does not load redux-saga: the host fetches it
 * only when a plugin runs a saga.
 */
export const HOST_BINDING_REQUEST: unique symbol = Symbol.for('host.bindingRequest');
export type HostBindingRequest = typeof HOST_BINDING_REQUEST;

/** A redux-saga effect middleware, for the host's saga runtime: gives the binding to a saga that asks for it. */
export const answerHostBinding =
  (binding: HostBinding) =>
  (next: (effect: unknown) => void) =>
  (effect: unknown): void =>
    next(effect === HOST_BINDING_REQUEST ? binding : effect);

/** The domain's routes as a read-only external store: what links by route name need. */
export interface RouteSource {
  get: () => readonly RouteEntry[];
  subscribe: (listener: () => void) => () => void;
}

/** The services of the active plugins, as an external store. */
export interface ServiceSource {
  get<Service>(ref: ServiceRef<Service>): Service | undefined;
  subscribe: (listener: () => void) => () => void;
  getVersion: () => number;
}

/** What the SDK's `<Slot>` takes: the slot's name, and whether a failed contribution offers a refresh or is left out. */
export interface SlotProps {
  name: string;
  failure?: 'hidden' | 'refresh';
}

export interface HostBinding {
  routes: RouteSource;
  services: ServiceSource;
  /** The kernel's renderer of slots; a store without one (a unit test's of sagas) renders no slot. */
  Slot?: ComponentType<SlotProps>;
}
