import { createHttpClient } from '../http/httpClient.ts';

/** The one HTTP client of the page, shared by the kernel and every plugin. */
export const http = createHttpClient();
