import type { RouteEntry } from '../../schemas/manifest.ts';
import { KERNEL_ROUTES } from './kernelRoutes.ts';

/** The routes of the domain right now: the kernel's plus the manifest's. Replaced whole when the manifest changes. */
export class RouteTable {
  private routes: readonly RouteEntry[] = KERNEL_ROUTES;
  private readonly listeners = new Set<() => void>();

  get = (): readonly RouteEntry[] => this.routes;

  replace(manifestRoutes: readonly RouteEntry[]): void {
    const kernelNames = new Set(KERNEL_ROUTES.map((route) => route.name));
    this.routes = [...KERNEL_ROUTES, ...manifestRoutes.filter((route) => !kernelNames.has(route.name))];
    for (const listener of [...this.listeners]) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
