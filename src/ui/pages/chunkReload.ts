import { CHUNK_RELOAD_INTERVAL_MS } from '../uiConstants.ts';

export const CHUNK_RELOAD_STORAGE_KEY = 'host.chunkReloadAt';

const CHUNK_FAILURE = /ChunkLoadError|Loading (CSS )?chunk .* failed|dynamically imported module|Importing a module script failed/i;

/** A page's or modal's code that could not be fetched (not an error thrown by the code itself). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(`${error.name} ${error.message}`);
}

/**
 * A page's code that failed to load is usually a new deployment under an open page: reloading fetches the new
 * one. At most once a minute (remembered in session storage), so a chunk that is really gone cannot loop.
 */
export function shouldReloadForChunkError(error: unknown, storage: Storage, now: number): boolean {
  if (!isChunkLoadError(error)) return false;
  const stored = storage.getItem(CHUNK_RELOAD_STORAGE_KEY);
  const last = stored === null ? Number.NaN : Number(stored);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  return true;
}
