import type { FastifyInstance } from 'fastify';

/**
 * Reads a text/plain body as JSON in `scope`: what a page sends with sendBeacon or a simple fetch (no preflight) is
 * JSON labelled text/plain, and is checked by the route's schema like any other body.
 */
export function acceptJsonAsTextPlain(scope: FastifyInstance): void {
  scope.removeContentTypeParser('text/plain');
  scope.addContentTypeParser('text/plain', { parseAs: 'string' }, scope.getDefaultJsonParser('error', 'error'));
}
