import { join } from 'node:path';
import { readCachedJsonFile } from '../cachedJsonFile.ts';
import { revisionOf } from './serviceWorkerScript.ts';

/** The version of a host build (dist/host.json): it changes with every kernel, SDK, shared-library or SystemJS change. */
export function hostBuildVersion(distDir: string): string {
  const host = readCachedJsonFile(join(distDir, 'host.json')) as { importMap?: unknown; system?: unknown } | undefined;
  return revisionOf(JSON.stringify([host?.importMap ?? null, host?.system ?? null]));
}
