/**
 * The user config load under way, if any. Its own module, so that the logout's saga can drop it without bringing the
 * load's calls and validators into the sagas' chunk.
 */
let running: AbortController | null = null;

/** Starts a load; the one before it is aborted (second document 4: a new load aborts the earlier one). */
export function startUserConfigLoad(): AbortController {
  running?.abort();
  running = new AbortController();
  return running;
}

/** The load is over: answered, failed or aborted. */
export function endUserConfigLoad(load: AbortController): void {
  if (running === load) running = null;
}

/** A logout: the load under way would answer with the previous player's config, so it is dropped. */
export function abortUserConfigLoad(): void {
  running?.abort();
  running = null;
}
