import type { RouteEntry } from '../../schemas/manifest.ts';
import type { ServiceRef } from './services.ts';

/**
 * How a host (the kernel, or a test kit) hands its per-page objects to the SDK's hooks and saga helpers: its store
 * carries them under this key, and every plugin saga runs with them in its saga context.
 */
export const HOST_BINDING = 'hostBinding';

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

export interface HostBinding {
  routes: RouteSource;
  services: ServiceSource;
}
