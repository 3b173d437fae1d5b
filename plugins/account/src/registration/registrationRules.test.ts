import { describe, expect, it } from 'vitest';
import { type HostState, type RouteEntry, type SiteConfig, buildNavigation, initialAppState } from '../../../../tests/support/kernelTestKit.ts';
import { loginPageAvailable, registrationGuard, registrationOffered, registrationOpensAs } from './registrationRules.ts';

interface Setup {
  isVip?: boolean;
  disabled?: boolean;
  botId?: string | null;
  customRegistration?: boolean;
}

function state({ isVip = false, disabled = false, botId = null, customRegistration }: Setup = {}): HostState {
  const site: SiteConfig = {
    site: { companyName: 'N', notFoundUrls: [], isVip, isRegistrationButtonDisabled: disabled },
    lng: { default: 'en', available: ['en'] },
    maintenance: { isActive: false },
    features: {},
  };
  return {
    app: { ...initialAppState('en', 'desktop'), botId },
    config: { site, groups: customRegistration === undefined ? {} : { account: { customRegistration } }, fromLastKnownGood: false },
    session: { userId: null, banLevel: 0, banVersion: 0 },
    plugins: {},
    modals: [],
    notifications: [],
  };
}

describe('registration availability (access rule 13, first document 2.4 and 5)', () => {
  it.each([
    // VIP, registration button disabled -> registration offered, login page available
    [false, false, true, true],
    [true, false, false, true],
    [false, true, false, false],
    [true, true, false, false],
  ])('VIP %s, disabled %s: registration %s, login page %s', (isVip, disabled, offered, loginPage) => {
    const hostState = state({ isVip, disabled });
    expect(registrationOffered(hostState.config.site!.site)).toBe(offered);
    expect(loginPageAvailable(hostState)).toBe(loginPage);
  });
});

describe('how registration opens (first document 2.10)', () => {
  it.each([
    ['home', {}, 'modal'],
    ['information.contacts', {}, 'modal'],
    ['login', {}, 'page'],
    ['authApp', {}, 'page'],
    ['home', { botId: 'bot1' }, 'page'],
    ['home', { customRegistration: true }, 'page'],
    ['home', { customRegistration: false }, 'modal'],
    ['home', { isVip: true }, null],
    ['login', { disabled: true }, null],
    [null, {}, 'modal'],
  ] as Array<[string | null, Setup, string | null]>)('from route %s with %j: %s', (routeName, setup, expected) => {
    expect(registrationOpensAs(state(setup), routeName)).toBe(expected);
  });

  it('ignores an invalid account config group (the custom set-up counts as off)', () => {
    const hostState = state();
    hostState.config.groups = { account: { customRegistration: 'yes' } };
    expect(registrationOpensAs(hostState, 'home')).toBe('modal');
  });
});

describe('the registration guard', () => {
  const routes: RouteEntry[] = [
    { name: 'registration', plugin: 'account', path: 'registration', page: 'registration', guestOnly: true },
    { name: 'login', plugin: 'account', path: 'user/login', page: 'login', guestOnly: true },
    { name: 'authApp', plugin: 'account', path: 'user/auth-app', page: 'login', guestOnly: true },
    { name: 'information.about', plugin: 'info', path: 'information/about', page: 'remote' },
  ];
  it.each([
    ['/en/registration', {}, 'allow'],
    ['/en/registration', { isVip: true }, 'not-found'],
    ['/en/registration', { disabled: true }, 'not-found'],
    ['/en/user/login', {}, 'allow'],
    ['/en/user/login', { isVip: true }, 'allow'],
    ['/en/user/login', { disabled: true }, 'not-found'],
    ['/en/user/auth-app', { disabled: true }, 'allow'],
    ['/en/information/about', { disabled: true, isVip: true }, 'allow'],
  ] as Array<[string, Setup, string]>)('%s with %j: %s', (path, setup, kind) => {
    const hostState = state(setup);
    expect(registrationGuard(buildNavigation(new URL(`http://localhost${path}`), hostState, routes, {}, ['en']), hostState).kind).toBe(kind);
  });
});
