import { chunkLoadingGlobal } from './chunkLoadingGlobal.ts';
import { classifyByRefetch, type ModuleLoader } from './moduleLoader.ts';

interface SystemJs {
  import(id: string): Promise<unknown>;
  delete(id: string): boolean;
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
 * Loads plugins through SystemJS. The integrity hash goes into the import map, so SystemJS sets it on the script
 * element and the browser refuses bytes that do not match (DESIGN.md section 9: fail closed).
 */
export function createSystemModuleLoader(): ModuleLoader {
  const absolute = (url: string) => new URL(url, document.baseURI).href;
  return {
    import(entry) {
      const url = absolute(entry.url);
      system().addImportMap({ integrity: { [url]: entry.integrity } });
      return system().import(url);
    },
    unload({ id, url }) {
      system().delete(absolute(url));
      delete (globalThis as Record<string, unknown>)[chunkLoadingGlobal(id)];
    },
    classifyFailure(entry) {
      return classifyByRefetch(entry, (...args) => fetch(...args));
    },
  };
}
