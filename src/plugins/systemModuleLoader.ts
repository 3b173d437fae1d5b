import { chunkLoadingGlobal } from './chunkLoadingGlobal.ts';
import { classifyByRefetch, type ModuleLoader } from './moduleLoader.ts';

type Declare = (exportFn: unknown, context: { meta: { url: string } }) => { setters?: unknown[]; execute?: unknown };

interface SystemJs {
  import(id: string): Promise<unknown>;
  register(deps: unknown, declare: Declare, metas?: unknown): void;
  addImportMap(map: { imports?: Record<string, string>; integrity?: Record<string, string> }, base?: string): void;
}

declare global {
  var System: SystemJs | undefined;
}

function system(): SystemJs {
  if (!globalThis.System) throw new Error('SystemJS is not on the page');
  return globalThis.System;
}

/**
 * The page runs SystemJS's minimal build (s.js, 1.6 KiB gzip less than system.js), which has no registry API, so
 * unloading a module is done here. In SystemJS's registry (a symbol-keyed object of load records), the record of
 * each module keeps the setters of the modules that import it; system.js's own delete() would not take a deleted
 * module's setters out either (it looks for the load record in that list, which holds setters), and every plugin
 * reload would keep the old plugin instance alive through React's, the SDK's and every shared module's importer
 * list. So the loader notes each module's setters as it is declared and, to unload it, takes them out of every
 * importer list and drops its record, so the next import fetches it anew. Returns that unload step.
 */
function moduleUnloader(system: SystemJs): (url: string) => void {
  const settersOf = new Map<string, ReadonlySet<unknown>>();
  const register = system.register.bind(system);
  system.register = (deps, declare, metas) =>
    register(
      deps,
      (exportFn, context) => {
        const declared = declare(exportFn, context);
        settersOf.set(context.meta.url, new Set(declared.setters ?? []));
        return declared;
      },
      metas,
    );
  return (url) => {
    const setters = settersOf.get(url) ?? new Set();
    settersOf.delete(url);
    for (const key of Object.getOwnPropertySymbols(system)) {
      const registry = (system as unknown as Record<symbol, Record<string, { i?: unknown[] } | undefined>>)[key];
      if (!registry || typeof registry !== 'object' || !registry[url]) continue;
      for (const load of Object.values(registry)) {
        // In place: each module's export function iterates this very array.
        if (!Array.isArray(load?.i)) continue;
        for (let index = load.i.length - 1; index >= 0; index -= 1) if (setters.has(load.i[index])) load.i.splice(index, 1);
      }
      delete registry[url];
    }
  };
}

/**
 * Loads plugins through SystemJS. The integrity hash goes into the import map, so SystemJS sets it on the script
 * element and the browser refuses bytes that do not match (DESIGN.md section 9: fail closed).
 */
export function createSystemModuleLoader(): ModuleLoader {
  const absolute = (url: string) => new URL(url, document.baseURI).href;
  const unloadModule = moduleUnloader(system());
  return {
    import(entry) {
      const url = absolute(entry.url);
      system().addImportMap({ integrity: { [url]: entry.integrity } });
      return system().import(url);
    },
    unload({ id, url }) {
      unloadModule(absolute(url));
      delete (globalThis as Record<string, unknown>)[chunkLoadingGlobal(id)];
    },
    classifyFailure(entry) {
      return classifyByRefetch(entry, (...args) => fetch(...args));
    },
  };
}
