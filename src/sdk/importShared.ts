/**
 * Loads a shared library that is not on the critical path (named in the import map, fetched on first use). Under
 * SystemJS it is the page's one instance; elsewhere (tests, tools) the package itself.
 */
export function importShared<Module>(specifier: string): Promise<Module> {
  if (globalThis.System) return globalThis.System.import(specifier) as Promise<Module>;
  return import(/* webpackIgnore: true */ /* @vite-ignore */ specifier) as Promise<Module>;
}
