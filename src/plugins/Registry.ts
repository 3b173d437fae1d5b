import type { Disposer } from '../store/createHostStore.ts';

interface Entry<T> {
  owner: string;
  value: T;
}

/**
 * An extension point: plugins register values under keys, each registration returns its disposer, and
 * subscribers (React, the router) hear every change. A key taken by another plugin is refused, so one plugin
 * cannot silently replace another's contribution.
 */
export class Registry<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(readonly name: string) {}

  register(owner: string, key: string, value: T): Disposer {
    const existing = this.entries.get(key);
    if (existing) throw new Error(`${this.name} "${key}" is already registered by ${existing.owner}`);
    const entry = { owner, value };
    this.entries.set(key, entry);
    this.changed();
    return () => {
      if (this.entries.get(key) !== entry) return;
      this.entries.delete(key);
      this.changed();
    };
  }

  get(key: string): T | undefined {
    return this.entries.get(key)?.value;
  }

  /** The plugin that registered the key (named when its contribution fails). */
  ownerOf(key: string): string | undefined {
    return this.entries.get(key)?.owner;
  }

  values(): T[] {
    return [...this.entries.values()].map((entry) => entry.value);
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  get size(): number {
    return this.entries.size;
  }

  /** A number that changes with every registration; React's useSyncExternalStore reads it. */
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
