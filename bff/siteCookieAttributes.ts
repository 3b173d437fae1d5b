import type { FastifyRequest } from 'fastify';
import { cookieAttributes } from '../src/http/cookies.ts';
import type { ScenarioState } from './domainStore.ts';

/**
 * The attributes of a cookie the server sets for a page of the domain, as the page writes its own (the site group's
 * cookie flags, `Secure` on https; src/http/cookies.ts). The session's cookie follows them, or a site shown in a
 * partner's frame could not stay signed in.
 */
export const siteCookieAttributes = (request: FastifyRequest, state: ScenarioState): string => cookieAttributes(state.domain.config.site, request.protocol === 'https');
