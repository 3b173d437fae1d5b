import { ALLOW, redirectTo, type Guard, type GuardContribution, type Navigation } from '@host/sdk';
import { accountConfigOf } from '../accountConfigOf.ts';
import { selectTerms, selectUserConfig } from '../accountSlice.ts';
import { loginPageAvailable, registrationGuard } from '../registration/registrationRules.ts';

/** Where the login form lives (this plugin's `login` route). */
export const LOGIN_PATH = 'user/login';
/** The account-app login (route `authApp`) and the account page, for account-app mode (access rule 5). */
export const AUTH_APP_LOGIN_PATH = 'user/auth-app';
export const ACCOUNT_PATH = 'office/account';
/** The query that opens the authorization block (the login modal) where the login page is not available. */
export const LOGIN_MODAL_QUERY = 'login';
/**
 * The "fixed external address" a banned user is sent to (second document, access rule 6). The spec does not give
 * it; the operator's help page on restricted accounts is the natural target.
 */
export const BANNED_EXTERNAL_URL = 'https://help.northbet.example/restricted-account';
/** Ban levels at which a banned user may still withdraw (deduce): 53 with ban version 1, else 45. */
export const DEDUCE_BAN_LEVEL = { version1: 53, otherVersions: 45 } as const;
export const DEDUCE_ROUTE = 'office.deduce';

/**
 * Access rule 5: a route for signed-in users sends a visitor to the login page, keeping where they were going in
 * `redirect_url`; where the login page is not available (registration not allowed), home with the authorization
 * block (the login modal) opened. A sign-out-only route (login, registration) sends a signed-in user home. In
 * account-app mode, visitors go to the account-app login (the login page too) and signed-in users to the account.
 */
export const authGuard: Guard = (navigation, state) => {
  const route = navigation.route;
  const lang = navigation.resolvedLang;
  const signedIn = state.session.userId !== null;
  const appMode = accountConfigOf(state).accountAppMode === true;
  if (route?.requiresAuth && !signedIn) {
    const back = encodeURIComponent(`/${navigation.rest}${navigation.search}`);
    if (appMode) return redirectTo(`/${lang}/${AUTH_APP_LOGIN_PATH}?redirect_url=${back}`);
    if (loginPageAvailable(state)) return redirectTo(`/${lang}/${LOGIN_PATH}?redirect_url=${back}`);
    return redirectTo(`/${lang}/?${LOGIN_MODAL_QUERY}=1&redirect_url=${back}`);
  }
  if (route?.guestOnly && signedIn) return redirectTo(appMode ? `/${lang}/${ACCOUNT_PATH}` : `/${lang}/`);
  if (appMode && route?.name === 'login') return redirectTo(`/${lang}/${AUTH_APP_LOGIN_PATH}${navigation.search}`);
  return ALLOW;
};

/** Access rule 6: a banned user (ban level above 0) only reaches routes allowed for banned users. */
export const banGuard: Guard = (navigation, state) => {
  const { banLevel, banVersion } = state.session;
  if (banLevel <= 0 || navigation.route?.allowedForBanned) return ALLOW;
  if (navigation.route?.name === DEDUCE_ROUTE) {
    const allowedLevel = banVersion === 1 ? DEDUCE_BAN_LEVEL.version1 : DEDUCE_BAN_LEVEL.otherVersions;
    if (banLevel === allowedLevel) return ALLOW;
  }
  return redirectTo(BANNED_EXTERNAL_URL);
};

export const CONFIRM_TERMS_ROUTE = 'confirm-terms';
/**
 * The list the confirm-terms notice goes back to (first document 4.3, "back-to-list"): the rules, which the terms
 * are part of, so that the user can read what they are asked to accept. The one route open to them besides the notice.
 */
export const TERMS_LIST_ROUTE = 'information.rules';

/**
 * Access rule 8: a signed-in user whose terms changed is kept on the confirm-terms page (and the list of rules it
 * links to); anyone else who opens it goes to the root.
 */
export const termsGuard: Guard = (navigation, state) => {
  const onConfirmPage = navigation.route?.name === CONFIRM_TERMS_ROUTE;
  const mustConfirm = state.session.userId !== null && selectTerms(state).changed;
  if (mustConfirm && !onConfirmPage && navigation.route?.name !== TERMS_LIST_ROUTE) return redirectTo(`/${navigation.resolvedLang}/user/confirm-terms`);
  if (!mustConfirm && onConfirmPage) return redirectTo(`/${navigation.resolvedLang}/`);
  return ALLOW;
};

/** Where unverified users without a deposit are sent, with the flag query of access rule 7. */
export const IDENTIFICATION_PATH = 'office/identification';
export const IDENTIFICATION_FLAG = 'identification';
/** Routes an unverified user may still open: account pages, identification, the menu, the information pages. */
const IDENTIFICATION_WHITELIST = new Set(['login', 'confirm-terms', 'office.identification', 'office.account', 'office.menu', 'home.maintenance']);
const SPECIAL_BONUS_ID = 'slot_first_deposit';

function isWhitelisted(navigation: Navigation): boolean {
  const route = navigation.route;
  if (!route) return true;
  if (IDENTIFICATION_WHITELIST.has(route.name) || route.plugin === 'info' || (route.plugin === 'kernel' && route.name !== 'home')) return true;
  if (route.name === 'bonus' && navigation.params.id === SPECIAL_BONUS_ID) return true;
  return new URLSearchParams(navigation.search).get(IDENTIFICATION_FLAG) === 'true';
}

/**
 * Access rule 7: where the site asks for identification (feature `identification`), a signed-in user who is not
 * verified (verification_status 1) and has no deposit reaches only the whitelist; anything else goes to the
 * identification page, which keeps the first page asked for in `from` and returns there once verified.
 */
export const identificationGuard: Guard = (navigation, state) => {
  if (state.config.site?.features.identification !== true || state.session.userId === null) return ALLOW;
  const { data } = selectUserConfig(state);
  if (!data || data.verification_status !== 1 || data.has_deposit) return ALLOW;
  if (isWhitelisted(navigation)) return ALLOW;
  const from = encodeURIComponent(`/${navigation.rest}${navigation.search}`);
  return redirectTo(`/${navigation.resolvedLang}/${IDENTIFICATION_PATH}?${IDENTIFICATION_FLAG}=true&from=${from}`);
};

/** The order puts them where DESIGN.md section 6 wants them: availability, auth, ban, terms, identification. */
export const ACCOUNT_GUARDS: readonly GuardContribution[] = [
  // Like the kernel's route-exists guard, before auth: registration and login pages that are not offered are 404.
  { name: 'registration', order: 5, guard: registrationGuard },
  { name: 'auth', order: 10, guard: authGuard },
  { name: 'ban', order: 20, guard: banGuard },
  { name: 'terms', order: 30, guard: termsGuard },
  { name: 'identification', order: 40, guard: identificationGuard },
];
