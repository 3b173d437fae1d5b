import { ALLOW, type Guard, type HostState } from '@host/sdk';
import { accountConfigOf } from '../accountConfigOf.ts';

export const REGISTRATION_ROUTE = 'registration';
/** The login routes: the login page and the account-app login. */
export const LOGIN_ROUTES: readonly string[] = ['login', 'authApp'];

type Site = NonNullable<HostState['config']['site']>['site'] | undefined;

/** Registration is allowed unless the site switches its button off (`isRegistrationButtonDisabled`). */
export const registrationAllowed = (site: Site) => site?.isRegistrationButtonDisabled !== true;

/** Access rule 13: registration is offered only when the domain is not VIP and registration is allowed. */
export const registrationOffered = (site: Site) => registrationAllowed(site) && site?.isVip !== true;

/** First document, section 5: when registration is not allowed, the login page is blocked too (the modal stays). */
export const loginPageAvailable = (state: HostState) => registrationAllowed(state.config.site?.site);

/**
 * How registration opens from a route (first document, 2.10): as the 95% modal, unless on the login page or where
 * the messenger registration widget (the `botId` query) or the operator's custom registration set-up applies; then
 * as the registration page. Null when registration is not offered.
 */
export function registrationOpensAs(state: HostState, routeName: string | null): 'modal' | 'page' | null {
  if (!registrationOffered(state.config.site?.site)) return null;
  const onLogin = routeName !== null && LOGIN_ROUTES.includes(routeName);
  if (onLogin || state.app.botId !== null || accountConfigOf(state).customRegistration === true) return 'page';
  return 'modal';
}

/**
 * The registration page exists only where registration is offered, and the login page only where registration is
 * allowed (first document, sections 2.4 and 5); otherwise they answer 404, as a route that is not offered.
 */
export const registrationGuard: Guard = (navigation, state) => {
  const name = navigation.route?.name;
  const site = state.config.site?.site;
  if (name === REGISTRATION_ROUTE && !registrationOffered(site)) return { kind: 'not-found' };
  if (name === 'login' && !registrationAllowed(site)) return { kind: 'not-found' };
  return ALLOW;
};
