import { ALLOW, redirectTo, type Guard, type GuardContribution } from '@host/sdk';
import { selectTerms, type AccountState } from '../terms/termsSlice.ts';

/** Where the login form lives (this plugin's `login` route). */
export const LOGIN_PATH = 'user/login';
/**
 * The "fixed external address" a banned user is sent to (second document, access rule 6). The spec does not give
 * it; the operator's help page on restricted accounts is the natural target.
 */
export const BANNED_EXTERNAL_URL = 'https://help.northbet.example/restricted-account';
/** Ban levels at which a banned user may still withdraw (deduce): 53 with ban version 1, else 45. */
export const DEDUCE_BAN_LEVEL = { version1: 53, otherVersions: 45 } as const;
export const DEDUCE_ROUTE = 'office.deduce';

/**
 * Access rule 5: a route for signed-in users sends a visitor to the login form (keeping where they were going in
 * `redirect_url`); a sign-out-only route (login, registration) sends a signed-in user home.
 */
export const authGuard: Guard = (navigation, state) => {
  const route = navigation.route;
  const signedIn = state.session.userId !== null;
  if (route?.requiresAuth && !signedIn) {
    const back = encodeURIComponent(`/${navigation.rest}${navigation.search}`);
    return redirectTo(`/${navigation.resolvedLang}/${LOGIN_PATH}?redirect_url=${back}`);
  }
  if (route?.guestOnly && signedIn) return redirectTo(`/${navigation.resolvedLang}/`);
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
 * Access rule 8: a signed-in user whose terms changed is kept on the confirm-terms page; anyone else who opens it
 * goes to the root.
 */
export const termsGuard: Guard = (navigation, state) => {
  const onConfirmPage = navigation.route?.name === CONFIRM_TERMS_ROUTE;
  const mustConfirm = state.session.userId !== null && selectTerms(state as { account?: AccountState }).changed;
  if (mustConfirm && !onConfirmPage) return redirectTo(`/${navigation.resolvedLang}/user/confirm-terms`);
  if (!mustConfirm && onConfirmPage) return redirectTo(`/${navigation.resolvedLang}/`);
  return ALLOW;
};

/** The order puts them where DESIGN.md section 6 wants them: auth, then ban, before terms and identification. */
export const ACCOUNT_GUARDS: readonly GuardContribution[] = [
  { name: 'auth', order: 10, guard: authGuard },
  { name: 'ban', order: 20, guard: banGuard },
  { name: 'terms', order: 30, guard: termsGuard },
];
