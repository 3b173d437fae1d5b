/** A failed plugin load is retried 3 times, first after 1 s, doubling (DESIGN.md section 4, second document section 9). */
export const PLUGIN_LOAD_RETRIES = 3;
export const PLUGIN_LOAD_FIRST_RETRY_MS = 1000;
