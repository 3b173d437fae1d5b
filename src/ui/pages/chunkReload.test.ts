import { beforeEach, describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS } from '../uiConstants.ts';
import { CHUNK_RELOAD_STORAGE_KEY, shouldReloadForChunkError } from './chunkReload.ts';

const chunkError = Object.assign(new Error('Loading chunk 592 failed.\n(error: http://localhost/plugins/info/1/592.js)'), { name: 'ChunkLoadError' });

beforeEach(() => sessionStorage.clear());

describe('reload after a chunk failed to load', () => {
  it('reloads once, then not again within a minute, then again after it', () => {
    expect(shouldReloadForChunkError(chunkError, sessionStorage, 1_000_000)).toBe(true);
    expect(shouldReloadForChunkError(chunkError, sessionStorage, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(shouldReloadForChunkError(chunkError, sessionStorage, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
  });

  it('recognises the browsers’ dynamic import failures', () => {
    expect(shouldReloadForChunkError(new TypeError('Failed to fetch dynamically imported module: /x.js'), sessionStorage, 5)).toBe(true);
  });

  it('does not reload for other errors', () => {
    expect(shouldReloadForChunkError(new Error('boom'), sessionStorage, 5)).toBe(false);
    expect(shouldReloadForChunkError('Loading chunk 1 failed', sessionStorage, 5)).toBe(false);
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBeNull();
  });

  it('treats a corrupt stored time as none', () => {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, 'yesterday');
    expect(shouldReloadForChunkError(chunkError, sessionStorage, 5)).toBe(true);
  });
});
