import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RedirectResponse } from '../schemas/redirectResponse.ts';
import type { DomainSettings } from './domainStore.ts';
import { trimSlashes } from './trimSlashes.ts';

/** An operator's rule (the domain file's `redirects`, schemas/domainConfig.ts). */
export interface RedirectRule {
  from: string;
  to: string;
  code?: 301 | 302 | 307 | 308;
  reason?: string;
}

/** The most rules one address may pass through; a longer chain is cut there, where it has led so far. */
const MAX_HOPS = 10;
const LANGUAGE_PREFIX = /^\/([a-z]{2})(?=\/|$)/;
const NO_REDIRECT: RedirectResponse = { redirect: false, reasons: [], breadcrumbs: [] };

/** The rule's target for a visitor in `lang`: a path gets the language put before it, an absolute URL stays. */
const targetOf = (rule: RedirectRule, lang: string) => (rule.to.startsWith('/') ? `/${lang}${rule.to}` : rule.to);

/**
 * The redirect response for an address (a path with its query, or an absolute URL of the site), by the domain's
 * rules: each rule names a path after the language, in each of the domain's `languages`. The rules are followed from
 * one to the next (the response's breadcrumbs are the addresses passed), and a chain that comes back to an address
 * already passed is cyclic: no redirect, reason `cyclic`. A path target keeps the asked address's query.
 */
export function resolveRedirect(rules: readonly RedirectRule[] | undefined, address: string, languages: readonly string[]): RedirectResponse {
  if (!rules?.length) return NO_REDIRECT;
  let url: URL;
  try {
    url = new URL(address, 'http://site');
  } catch {
    return NO_REDIRECT;
  }
  const byPath = new Map(rules.map((rule) => [`/${trimSlashes(rule.from)}`, rule]));
  const breadcrumbs: string[] = [];
  const reasons: string[] = [];
  let current = url.pathname;
  let first: RedirectRule | undefined;
  while (breadcrumbs.length < MAX_HOPS) {
    const lang = LANGUAGE_PREFIX.exec(current)?.[1];
    const rule = lang && languages.includes(lang) && byPath.get(`/${trimSlashes(current.slice(lang.length + 1))}`);
    if (!lang || !rule) break;
    const target = targetOf(rule, lang);
    breadcrumbs.push(current);
    if (breadcrumbs.includes(target)) return { redirect: false, reasons: ['cyclic'], breadcrumbs };
    first ??= rule;
    if (rule.reason) reasons.push(rule.reason);
    current = target;
    if (!target.startsWith('/')) break;
  }
  if (!first) return NO_REDIRECT;
  return { redirect: true, code: first.code ?? 301, url: current.startsWith('/') ? `${current}${url.search}` : current, reasons, breadcrumbs };
}

const redirectRequestSchema = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: { url: { type: 'string', minLength: 1, maxLength: 2000 } },
} as const;

/**
 * The redirect-light service (first document 7): `POST /redirects-api/api/v1/redirect-light` with `{ url }` answers
 * the redirect response for it by the request's domain.
 */
export function registerRedirectLight(app: FastifyInstance, domainOf: (request: FastifyRequest) => Pick<DomainSettings, 'redirects' | 'config'>): void {
  app.post<{ Body: { url: string } }>('/redirects-api/api/v1/redirect-light', { schema: { body: redirectRequestSchema } }, async (request) => {
    const domain = domainOf(request);
    return resolveRedirect(domain.redirects, request.body.url, domain.config.lng.available);
  });
}
