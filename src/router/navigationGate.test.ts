import { describe, expect, it, vi } from 'vitest';
import type { RouteEntry } from '../../schemas/manifest.ts';
import { createRegistries } from '../plugins/hostRegistries.ts';
import { PluginHost } from '../plugins/PluginHost.ts';
import { initialAppState } from '../store/appSlice.ts';
import { createHostStore } from '../store/createHostStore.ts';
import type { GuardContribution } from './guardTypes.ts';
import { createNavigationGate, RedirectLoopError, settleFirstNavigation } from './navigationGate.ts';
import { MAX_REDIRECT_CHAIN } from './routerConstants.ts';
import { RouteTable } from './RouteTable.ts';
import { ServiceDirectory } from '../plugins/ServiceDirectory.ts';

const routes: RouteEntry[] = [
  { name: 'a', plugin: 'kernel', path: 'a', page: 'home' },
  { name: 'b', plugin: 'kernel', path: 'b', page: 'home' },
];

function setup(guards: GuardContribution[], cookies = '') {
  const log = vi.fn();
  const services = new ServiceDirectory();
  const store = createHostStore({ app: initialAppState('en', 'desktop') }, { routes: new RouteTable(), services }, log);
  store.dispatch({
    type: 'config/loaded',
    fromLastKnownGood: false,
    site: { site: { companyName: 'N', notFoundUrls: [] }, lng: { default: 'en', available: ['en', 'ru'] }, maintenance: { isActive: false }, features: {} },
  });
  const registries = createRegistries();
  guards.forEach((guard) => registries.guards.register('test', guard.name, guard));
  const routeTable = new RouteTable();
  routeTable.replace(routes);
  const changeLanguage = vi.fn(async () => undefined);
  const host = { ensure: vi.fn(async () => undefined) } as unknown as PluginHost;
  const gate = createNavigationGate({ store, host, registries, routeTable, translations: { changeLanguage }, readCookies: () => cookies, browserLanguages: () => ['en'], log });
  const visit = (path: string) => gate(path, new AbortController().signal);
  return { gate, visit, log, store, changeLanguage };
}

const caught = async (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

describe('the navigation gate', () => {
  it('lets an allowed navigation render', async () => {
    const { visit } = setup([]);
    await expect(visit('/en/a')).resolves.toEqual({ kind: 'render' });
  });

  it('answers a guard redirect with the address to go to', async () => {
    const { visit } = setup([{ name: 'toB', order: 1, guard: (navigation) => (navigation.rest === 'a' ? { kind: 'redirect', to: '/en/b' } : { kind: 'allow' }) }]);
    await expect(visit('/en/a')).resolves.toEqual({ kind: 'redirect', to: '/en/b' });
  });

  it("follows the first navigation's redirects to the address the page is shown at", async () => {
    const { gate } = setup([{ name: 'toB', order: 1, guard: (navigation) => (navigation.rest === 'a' ? { kind: 'redirect', to: '/en/b?from=a' } : { kind: 'allow' }) }]);
    await expect(settleFirstNavigation(gate, '/en/a')).resolves.toEqual({ address: '/en/b?from=a', outcome: { kind: 'render' } });
  });

  it('blocks a redirect to the current address and logs it as cyclic', async () => {
    const { visit, log } = setup([{ name: 'self', order: 1, guard: () => ({ kind: 'redirect', to: '/en/a' }) }]);
    await expect(visit('/en/a')).resolves.toEqual({ kind: 'render' });
    expect(log).toHaveBeenCalledWith('cyclic redirect blocked: guard self sent /en/a to itself');
  });

  it(`ends a chain of more than ${MAX_REDIRECT_CHAIN} redirects on the error page`, async () => {
    const { visit } = setup([{ name: 'pingPong', order: 1, guard: (navigation) => ({ kind: 'redirect', to: navigation.rest === 'a' ? '/en/b' : '/en/a' }) }]);
    let path = '/en/a';
    for (let hop = 0; hop < MAX_REDIRECT_CHAIN; hop += 1) {
      const outcome = await visit(path);
      if (outcome.kind !== 'redirect') throw new Error(`hop ${hop} was not a redirect`);
      path = outcome.to;
    }
    expect(await caught(visit(path))).toBeInstanceOf(RedirectLoopError);
  });

  it('stops a first navigation at a redirect to another site, which the browser leaves for', async () => {
    const { gate } = setup([{ name: 'away', order: 1, guard: (navigation) => (navigation.rest === 'a' ? { kind: 'redirect', to: '/en/b' } : { kind: 'redirect', to: 'https://help.example/restricted' }) }]);
    await expect(settleFirstNavigation(gate, '/en/a')).resolves.toEqual({ address: '/en/b', outcome: { kind: 'leave', to: 'https://help.example/restricted' } });
  });

  it('ends a first navigation that loops on the error', async () => {
    const { gate } = setup([{ name: 'pingPong', order: 1, guard: (navigation) => ({ kind: 'redirect', to: navigation.rest === 'a' ? '/en/b' : '/en/a' }) }]);
    expect((await settleFirstNavigation(gate, '/en/a')).outcome).toBeInstanceOf(RedirectLoopError);
  });

  it('answers an unknown path with the 404 page', async () => {
    const { visit } = setup([]);
    await expect(visit('/en/nowhere')).resolves.toEqual({ kind: 'not-found' });
  });

  it('reads a path that starts with two slashes as a path, not as another host', async () => {
    const { visit } = setup([]);
    await expect(visit('//elsewhere.example/en/a')).resolves.not.toEqual({ kind: 'render' });
  });

  it('switches the language of the app and of i18n to the one in the path', async () => {
    const { visit, store, changeLanguage } = setup([]);
    await visit('/ru/a');
    expect(store.getState().app.language).toBe('ru');
    expect(changeLanguage).toHaveBeenCalledWith('ru');
  });

  it('runs the guards after one that redirected to the current address', async () => {
    const { visit, log } = setup([
      { name: 'self', order: 1, guard: () => ({ kind: 'redirect', to: '/en/a' }) },
      { name: 'later', order: 2, guard: () => ({ kind: 'redirect', to: '/en/b' }) },
    ]);
    await expect(visit('/en/a')).resolves.toEqual({ kind: 'redirect', to: '/en/b' });
    expect(log).toHaveBeenCalledWith('cyclic redirect blocked: guard self sent /en/a to itself');
  });

  it('sends a cancelled navigation back to the last allowed address, once, without looping', async () => {
    let blocked = false;
    const { visit } = setup([{ name: 'block', order: 1, guard: () => (blocked ? { kind: 'cancel' } : { kind: 'allow' }) }]);
    await visit('/en/a');
    blocked = true;
    await expect(visit('/en/b')).resolves.toEqual({ kind: 'redirect', to: '/en/a' });
    await expect(visit('/en/a')).resolves.toEqual({ kind: 'render' });
  });

  it('shows a 404 in the language of its path', async () => {
    const { visit, store } = setup([]);
    await visit('/ru/nowhere');
    expect(store.getState().app.language).toBe('ru');
  });
});
