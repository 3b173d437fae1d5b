// The LCP baseline of a page: its same first HTML and CSS, served by the same server without any script, loaded
// through the same throttled network and CPU. Page / baseline is how far the page is from what the network alone
// allows; the difference is what the scripts cost before the largest paint.
import type { FastifyInstance } from 'fastify';

/** Asks the bench's hook for the page without scripts; the page's own routes ignore an unknown query parameter. */
export const BASELINE_QUERY = 'bench-no-script';

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
/** Preloads of scripts: without them the baseline fetches no script at all, not even into the cache. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel=["']?modulepreload\b|[^>]*\bas=["']?script\b)[^>]*>/gi;

/** The page's HTML without its scripts (inline ones, the import map and SystemJS included) and script preloads. */
export const withoutScripts = (html: string): string => html.replace(SCRIPT_ELEMENT, '').replace(SCRIPT_PRELOAD, '');

/** The address of a page's baseline. */
export function baselineUrl(url: string): string {
  const address = new URL(url);
  address.searchParams.set(BASELINE_QUERY, '1');
  return address.toString();
}

/**
 * Makes the server answer a page asked for with BASELINE_QUERY without its scripts. The bench's own hook on the test
 * server, added before it listens; the product's pages are untouched.
 */
export function serveBaselinePages(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (!isPage || typeof payload !== 'string' || !new URL(request.url, 'http://host').searchParams.has(BASELINE_QUERY)) return payload;
    return withoutScripts(payload);
  });
}
