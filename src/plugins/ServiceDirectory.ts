import type { ServiceRef } from '../sdk/services.ts';
import type { ServiceSource } from '../sdk/hostBinding.ts';
import type { Disposer } from '../store/createHostStore.ts';

interface Provided {
  provider: string;
  version: string;
  service: unknown;
}

const majorOf = (version: string) => version.split('.')[0];

/**
 * The services of the active plugins, by service id. A provider registers on activation and its disposer takes the
 * service out on deactivation; hooks and sagas read through the SDK (useService, getService).
 */
export class ServiceDirectory implements ServiceSource {
  private readonly provided = new Map<string, Provided>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  register<Service>(provider: string, ref: ServiceRef<Service>, service: Service): Disposer {
    const existing = this.provided.get(ref.id);
    if (existing) throw new Error(`service "${ref.id}" is already provided by ${existing.provider}`);
    const entry: Provided = { provider, version: ref.version, service };
    this.provided.set(ref.id, entry);
    this.changed();
    return () => {
      if (this.provided.get(ref.id) !== entry) return;
      this.provided.delete(ref.id);
      this.changed();
    };
  }

  get<Service>(ref: ServiceRef<Service>): Service | undefined {
    const entry = this.provided.get(ref.id);
    // The ref's type is the contract: an entry registered under the ref with the same major version has that type.
    return entry && majorOf(entry.version) === majorOf(ref.version) ? (entry.service as Service) : undefined;
  }

  providerOf(serviceId: string): string | undefined {
    return this.provided.get(serviceId)?.provider;
  }

  getVersion = (): number => this.version;

  subscribe = (listener: () => void): Disposer => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}
