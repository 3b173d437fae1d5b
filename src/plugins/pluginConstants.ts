/** A failed plugin load is retried 3 times, first after 1 s, doubling (DESIGN.md section 4, second document section 9). */
export const PLUGIN_LOAD_RETRIES = 3;
export const PLUGIN_LOAD_FIRST_RETRY_MS = 1000;
/**
 * A plugin that draws part of the header (feed entry `inHeader`) is the spec's header remote app: retried 5 times
 * with a 1000 ms timeout (first document, section 8), read as a fixed wait before each retry.
 */
export const HEADER_PLUGIN_LOAD_RETRIES = 5;
export const HEADER_PLUGIN_LOAD_RETRY_WAIT_MS = 1000;
/** Where the kernel reports plugins that failed to load on a visitor's page (schemas/pluginErrorReport.ts). */
export const PLUGIN_ERROR_REPORTS_URL = '/bff-api/plugin-errors';
/** The most reports one request carries; the BFF refuses a longer batch, the kernel keeps the rest for the next one. */
export const PLUGIN_ERROR_REPORT_MAX_BATCH = 20;
