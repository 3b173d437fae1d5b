import { describe, expect, it } from 'vitest';
import { type HostState, type RouteEntry, buildNavigation, initialAppState } from '../../../../tests/support/kernelTestKit.ts';
import { authGuard, banGuard, BANNED_EXTERNAL_URL, identificationGuard, termsGuard } from './accountGuards.ts';

const routes: RouteEntry[] = [
  { name: 'home', plugin: 'kernel', path: '', page: 'home' },
  { name: 'office.history', plugin: 'sports', path: 'office/history', page: 'history', requiresAuth: true },
  { name: 'login', plugin: 'account', path: 'user/login', page: 'login', guestOnly: true },
  { name: 'information.about', plugin: 'info', path: 'information/about', page: 'remote' },
  { name: 'office.deduce', plugin: 'office', path: 'office/deduce', page: 'deduce', requiresAuth: true },
  { name: 'block', plugin: 'kernel', path: 'block', page: 'block', allowedForBanned: true },
  { name: 'confirm-terms', plugin: 'account', path: 'user/confirm-terms', page: 'confirmTerms', requiresAuth: true },
  { name: 'office.identification', plugin: 'account', path: 'office/identification', page: 'identification', requiresAuth: true },
  { name: 'bonus', plugin: 'bonus', path: 'bonus/:id', page: 'bonus' },
  { name: 'information.rules', plugin: 'info', path: 'information/rules/:ruleGroup?/:chapter?', page: 'rules' },
];

type Verification = { verification_status: number; has_deposit: boolean } | null;

function state(session: Partial<HostState['session']>, termsChanged = false, verification: Verification = null): HostState {
  return {
    account: {
      terms: { changed: termsChanged, updatedAt: termsChanged ? 1 : null },
      userConfig: { installed: verification !== null, loaded: verification !== null, data: verification },
    },
    app: initialAppState('en', 'desktop'),
    config: { site: { site: { companyName: 'N', notFoundUrls: [] }, lng: { default: 'en', available: ['en'] }, maintenance: { isActive: false }, features: { identification: true } }, groups: {}, fromLastKnownGood: false },
    session: { userId: null, banLevel: 0, banVersion: 0, ...session },
    plugins: {},
    modals: [],
    notifications: [],
  };
}

const check = (guard: typeof authGuard, path: string, session: Partial<HostState['session']>, termsChanged = false, verification: Verification = null) => {
  const hostState = state(session, termsChanged, verification);
  return guard(buildNavigation(new URL(`http://localhost${path}`), hostState, routes, {}, ['en']), hostState);
};

describe('auth guard (access rule 5)', () => {
  it.each([
    ['/en/office/history?page=2', null, { kind: 'redirect', to: `/en/user/login?redirect_url=${encodeURIComponent('/office/history?page=2')}` }],
    ['/en/office/history', '1', { kind: 'allow' }],
    ['/en/user/login', '1', { kind: 'redirect', to: '/en/' }],
    ['/en/user/login', null, { kind: 'allow' }],
    ['/en/information/about', null, { kind: 'allow' }],
  ])('%s, user %s', (path, userId, expected) => {
    expect(check(authGuard, path, { userId })).toEqual(expected);
  });
});

describe('ban guard (access rule 6)', () => {
  it.each([
    ['/en/information/about', 0, 0, { kind: 'allow' }],
    ['/en/information/about', 20, 1, { kind: 'redirect', to: BANNED_EXTERNAL_URL }],
    ['/en/block', 20, 1, { kind: 'allow' }],
    ['/en/office/deduce', 53, 1, { kind: 'allow' }],
    ['/en/office/deduce', 45, 1, { kind: 'redirect', to: BANNED_EXTERNAL_URL }],
    ['/en/office/deduce', 45, 2, { kind: 'allow' }],
    ['/en/office/deduce', 53, 2, { kind: 'redirect', to: BANNED_EXTERNAL_URL }],
  ])('%s at ban level %i, version %i', (path, banLevel, banVersion, expected) => {
    expect(check(banGuard, path, { userId: '1', banLevel, banVersion })).toEqual(expected);
  });
});

describe('terms guard (access rule 8)', () => {
  it.each([
    ['/en/information/about', '1', true, { kind: 'redirect', to: '/en/user/confirm-terms' }],
    ['/en/user/confirm-terms', '1', true, { kind: 'allow' }],
    ['/en/user/confirm-terms', '1', false, { kind: 'redirect', to: '/en/' }],
    ['/en/information/about', '1', false, { kind: 'allow' }],
    ['/en/information/about', null, true, { kind: 'allow' }],
    // The list the confirm-terms notice goes back to: the rules, to read before accepting.
    ['/en/information/rules', '1', true, { kind: 'allow' }],
    ['/en/information/rules/sports/2', '1', true, { kind: 'allow' }],
  ])('%s, user %s, terms changed %s', (path, userId, changed, expected) => {
    expect(check(termsGuard, path, { userId }, changed)).toEqual(expected);
  });
});

describe('identification guard (access rule 7)', () => {
  const unverified = { verification_status: 1, has_deposit: false };
  const toIdentification = (from: string) => ({ kind: 'redirect', to: `/en/office/identification?identification=true&from=${encodeURIComponent(from)}` });
  it.each([
    ['/en/', unverified, toIdentification('/')],
    ['/en/office/history?p=1', unverified, toIdentification('/office/history?p=1')],
    ['/en/information/about', unverified, { kind: 'allow' }],
    ['/en/office/identification?identification=true', unverified, { kind: 'allow' }],
    ['/en/bonus/slot_first_deposit', unverified, { kind: 'allow' }],
    ['/en/bonus/other', unverified, toIdentification('/bonus/other')],
    ['/en/office/history?identification=true', unverified, { kind: 'allow' }],
    ['/en/', { verification_status: 1, has_deposit: true }, { kind: 'allow' }],
    ['/en/', { verification_status: 2, has_deposit: false }, { kind: 'allow' }],
    ['/en/', null, { kind: 'allow' }],
  ])('%s with %j', (path, verification, expected) => {
    expect(check(identificationGuard, path, { userId: '4' }, false, verification)).toEqual(expected);
  });
});


describe('auth guard variants (access rule 5, first document section 5)', () => {
  const variantRoutes: RouteEntry[] = [...routes, { name: 'authApp', plugin: 'account', path: 'user/auth-app', page: 'login', guestOnly: true }];
  const back = encodeURIComponent('/office/history?page=2');
  function checkVariant(path: string, userId: string | null, { appMode = false, registrationDisabled = false } = {}) {
    const hostState = state({ userId });
    hostState.config.site!.site.isRegistrationButtonDisabled = registrationDisabled;
    hostState.config.groups = { account: { accountAppMode: appMode } };
    return authGuard(buildNavigation(new URL(`http://localhost${path}`), hostState, variantRoutes, {}, ['en']), hostState);
  }
  it.each([
    // the login page is blocked where registration is not allowed: home, with the authorization block opened
    ['/en/office/history?page=2', null, { registrationDisabled: true }, { kind: 'redirect', to: `/en/?login=1&redirect_url=${back}` }],
    // account-app mode: the account-app login, and signed-in users to the account
    ['/en/office/history?page=2', null, { appMode: true }, { kind: 'redirect', to: `/en/user/auth-app?redirect_url=${back}` }],
    ['/en/office/history?page=2', null, { appMode: true, registrationDisabled: true }, { kind: 'redirect', to: `/en/user/auth-app?redirect_url=${back}` }],
    ['/en/user/login?redirect_url=%2Fx', null, { appMode: true }, { kind: 'redirect', to: '/en/user/auth-app?redirect_url=%2Fx' }],
    ['/en/user/auth-app', null, { appMode: true }, { kind: 'allow' }],
    ['/en/user/login', '1', { appMode: true }, { kind: 'redirect', to: '/en/office/account' }],
    ['/en/user/auth-app', '1', { appMode: true }, { kind: 'redirect', to: '/en/office/account' }],
    ['/en/user/auth-app', '1', {}, { kind: 'redirect', to: '/en/' }],
    ['/en/office/history', '1', { appMode: true }, { kind: 'allow' }],
  ])('%s, user %s, %j', (path, userId, setup, expected) => {
    expect(checkVariant(path, userId, setup)).toEqual(expected);
  });
});
