import { describe, expect, it, vi } from 'vitest';
import type { RouteEntry } from '../../schemas/manifest.ts';
import type { SiteConfig } from '../../schemas/siteConfig.ts';
import { initialAppState } from '../store/appSlice.ts';
import type { HostState } from '../store/hostState.ts';
import { buildNavigation } from './buildNavigation.ts';
import type { GuardContribution } from './guardTypes.ts';
import { blockReasonGuard, languageGuard, maintenanceGuard, routeExistsGuard } from './kernelGuards.ts';
import { KERNEL_ROUTES } from './kernelRoutes.ts';
import { orderGuards, runGuards } from './runGuards.ts';

const site: SiteConfig = {
  site: { companyName: 'Northbet', notFoundUrls: ['/information/taxes'] },
  lng: { default: 'en', available: ['en', 'ru', 'az', 'de'], langHiddenUnauthorized: ['az'] },
  maintenance: { isActive: false },
  features: { rulesSection: true, paymentPage: false },
};

const routes: RouteEntry[] = [
  ...KERNEL_ROUTES,
  { name: 'information.about', plugin: 'info', path: 'information/about', page: 'remote' },
  { name: 'information.payment', plugin: 'info', path: 'information/payment', page: 'remote', feature: 'paymentPage' },
  { name: 'information.rules', plugin: 'info', path: 'information/rules/:ruleGroup?', page: 'rules', feature: 'rulesSection' },
  { name: 'information.taxes', plugin: 'info', path: 'information/taxes', page: 'remote' },
  { name: 'legacy.rules', plugin: 'info', path: 'rules/:ruleGroup?', redirect: 'information/rules/:ruleGroup?' },
  { name: 'accountVerify', plugin: 'account', path: 'user/accountverify', page: 'verify', maintenanceExempt: true },
  { name: 'account.other', plugin: 'account', path: 'user/other', page: 'other' },
];

function stateWith(changes: { maintenance?: boolean; blockReason?: number | null; userId?: string | null; language?: string } = {}): HostState {
  return {
    app: { ...initialAppState(changes.language ?? 'en', 'desktop'), blockReason: changes.blockReason ?? null },
    config: { site: { ...site, maintenance: { isActive: changes.maintenance ?? false } }, groups: {}, fromLastKnownGood: false },
    session: { userId: changes.userId ?? null, banLevel: 0, banVersion: 0 },
    plugins: {},
    modals: [],
    notifications: [],
  };
}

const navigate = (path: string, state = stateWith(), cookies: Record<string, string> = {}, browser: string[] = ['de-DE']) =>
  buildNavigation(new URL(`http://localhost${path}`), state, routes, cookies, browser);

describe('maintenance guard', () => {
  it('sends everyone to the maintenance page while maintenance is active', () => {
    const state = stateWith({ maintenance: true });
    expect(maintenanceGuard(navigate('/ru/information/about', state), state)).toEqual({ kind: 'redirect', to: '/ru/maintenance' });
  });
  it('is forced by the maintenance cookie with value 1', () => {
    const state = stateWith();
    expect(maintenanceGuard(navigate('/en/', state, { maintenance: '1' }), state)).toEqual({ kind: 'redirect', to: '/en/maintenance' });
    expect(maintenanceGuard(navigate('/en/', state, { maintenance: '0' }), state)).toEqual({ kind: 'allow' });
  });
  it('lets the maintenance page and a route flagged maintenanceExempt through, and no other', () => {
    const state = stateWith({ maintenance: true });
    expect(maintenanceGuard(navigate('/en/maintenance', state), state).kind).toBe('allow');
    expect(maintenanceGuard(navigate('/en/user/accountverify', state), state).kind).toBe('allow');
    expect(maintenanceGuard(navigate('/en/user/other', state), state)).toEqual({ kind: 'redirect', to: '/en/maintenance' });
  });
  it('leaves the maintenance page for home when maintenance ends', () => {
    const state = stateWith();
    expect(maintenanceGuard(navigate('/en/maintenance', state), state)).toEqual({ kind: 'redirect', to: '/en/' });
  });
});

describe('block reason guard (access rules 1, 3, 4)', () => {
  it.each([
    [4, 'site-updates'], [16, 'suspension'], [1, 'block'], [2, 'block'], [3, 'block'], [5, 'block'], [14, 'block'],
    [13, 'block-ua'], [17, 'block-ie'], [8, 'coming-soon'],
  ])('reason %i goes to %s', (reason, page) => {
    const state = stateWith({ blockReason: reason });
    const result = blockReasonGuard(navigate('/en/', state), state);
    expect(result).toEqual({ kind: 'redirect', to: `/en/${page}` });
  });
  it('keeps the original path as a redirect query on reason 4, unless it is home', () => {
    const state = stateWith({ blockReason: 4 });
    expect(blockReasonGuard(navigate('/en/information/about?x=1', state), state)).toEqual({
      kind: 'redirect',
      to: `/en/site-updates?redirect=${encodeURIComponent('/information/about?x=1')}`,
    });
    expect(blockReasonGuard(navigate('/en/', state), state)).toEqual({ kind: 'redirect', to: '/en/site-updates' });
  });
  it('does not keep the path on other reasons', () => {
    const state = stateWith({ blockReason: 1 });
    expect(blockReasonGuard(navigate('/en/information/about', state), state)).toEqual({ kind: 'redirect', to: '/en/block' });
  });
  it('allows the block page of the current reason', () => {
    const state = stateWith({ blockReason: 13 });
    expect(blockReasonGuard(navigate('/en/block-ua', state), state).kind).toBe('allow');
  });
  it('sends a visitor on a block page without a block home', () => {
    const state = stateWith();
    expect(blockReasonGuard(navigate('/en/suspension', state), state)).toEqual({ kind: 'redirect', to: '/en/' });
  });
  it('leaves the maintenance page alone while maintenance is on, so the two never send each other on', () => {
    const state = stateWith({ maintenance: true, blockReason: 1 });
    expect(blockReasonGuard(navigate('/en/maintenance', state), state).kind).toBe('allow');
    expect(maintenanceGuard(navigate('/en/maintenance', state), state).kind).toBe('allow');
  });

  it('ignores unknown reasons', () => {
    const state = stateWith({ blockReason: 99 });
    expect(blockReasonGuard(navigate('/en/', state), state).kind).toBe('allow');
  });
});

describe('language guard', () => {
  it('adds the current language to a path without one, keeping query and hash', () => {
    const state = stateWith({ language: 'ru' });
    expect(languageGuard(navigate('/information/about?a=1#x', state), state)).toEqual({ kind: 'redirect', to: '/ru/information/about?a=1#x' });
  });
  it('sends an unknown language to the best browser language', () => {
    const state = stateWith();
    expect(languageGuard(navigate('/fr/information/about', state, {}, ['de-DE']), state)).toEqual({ kind: 'redirect', to: '/de/information/about' });
  });
  it('sends a language hidden for guests to the default when the browser language is not allowed', () => {
    const state = stateWith();
    expect(languageGuard(navigate('/az/', state, {}, ['fr']), state)).toEqual({ kind: 'redirect', to: '/en/' });
  });
  it('shows hidden languages with the user-cookie flag and to signed-in users', () => {
    const flagged = stateWith();
    expect(languageGuard(navigate('/az/', flagged, { show_hidden_langs: '1' }), flagged).kind).toBe('allow');
    const signedIn = stateWith({ userId: '42' });
    expect(languageGuard(navigate('/az/', signedIn), signedIn).kind).toBe('allow');
  });
});

describe('route-exists guard', () => {
  const check = (path: string) => {
    const state = stateWith();
    return routeExistsGuard(navigate(path, state), state);
  };
  it('answers 404 for an unknown path', () => expect(check('/en/no/such/page')).toEqual({ kind: 'not-found' }));
  it('answers 404 when the route feature is off', () => expect(check('/en/information/payment')).toEqual({ kind: 'not-found' }));
  it('answers 404 for a path on the config 404 list', () => expect(check('/en/information/taxes')).toEqual({ kind: 'not-found' }));
  it('allows a known route whose feature is on', () => expect(check('/en/information/rules/sports').kind).toBe('allow'));
  it('sends an unknown address with platform_type home, keeping the other parameters', () =>
    expect(check('/en/app/launch?platform_type=ios&ref=7&x=1')).toEqual({ kind: 'redirect', to: '/en/?ref=7&x=1' }));
  it('keeps platform_type on a known route', () => expect(check('/en/information/about?platform_type=ios').kind).toBe('allow'));
  it('redirects a legacy path with its parameters and query', () =>
    expect(check('/en/rules/casino?tab=1')).toEqual({ kind: 'redirect', to: '/en/information/rules/casino?tab=1' }));
});

describe('guards pipeline', () => {
  it('runs kernel guards in the design order, then plugin guards by order', () => {
    const plugin = (name: string, order: number): GuardContribution => ({ name, order, guard: () => ({ kind: 'allow' }) });
    const names = orderGuards([plugin('identification', 40), plugin('auth', 10), plugin('terms', 30), plugin('ban', 20)]).map((g) => g.name);
    expect(names).toEqual(['maintenance', 'blockReason', 'language', 'routeExists', 'auth', 'ban', 'terms', 'identification']);
  });

  it('stops at the first guard that does not allow', () => {
    const state = stateWith({ maintenance: true, blockReason: 1 });
    const later = vi.fn(() => ({ kind: 'allow' as const }));
    const decision = runGuards(orderGuards([{ name: 'later', order: 1, guard: later }]), navigate('/en/information/about', state), state, vi.fn());
    expect(decision).toEqual({ result: { kind: 'redirect', to: '/en/maintenance' }, decidedBy: 'maintenance' });
    expect(later).not.toHaveBeenCalled();
  });

  it('gives plugin guards their turn after the kernel allowed', () => {
    const state = stateWith();
    const decision = runGuards(
      orderGuards([{ name: 'auth', order: 10, guard: () => ({ kind: 'redirect', to: '/en/user/login' }) }]),
      navigate('/en/information/about', state),
      state,
      vi.fn(),
    );
    expect(decision.decidedBy).toBe('auth');
  });

  it('logs and skips a guard that throws', () => {
    const state = stateWith();
    const log = vi.fn();
    const decision = runGuards(orderGuards([{ name: 'broken', order: 1, guard: () => { throw new Error('boom'); } }]), navigate('/en/', state), state, log);
    expect(decision.result.kind).toBe('allow');
    expect(log).toHaveBeenCalledWith('guard broken failed; skipped', expect.any(Error));
  });
});
