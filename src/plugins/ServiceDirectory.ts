import type { ServiceRef, ServiceSource } from '@host/sdk';
import type { Disposer } from '../store/createHostStore.ts';
import { satisfiesRange } from './hostApiRange.ts';
import { Registry } from './Registry.ts';

interface Provided {
  version: string;
  service: unknown;
}

type Methods = Record<string, (...args: unknown[]) => unknown>;

interface StandIn {
  service: unknown;
  calls: Array<[method: string, args: unknown[]]>;
  /** The real service, once its provider is active: the stand-in forwards to it. */
  target?: Methods;
}

/**
 * The versions of a service a consumer accepts: the ref it was built against names the contract version it needs, so
 * a provider of the same major and at least that minor has every method it calls.
 */
export const acceptedVersions = (ref: ServiceRef<unknown>): string => `^${ref.version}`;

/** Calls a stand-in keeps for a provider that has not come yet; past this many the oldest are dropped. */
export const STAND_IN_CALLS_KEPT = 200;

/**
 * The services of the active plugins, by service id: a registry whose owner is the providing plugin. A provider
 * registers on activation and its disposer takes the service out on deactivation; hooks and sagas read it through
 * the SDK (useService, getService).
 */
export class ServiceDirectory implements ServiceSource {
  private readonly provided = new Registry<Provided>('service');
  private readonly standIns = new Map<string, StandIn>();

  register<Service>(provider: string, ref: ServiceRef<Service>, service: Service): Disposer {
    const standIn = this.standIns.get(ref.id);
    this.standIns.delete(ref.id);
    // A stand-in stays the service object its users hold (their effects keyed on it must not run again): it hands
    // its calls over and forwards from then on.
    const dispose = this.provided.register(provider, ref.id, { version: ref.version, service: standIn ? standIn.service : service });
    for (const [method, args] of standIn?.calls.splice(0) ?? []) {
      try {
        (service as Methods)[method](...args);
      } catch (error) {
        reportError(error);
      }
    }
    if (standIn) standIn.target = service as Methods;
    return dispose;
  }

  /**
   * Stands in for services of a plugin activated later (`deferred`): until the real service registers, any method
   * call returns nothing and is kept for it, and a call named in `activatingCalls` asks for the provider at once.
   */
  standIn(serviceIds: readonly string[], activatingCalls: readonly string[], activate: () => void): Disposer {
    const made = serviceIds.map((id) => {
      const standIn: StandIn = { service: null, calls: [] };
      // `then` stays undefined: a stand-in handed to `await` must not look like a promise.
      standIn.service = new Proxy({}, {
        get: (_, method) =>
          typeof method === 'string' && method !== 'then'
            ? (...args: unknown[]) => {
                if (standIn.target) return standIn.target[method](...args);
                if (standIn.calls.push([method, args]) > STAND_IN_CALLS_KEPT) standIn.calls.shift();
                if (activatingCalls.includes(method)) activate();
              }
            : undefined,
      });
      this.standIns.set(id, standIn);
      return [id, standIn] as const;
    });
    return () => made.forEach(([id, standIn]) => this.standIns.get(id) === standIn && this.standIns.delete(id));
  }

  get<Service>(ref: ServiceRef<Service>): Service | undefined {
    const entry = this.provided.get(ref.id);
    if (!entry) return this.standIns.get(ref.id)?.service as Service | undefined;
    // The ref's type is the contract: an entry whose version the consumer's ref accepts has that type.
    return satisfiesRange(entry.version, acceptedVersions(ref)) ? (entry.service as Service) : undefined;
  }

  /** The contract version of the active provider of a service; undefined while none is active (a stand-in has none). */
  providedVersion(serviceId: string): string | undefined {
    return this.provided.get(serviceId)?.version;
  }

  getVersion = (): number => this.provided.getVersion();

  subscribe = (listener: () => void): Disposer => this.provided.subscribe(listener);
}
