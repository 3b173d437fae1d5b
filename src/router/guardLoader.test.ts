import { describe, expect, it, vi } from 'vitest';
import type { RouteEntry } from '../../schemas/manifest.ts';
import { createRegistries } from '../plugins/hostRegistries.ts';
import { PluginHost } from '../plugins/PluginHost.ts';
import { initialAppState } from '../store/appSlice.ts';
import { createHostStore } from '../store/createHostStore.ts';
import type { GuardContribution } from './guardTypes.ts';
import { createGuardLoader, RedirectLoopError } from './guardLoader.ts';
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
  const loader = createGuardLoader({ store, host, registries, routeTable, translations: { changeLanguage }, readCookies: () => cookies, browserLanguages: () => ['en'], log });
  const visit = (path: string) => loader({ request: new Request(`http://localhost${path}`), params: {}, context: undefined } as never);
  return { visit, log, store, changeLanguage };
}

const caught = async (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

describe('guard loader', () => {
  it('lets an allowed navigation render', async () => {
    const { visit } = setup([]);
    await expect(visit('/en/a')).resolves.toBeNull();
  });

  it('turns a guard redirect into a router redirect', async () => {
    const { visit } = setup([{ name: 'toB', order: 1, guard: (navigation) => (navigation.rest === 'a' ? { kind: 'redirect', to: '/en/b' } : { kind: 'allow' }) }]);
    const response = (await caught(visit('/en/a'))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en/b');
  });

  it('blocks a redirect to the current address and logs it as cyclic', async () => {
    const { visit, log } = setup([{ name: 'self', order: 1, guard: () => ({ kind: 'redirect', to: '/en/a' }) }]);
    await expect(visit('/en/a')).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('cyclic redirect blocked: guard self sent /en/a to itself');
  });

  it(`ends a chain of more than ${MAX_REDIRECT_CHAIN} redirects on the error page`, async () => {
    const { visit } = setup([{ name: 'pingPong', order: 1, guard: (navigation) => ({ kind: 'redirect', to: navigation.rest === 'a' ? '/en/b' : '/en/a' }) }]);
    let path = '/en/a';
    for (let hop = 0; hop < MAX_REDIRECT_CHAIN; hop += 1) {
      const response = (await caught(visit(path))) as Response;
      expect(response.status).toBe(302);
      path = response.headers.get('Location')!;
    }
    expect(await caught(visit(path))).toBeInstanceOf(RedirectLoopError);
  });

  it('answers an unknown path with a 404 error response', async () => {
    const { visit } = setup([]);
    // The router turns thrown data() into the error response its error boundary reads.
    expect(await caught(visit('/en/nowhere'))).toMatchObject({ init: { status: 404 } });
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
    const response = (await caught(visit('/en/a'))) as Response;
    expect(response.headers.get('Location')).toBe('/en/b');
    expect(log).toHaveBeenCalledWith('cyclic redirect blocked: guard self sent /en/a to itself');
  });

  it('sends a cancelled navigation back to the last allowed address, once, without looping', async () => {
    let blocked = false;
    const { visit } = setup([{ name: 'block', order: 1, guard: () => (blocked ? { kind: 'cancel' } : { kind: 'allow' }) }]);
    await visit('/en/a');
    blocked = true;
    const response = (await caught(visit('/en/b'))) as Response;
    expect(response.headers.get('Location')).toBe('/en/a');
    await expect(visit('/en/a')).resolves.toBeNull();
  });

  it('shows a 404 in the language of its path', async () => {
    const { visit, store } = setup([]);
    await caught(visit('/ru/nowhere'));
    expect(store.getState().app.language).toBe('ru');
  });
});
