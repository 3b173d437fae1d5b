/** A failed plugin load is retried 3 times, first after 1 s, doubling (DESIGN.md section 4, second document section 9). */
export const PLUGIN_LOAD_RETRIES = 3;
export const PLUGIN_LOAD_FIRST_RETRY_MS = 1000;
/** Where the kernel reports plugins that failed to load on a visitor's page (schemas/pluginErrorReport.ts). */
export const PLUGIN_ERROR_REPORTS_URL = '/bff-api/plugin-errors';
/** The most reports one request carries; the BFF refuses a longer batch, the kernel keeps the rest for the next one. */
export const PLUGIN_ERROR_REPORT_MAX_BATCH = 20;
