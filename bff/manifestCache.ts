import type { RouteEntry } from '../schemas/manifest.ts';
import { KERNEL_ROUTES } from '../src/router/kernelRoutes.ts';
import { BoundedCache } from './boundedCache.ts';
import type { DomainSettings, ScenarioState } from './domainStore.ts';
import { assembleManifest, servedPlugins, type PublishedPlugin } from './manifestBuilder.ts';

/** A domain's manifest for one visitor, with what every page of theirs is matched against. */
export interface ServedManifest {
  manifest: Readonly<{ version: string; plugins: readonly unknown[]; routes: readonly unknown[] }>;
  /** The kernel's routes, then the manifest's: one list (the same array while the manifest is), so that bff/routeMatch.ts ranks and compiles it once. */
  routes: readonly RouteEntry[];
  /** The manifest as the manifest call sends it (JSON.stringify, made on first use). */
  json(): string;
}

/**
 * Manifests kept per domain version: one domain can serve this many different ones at once (its rollouts' builds
 * and asset origins), a bound a rollout bucket (0–99, the visitor's cookie) cannot exceed anyway.
 */
export const MANIFESTS_PER_DOMAIN = 32;

interface Kept {
  /** The builds it was made from, by identity: a rebuild (a new current.json or feed.json) is a new object. */
  builds: ReadonlyArray<PublishedPlugin | null | undefined>;
  served: ServedManifest;
}

/** Shallow freeze: the manifest, its lists and their entries are shared by every request that gets them. */
function frozen<T extends { plugins: unknown[]; routes: unknown[] }>(manifest: T): Readonly<T> {
  for (const item of [...manifest.plugins, ...manifest.routes]) if (item && typeof item === 'object') Object.freeze(item);
  Object.freeze(manifest.plugins);
  Object.freeze(manifest.routes);
  return Object.freeze(manifest);
}

function served(manifest: ServedManifest['manifest'], routes: readonly RouteEntry[]): ServedManifest {
  let json: string | undefined;
  return { manifest, routes, json: () => (json ??= JSON.stringify(manifest)) };
}

/**
 * The manifest of a domain for a visitor (bff/manifestBuilder.ts), made once per domain version (the domain file's
 * object: a changed file is a new one, bff/domainStore.ts), served builds (each plugin's version for the visitor's
 * rollout bucket, and the build files' objects, new when a build lands) and asset origin, instead of on every request.
 * A scenario's state (test mode: patched in place) and a browser's local builds (dev mode) get theirs made anew.
 */
export class ManifestCache {
  private readonly byDomain = new WeakMap<DomainSettings, BoundedCache<string, Kept>>();

  constructor(
    private readonly distDir: string,
    /** Whether a state is a domain version as served (never changed in place), not a scenario's copy. */
    private readonly isShared: (state: ScenarioState) => boolean,
  ) {}

  get(state: ScenarioState, localBuilds: Readonly<Record<string, PublishedPlugin>> = {}, rolloutBucket: number | null = null, assetOrigin: string | null = null): ServedManifest {
    const published = servedPlugins(this.distDir, state.domain, localBuilds, rolloutBucket);
    if (!this.isShared(state) || Object.keys(localBuilds).length > 0) {
      const manifest = assembleManifest(state, published, assetOrigin);
      return served(manifest, [...KERNEL_ROUTES, ...(manifest.routes as RouteEntry[])]);
    }
    let kept = this.byDomain.get(state.domain);
    if (!kept) {
      kept = new BoundedCache(MANIFESTS_PER_DOMAIN);
      this.byDomain.set(state.domain, kept);
    }
    const key = JSON.stringify([assetOrigin, published.map(({ version }) => version)]);
    const hit = kept.get(key);
    if (hit && hit.builds.length === published.length && hit.builds.every((build, index) => build === published[index].plugin)) return hit.served;
    const manifest = frozen(assembleManifest(state, published, assetOrigin));
    const made = served(manifest, Object.freeze([...KERNEL_ROUTES, ...(manifest.routes as RouteEntry[])]));
    kept.set(key, { builds: published.map(({ plugin }) => plugin), served: made });
    return made;
  }
}
