import type { ServiceRef, ServiceSource } from '@host/sdk';
import type { Disposer } from '../store/createHostStore.ts';
import { Registry } from './Registry.ts';

interface Provided {
  version: string;
  service: unknown;
}

const majorOf = (version: string) => version.split('.')[0];

/**
 * The services of the active plugins, by service id: a registry whose owner is the providing plugin. A provider
 * registers on activation and its disposer takes the service out on deactivation; hooks and sagas read it through
 * the SDK (useService, getService).
 */
export class ServiceDirectory implements ServiceSource {
  private readonly provided = new Registry<Provided>('service');

  register<Service>(provider: string, ref: ServiceRef<Service>, service: Service): Disposer {
    return this.provided.register(provider, ref.id, { version: ref.version, service });
  }

  get<Service>(ref: ServiceRef<Service>): Service | undefined {
    const entry = this.provided.get(ref.id);
    // The ref's type is the contract: an entry registered under the ref with the same major version has that type.
    return entry && majorOf(entry.version) === majorOf(ref.version) ? (entry.service as Service) : undefined;
  }

  getVersion = (): number => this.provided.getVersion();

  subscribe = (listener: () => void): Disposer => this.provided.subscribe(listener);
}
