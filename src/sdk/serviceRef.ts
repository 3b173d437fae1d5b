/**
 * A typed, versioned handle to a service one plugin provides and others require (Lumino's tokens, Backstage's
 * ApiRef). The type parameter only exists for the compiler: the ref itself is data (`id`, `version`).
 */
export interface ServiceRef<Service> {
  readonly id: string;
  /**
   * Semver of the contract, owned by the providing plugin: a consumer built against it accepts a provider of the
   * same major and at least this version (`^version`), matched by the kernel at activation.
   */
  readonly version: string;
  readonly serviceType?: Service;
}

export function createServiceRef<Service>(id: string, version: string): ServiceRef<Service> {
  return Object.freeze({ id, version });
}
