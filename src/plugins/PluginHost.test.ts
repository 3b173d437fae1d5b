// @vitest-environment node
import type { Action } from 'redux';
import { put, take } from 'redux-saga/effects';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { PluginFeedEntry } from '../../schemas/manifest.ts';
import { bffFetch, createTestBff } from '../../tests/support/bffFetch.ts';
import { createConfigGroupLoader } from '../config/configGroups.ts';
import { createHttpClient } from '../http/httpClient.ts';
import { definePlugin, type PluginDefinition } from '../sdk/definePlugin.ts';
import { createServiceRef, provide } from '../sdk/services.ts';
import { defineSlice } from '../sdk/events.ts';
import { userIdentified } from '../sdk/kernelEvents.ts';
import { initialAppState } from '../store/appSlice.ts';
import { createHostStore } from '../store/createHostStore.ts';
import type { ModuleLoader } from './moduleLoader.ts';
import { parseManifest } from './parseManifest.ts';
import { createRegistries } from './hostRegistries.ts';
import { PluginHost } from './PluginHost.ts';
import type { PluginLoadErrorType } from './PluginLoadError.ts';
import { RouteTable } from '../router/RouteTable.ts';
import { ServiceDirectory, STAND_IN_CALLS_KEPT } from '../plugins/ServiceDirectory.ts';

const app = createTestBff();
afterAll(() => app.close());

const INTEGRITY = `sha384-${'A'.repeat(64)}`;
const entry = (id: string, changes: Partial<PluginFeedEntry> = {}): PluginFeedEntry => ({
  id,
  version: '1.2.3',
  url: `/plugins/${id}/1.2.3/index.js`,
  integrity: INTEGRITY,
  hostApi: '^1.0.0',
  activation: 'boot',
  css: [{ url: `/plugins/${id}/1.2.3/${id}.css`, integrity: INTEGRITY }],
  ...changes,
});

type Behaviour = { module: unknown } | { fails: PluginLoadErrorType; status?: number };

function setup(behaviours: Record<string, Behaviour>) {
  const log = vi.fn();
  const services = new ServiceDirectory();
  const store = createHostStore({ app: initialAppState('en', 'desktop') }, { routes: new RouteTable(), services }, log);
  const registries = createRegistries();
  const imports: string[] = [];
  const unloaded: string[] = [];
  const namespaces = new Set<string>();
  const stylesheets = new Set<string>();
  const loader: ModuleLoader = {
    async import({ url }) {
      imports.push(url);
      const behaviour = behaviours[url.split('/')[2]];
      if (!behaviour || 'fails' in behaviour) throw new Error(`cannot load ${url}`);
      return behaviour.module;
    },
    unload: ({ url }) => void unloaded.push(url),
    async classifyFailure({ url }) {
      const behaviour = behaviours[url.split('/')[2]];
      return behaviour && 'fails' in behaviour ? { type: behaviour.fails, status: behaviour.status } : { type: 'network' };
    },
  };
  const delays: number[] = [];
  const states: string[] = [];
  store.subscribe(() => {
    const record = store.getState().plugins.sample;
    if (record && states.at(-1) !== record.state) states.push(record.state);
  });
  const host = new PluginHost({
    store,
    registries,
    loader,
    translations: {
      addNamespace: async (namespace) => {
        namespaces.add(namespace);
        return () => namespaces.delete(namespace);
      },
    },
    styles: {
      attach: (_id, css) => {
        css.forEach(({ url }) => stylesheets.add(url));
        return () => css.forEach(({ url }) => stylesheets.delete(url));
      },
    },
    configGroups: createConfigGroupLoader(createHttpClient(bffFetch(app, 'plugin-host')), log),
    services,
    sdkVersion: '1.4.0',
    production: false,
    log,
    sleep: async (ms) => void delays.push(ms),
  });
  return { host, store, services, registries, imports, unloaded, namespaces, stylesheets, delays, states, log };
}

const sampleDefinition = (id = 'sample'): PluginDefinition => ({
  id,
  translations: id,
  slice: defineSlice(id, { pings: 0 }, (state: { pings: number } = { pings: 0 }, action: Action) => (action.type === `${id}/pinged` ? { pings: state.pings + 1 } : state)),
  sagas: [
    function* echo() {
      for (;;) {
        yield take(`${id}/pinged`);
        yield put({ type: `${id}/echoed` });
      }
    },
  ],
  pages: { main: async () => ({ default: () => null }) },
  modals: { [`${id}-modal`]: async () => ({ default: () => null }) },
  slots: { 'home.sections': () => null },
  offersSlots: { [`${id}.panel`]: 'a panel of its page' },
  guards: [{ name: 'noop', order: 5, guard: () => ({ kind: 'allow' }) }],
});

const apply = (host: PluginHost, entries: PluginFeedEntry[]) => host.applyFeed({ plugins: entries, routes: [], rejected: [] });

describe('PluginHost', () => {
  it('activates a session plugin only once someone is signed in, and at start for a signed-in visitor', async () => {
    const limitsRef = createServiceRef<{ open: boolean }>('limits', '1.0.0');
    const player = definePlugin({ id: 'sample', provides: [provide(limitsRef, () => ({ open: true }))] });
    const guest = setup({ sample: { module: { default: player } } });
    await apply(guest.host, [entry('sample', { activation: 'session', provides: ['limits'] })]);
    expect(guest.host.stateOf('sample')).toBe('not-exist');
    guest.store.dispatch(userIdentified({ userId: '7', banLevel: 0, banVersion: 0 }));
    await vi.waitFor(() => expect(guest.host.stateOf('sample')).toBe('ready'));

    const user = setup({ sample: { module: { default: player } }, user: { module: { default: definePlugin({ id: 'user', optionalRequires: [limitsRef] }) } } });
    await apply(user.host, [entry('sample', { activation: 'session', provides: ['limits'] }), entry('user')]);
    expect(user.host.stateOf('user')).toBe('ready');
    expect(user.host.stateOf('sample')).toBe('not-exist');

    const signedIn = setup({ sample: { module: { default: player } } });
    signedIn.store.dispatch(userIdentified({ userId: '7', banLevel: 0, banVersion: 0 }));
    await apply(signedIn.host, [entry('sample', { activation: 'session', provides: ['limits'] })]);
    expect(signedIn.host.stateOf('sample')).toBe('ready');
  });

  it('wires every contribution of a plugin', async () => {
    const t = setup({ sample: { module: { default: definePlugin(sampleDefinition()) } } });
    await apply(t.host, [entry('sample')]);
    expect(t.store.getState().plugins.sample).toEqual({ state: 'ready', version: '1.2.3', error: null });
    expect(t.registries.pages.keys()).toEqual(['sample/main']);
    expect(t.registries.modals.keys()).toEqual(['sample-modal']);
    expect(t.registries.slots.size).toBe(1);
    expect(t.registries.slotOffers.ownerOf('sample.panel')).toBe('sample');
    expect(t.registries.guards.values().map((guard) => guard.name)).toEqual(['noop']);
    expect(t.namespaces).toEqual(new Set(['sample']));
    expect(t.stylesheets.size).toBe(1);
    t.store.dispatch({ type: 'sample/pinged' });
    expect(t.store.getState().sample).toEqual({ pings: 1 });
  });

  it('takes every contribution out on deactivation, and activation works again', async () => {
    const t = setup({ sample: { module: { default: definePlugin(sampleDefinition()) } } });
    await apply(t.host, [entry('sample')]);
    await t.host.deactivate('sample');
    expect(t.registries.pages.size + t.registries.modals.size + t.registries.slots.size + t.registries.guards.size).toBe(0);
    // The kernel's own slots stay offered.
    expect(t.registries.slotOffers.keys()).toEqual(['home.sections', 'header.actions', 'layout.sideColumn', 'layout.leftColumn', 'layout.aboveContent', 'layout.floating']);
    expect(t.namespaces.size + t.stylesheets.size).toBe(0);
    expect(t.unloaded).toContain('/plugins/sample/1.2.3/index.js');
    t.store.dispatch({ type: 'noop' });
    expect('sample' in t.store.getState()).toBe(false);
    expect(t.store.getState().plugins.sample.state).toBe('not-exist');

    const seen: string[] = [];
    t.store.subscribe(() => seen.push('change'));
    await t.host.ensure('sample');
    expect(t.store.getState().plugins.sample.state).toBe('ready');
    expect(t.registries.pages.keys()).toEqual(['sample/main']);
    expect(seen.length).toBeGreaterThan(0);
  });

  it('cancels the saga on deactivation', async () => {
    const listener = definePlugin({
      id: 'sample',
      sagas: [
        function* answer() {
          for (;;) {
            yield take('sample/pinged');
            yield put({ type: 'app/botIdReceived', botId: 'answered' });
          }
        },
      ],
    });
    const t = setup({ sample: { module: { default: listener } } });
    await apply(t.host, [entry('sample')]);
    await t.store.startSagas();
    await t.host.deactivate('sample');
    t.store.dispatch({ type: 'sample/pinged' });
    expect(t.store.getState().app.botId).toBeNull();
    await t.host.ensure('sample');
    t.store.dispatch({ type: 'sample/pinged' });
    expect(t.store.getState().app.botId).toBe('answered');
  });

  it('leaves the registries and the state as they were after 50 cycles', async () => {
    const t = setup({ sample: { module: { default: definePlugin(sampleDefinition()) } } });
    await apply(t.host, [entry('sample')]);
    await t.host.deactivate('sample');
    const baseline = JSON.stringify(Object.keys(t.store.getState()));
    for (let cycle = 0; cycle < 50; cycle += 1) {
      await t.host.ensure('sample');
      await t.host.deactivate('sample');
    }
    expect(JSON.stringify(Object.keys(t.store.getState()))).toBe(baseline);
    expect(t.registries.pages.size + t.registries.modals.size + t.registries.slots.size + t.registries.guards.size).toBe(0);
    expect(t.namespaces.size + t.stylesheets.size).toBe(0);
  });

  it('retries a network failure 3 times (1 s, doubling), then stays in error', async () => {
    const t = setup({ sample: { fails: 'network' } });
    await apply(t.host, [entry('sample')]);
    expect(t.delays).toEqual([1000, 2000, 4000]);
    expect(t.imports).toHaveLength(4);
    expect(t.states).toEqual(['not-exist', 'loading', 'error', 'loading', 'error', 'loading', 'error', 'loading', 'error']);
    expect(t.store.getState().plugins.sample.error).toMatchObject({ type: 'network' });
    expect(t.log).toHaveBeenCalledWith(expect.stringContaining('plugin sample@1.2.3: network'), { pluginId: 'sample', version: '1.2.3', type: 'network' });
  });

  it('retries a header plugin (the header remote app) 5 times, 1000 ms after each failure, then stays in error', async () => {
    const t = setup({ sample: { fails: 'network' } });
    await apply(t.host, [entry('sample', { inHeader: true })]);
    expect(t.delays).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(t.imports).toHaveLength(6);
    expect(t.store.getState().plugins.sample.state).toBe('error');
  });

  it.each(['integrity', 'evaluation'] as const)('does not retry a %s failure: the same bytes fail the same way', async (type) => {
    const t = setup({ sample: { fails: type } });
    await apply(t.host, [entry('sample')]);
    expect(t.imports).toHaveLength(1);
    expect(t.store.getState().plugins.sample.error?.type).toBe(type);
  });

  it('types an HTTP failure with its status', async () => {
    const t = setup({ sample: { fails: 'http', status: 500 } });
    await apply(t.host, [entry('sample')]);
    expect(t.store.getState().plugins.sample.error).toMatchObject({ type: 'http', message: expect.stringContaining('HTTP 500') });
  });

  it('refuses a plugin built for another host API before running any of its code', async () => {
    const t = setup({ sample: { module: { default: definePlugin(sampleDefinition()) } } });
    await apply(t.host, [entry('sample', { hostApi: '^2.0.0' })]);
    expect(t.imports).toEqual([]);
    expect(t.store.getState().plugins.sample.error).toMatchObject({ type: 'host-api-mismatch' });
  });

  it('refuses a bundle whose default export is not a plugin definition, or names another id', async () => {
    const t = setup({ sample: { module: { default: { id: 'sample' } } }, other: { module: { default: definePlugin(sampleDefinition('impostor')) } } });
    await apply(t.host, [entry('sample'), entry('other')]);
    expect(t.store.getState().plugins.sample.error).toMatchObject({ type: 'contract' });
    expect(t.store.getState().plugins.other.error).toMatchObject({ type: 'contract', message: expect.stringContaining('impostor') });
  });

  it('reports a contribution another plugin already made against the plugin that made it, and undoes its others', async () => {
    const first = definePlugin(sampleDefinition('first'));
    const second = definePlugin({ ...sampleDefinition('second'), modals: { 'first-modal': async () => ({ default: () => null }) } });
    const t = setup({ first: { module: { default: first } }, second: { module: { default: second } } });
    await apply(t.host, [entry('first'), entry('second')]);
    expect(t.store.getState().plugins.first.state).toBe('ready');
    expect(t.store.getState().plugins.second.error).toMatchObject({ type: 'contract', message: expect.stringContaining('first-modal') });
    expect(t.registries.pages.keys()).toEqual(['first/main']);
    expect('second' in t.store.getState()).toBe(false);
  });

  it('refuses a translations namespace other than the plugin id, so no plugin can take over another one’s strings', async () => {
    const t = setup({ sample: { module: { default: definePlugin({ ...sampleDefinition(), translations: 'kernel' }) } } });
    await apply(t.host, [entry('sample')]);
    expect(t.store.getState().plugins.sample.error).toMatchObject({ type: 'contract', message: expect.stringContaining('"kernel"') });
    expect(t.namespaces.size).toBe(0);
  });

  it('keeps the other plugins running when one fails', async () => {
    const t = setup({ good: { module: { default: definePlugin(sampleDefinition('good')) } }, bad: { fails: 'evaluation' } });
    await apply(t.host, [entry('bad'), entry('good')]);
    expect(t.store.getState().plugins.good.state).toBe('ready');
    expect(t.store.getState().plugins.bad.state).toBe('error');
  });

  it('logs a failing saga with its plugin id and keeps the store working', async () => {
    const failing = definePlugin({
      id: 'sample',
      sagas: [
        function* crash() {
          yield take('sample/crash');
          throw new Error('saga boom');
        },
      ],
    });
    const t = setup({ sample: { module: { default: failing } } });
    await apply(t.host, [entry('sample')]);
    await t.store.startSagas();
    t.store.dispatch({ type: 'sample/crash' });
    expect(t.log).toHaveBeenCalledWith('saga of sample failed', expect.any(Error));
    t.store.dispatch({ type: 'app/languageChanged', language: 'ru' });
    expect(t.store.getState().app.language).toBe('ru');
  });

  it('fetches the config groups a plugin reads before activating it', async () => {
    const t = setup({ sample: { module: { default: definePlugin(sampleDefinition()) } } });
    await apply(t.host, [entry('sample', { configGroups: ['customize', 'no-such-group'] })]);
    expect(t.store.getState().config.groups).toEqual({ customize: { geo_with_twelve_format: false, has_twelve_h_by_geo: true } });
  });

  it('is ready only after its prepare step, which can already dispatch', async () => {
    const preparing = definePlugin({
      id: 'sample',
      prepare: async ({ dispatch }) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        dispatch({ type: 'session/userIdentified', userId: '7' });
      },
    });
    const t = setup({ sample: { module: { default: preparing } } });
    await apply(t.host, [entry('sample')]);
    expect(t.store.getState().session.userId).toBe('7');
    expect(t.states.at(-1)).toBe('ready');
  });

  it('logs a failing prepare step against the plugin and keeps it', async () => {
    const failing = definePlugin({ id: 'sample', prepare: async () => Promise.reject(new Error('no session service')) });
    const t = setup({ sample: { module: { default: failing } } });
    await apply(t.host, [entry('sample')]);
    expect(t.store.getState().plugins.sample.state).toBe('ready');
    expect(t.log).toHaveBeenCalledWith('plugin sample: prepare failed', expect.any(Error));
  });

  it('loads route plugins only when asked', async () => {
    const t = setup({ sample: { module: { default: definePlugin(sampleDefinition()) } } });
    await apply(t.host, [entry('sample', { activation: 'route' })]);
    expect(t.imports).toEqual([]);
    await t.host.ensure('sample');
    expect(t.store.getState().plugins.sample.state).toBe('ready');
  });

  it('deactivates and forgets a plugin that a new manifest no longer lists', async () => {
    const t = setup({ sample: { module: { default: definePlugin(sampleDefinition()) } } });
    await apply(t.host, [entry('sample')]);
    await apply(t.host, []);
    expect(t.store.getState().plugins.sample).toBeUndefined();
    expect(t.registries.pages.size).toBe(0);
  });

  it('puts a plugin with a malformed manifest entry in error without loading it', async () => {
    const t = setup({ sample: { module: { default: definePlugin(sampleDefinition()) } } });
    const parsed = parseManifest({ plugins: [{ ...entry('sample'), integrity: 'sha384-short' }], routes: [] }, t.log);
    await t.host.applyFeed(parsed);
    expect(t.imports).toEqual([]);
    expect(t.store.getState().plugins.sample.error).toMatchObject({ type: 'integrity' });
  });
});

describe('PluginHost services (provides / requires)', () => {
  interface Greeter {
    greet(name: string): string;
  }
  const greeterRef = createServiceRef<Greeter>('greeter', '1.0.0');
  const provider = definePlugin({ id: 'provider', provides: [provide(greeterRef, () => ({ greet: (name) => `hello ${name}` }))] });
  const requiring = (id: string, optional = false) =>
    definePlugin({ id, ...(optional ? { optionalRequires: [greeterRef] } : { requires: [greeterRef] }), pages: { main: async () => ({ default: () => null }) } });
  const providerEntry = (changes: Partial<PluginFeedEntry> = {}) => entry('provider', { activation: 'route', provides: ['greeter'], ...changes });

  it('activates the provider of a required service first, even a route plugin, and the service is there', async () => {
    const t = setup({ provider: { module: { default: provider } }, consumer: { module: { default: requiring('consumer') } } });
    const order: string[] = [];
    t.store.subscribe(() => {
      for (const id of ['provider', 'consumer']) if (t.store.getState().plugins[id]?.state === 'ready' && !order.includes(id)) order.push(id);
    });
    await apply(t.host, [entry('consumer'), providerEntry()]);
    expect(order).toEqual(['provider', 'consumer']);
    expect(t.services.get(greeterRef)?.greet('bettor')).toBe('hello bettor');
  });

  it('fails a plugin whose required service no plugin provides with missing-dependency; the others work', async () => {
    const t = setup({ consumer: { module: { default: requiring('consumer') } }, sample: { module: { default: definePlugin(sampleDefinition()) } } });
    await apply(t.host, [entry('consumer'), entry('sample')]);
    expect(t.store.getState().plugins.consumer).toMatchObject({ state: 'error', error: { type: 'missing-dependency' } });
    expect(t.store.getState().plugins.consumer.error?.message).toContain('requires the service "greeter"');
    expect(t.registries.pages.keys()).toEqual(['sample/main']);
    expect(t.store.getState().plugins.sample.state).toBe('ready');
    expect(t.log).toHaveBeenCalledWith(expect.stringContaining('plugin consumer@1.2.3: missing-dependency'), expect.objectContaining({ type: 'missing-dependency' }));
  });

  it("matches the version a consumer was built against with the provider's: same major, at least that minor", async () => {
    const builtAgainst = (id: string, version: string) => definePlugin({ id, requires: [createServiceRef<Greeter>('greeter', version)] });
    const newerProvider = definePlugin({ id: 'provider', provides: [provide(createServiceRef<Greeter>('greeter', '1.1.0'), () => ({ greet: (name) => name }))] });
    const t = setup({
      provider: { module: { default: newerProvider } },
      older: { module: { default: builtAgainst('older', '1.0.0') } },
      newer: { module: { default: builtAgainst('newer', '1.2.0') } },
      next: { module: { default: builtAgainst('next', '2.0.0') } },
    });
    await apply(t.host, [providerEntry(), entry('older'), entry('newer'), entry('next')]);
    expect(t.store.getState().plugins.older.state).toBe('ready');
    for (const [id, required] of [['newer', '^1.2.0'], ['next', '^2.0.0']]) {
      expect(t.store.getState().plugins[id].error).toMatchObject({ type: 'missing-dependency' });
      expect(t.store.getState().plugins[id].error?.message).toContain(`requires the service "greeter" ${required}: its provider provider provides version 1.1.0`);
    }
    expect(t.log).toHaveBeenCalledWith(expect.stringContaining('plugin newer@1.2.3: missing-dependency'), expect.objectContaining({ type: 'missing-dependency' }));
  });

  it('fails the dependent typed when its provider fails to load', async () => {
    const t = setup({ provider: { fails: 'evaluation' }, consumer: { module: { default: requiring('consumer') } } });
    await apply(t.host, [entry('consumer'), providerEntry()]);
    expect(t.store.getState().plugins.consumer.error).toMatchObject({ type: 'missing-dependency' });
    expect(t.store.getState().plugins.consumer.error?.message).toContain('provider provider is not active (evaluation)');
  });

  it('retries a missing-dependency plugin when a later feed brings the provider', async () => {
    const t = setup({ provider: { module: { default: provider } }, consumer: { module: { default: requiring('consumer') } } });
    await apply(t.host, [entry('consumer')]);
    expect(t.store.getState().plugins.consumer.state).toBe('error');
    await apply(t.host, [entry('consumer'), providerEntry({ activation: 'boot' })]);
    expect(t.store.getState().plugins.consumer.state).toBe('ready');
  });

  it('deactivates the plugins that require a provider before it; one that requires it optionally keeps working without it', async () => {
    const t = setup({
      provider: { module: { default: provider } },
      consumer: { module: { default: requiring('consumer') } },
      relaxed: { module: { default: requiring('relaxed', true) } },
    });
    await apply(t.host, [entry('consumer'), entry('relaxed'), providerEntry()]);
    const order: string[] = [];
    t.store.subscribe(() => {
      for (const id of ['provider', 'consumer', 'relaxed']) if (t.store.getState().plugins[id]?.state === 'not-exist' && !order.includes(id)) order.push(id);
    });
    await t.host.deactivate('provider');
    expect(order).toEqual(['consumer', 'provider']);
    expect(t.store.getState().plugins.relaxed.state).toBe('ready');
    expect(t.registries.pages.keys()).toEqual(['relaxed/main']);
    expect(t.services.get(greeterRef)).toBeUndefined();
    await t.host.ensure('consumer');
    expect(t.store.getState().plugins.provider.state).toBe('ready');
    expect(t.store.getState().plugins.consumer.state).toBe('ready');
  });

  describe('a deferred provider', () => {
    interface Tracker {
      track(event: string): void;
      opened(): void;
    }
    const trackerRef = createServiceRef<Tracker>('tracker', '1.0.0');
    const tracking = (received: string[]) =>
      definePlugin({ id: 'tracking', provides: [provide(trackerRef, () => ({ track: (event) => void received.push(event), opened: () => void received.push('opened') }))] });
    const trackingEntry = entry('tracking', { activation: 'deferred', deferral: { afterMs: 10_000, activatingCalls: ['opened'] }, provides: ['tracker'] });
    const reporter = definePlugin({ id: 'reporter', optionalRequires: [trackerRef], prepare: async () => getTracker().track('boot') });
    let getTracker: () => Tracker;

    it('activates deferral.afterMs after start; until then its service keeps the calls and hands them over in order, as the same object', async () => {
      vi.useFakeTimers();
      try {
        const received: string[] = [];
        const t = setup({ tracking: { module: { default: tracking(received) } }, reporter: { module: { default: reporter } } });
        getTracker = () => t.services.get(trackerRef)!;
        await apply(t.host, [trackingEntry, entry('reporter')]);
        expect(t.host.stateOf('reporter')).toBe('ready');
        expect(t.imports).not.toContain('/plugins/tracking/1.2.3/index.js');
        await expect(Promise.resolve(getTracker())).resolves.toBeDefined();
        const heldByUsers = getTracker();
        heldByUsers.track('later');
        await vi.advanceTimersByTimeAsync(9_999);
        expect(t.host.stateOf('tracking')).toBe('not-exist');
        expect(received).toEqual([]);
        await vi.advanceTimersByTimeAsync(1);
        await vi.waitFor(() => expect(t.host.stateOf('tracking')).toBe('ready'));
        expect(received).toEqual(['boot', 'later']);
        expect(getTracker()).toBe(heldByUsers);
        getTracker().track('direct');
        expect(received).toEqual(['boot', 'later', 'direct']);
      } finally {
        vi.useRealTimers();
      }
    });

    it('activates at once on a call named in deferral.activatingCalls, and not at all once the feed drops it', async () => {
      vi.useFakeTimers();
      try {
        const received: string[] = [];
        const t = setup({ tracking: { module: { default: tracking(received) } } });
        getTracker = () => t.services.get(trackerRef)!;
        await apply(t.host, [trackingEntry]);
        getTracker().track('before');
        getTracker().opened();
        await vi.waitFor(() => expect(t.host.stateOf('tracking')).toBe('ready'));
        expect(received).toEqual(['before', 'opened']);

        const dropped = setup({ tracking: { module: { default: tracking([]) } } });
        await apply(dropped.host, [trackingEntry]);
        await apply(dropped.host, []);
        expect(dropped.services.get(trackerRef)).toBeUndefined();
        await vi.advanceTimersByTimeAsync(10_000);
        expect(dropped.imports).toEqual([]);
      } finally {
        vi.useRealTimers();
      }
    });

    it('keeps only the last STAND_IN_CALLS_KEPT (200) calls while it waits', async () => {
      expect(STAND_IN_CALLS_KEPT).toBe(200);
      const received: string[] = [];
      const t = setup({ tracking: { module: { default: tracking(received) } } });
      await apply(t.host, [trackingEntry]);
      for (let index = 0; index < STAND_IN_CALLS_KEPT + 5; index += 1) t.services.get(trackerRef)!.track(String(index));
      await t.host.ensure('tracking');
      expect(received).toHaveLength(STAND_IN_CALLS_KEPT);
      expect(received[0]).toBe('5');
    });
  });

  it('refuses a bundle whose provided services differ from its plugin.json, and a dependency cycle', async () => {
    const t = setup({ provider: { module: { default: provider } } });
    await apply(t.host, [entry('provider', { provides: [] })]);
    expect(t.store.getState().plugins.provider.error).toMatchObject({ type: 'contract' });
    expect(t.store.getState().plugins.provider.error?.message).toContain('its bundle provides [greeter] but plugin.json declares []');

    const otherRef = createServiceRef<Greeter>('other', '1.0.0');
    const a = definePlugin({ id: 'a', provides: [provide(greeterRef, () => ({ greet: () => 'a' }))], requires: [otherRef] });
    const b = definePlugin({ id: 'b', provides: [provide(otherRef, () => ({ greet: () => 'b' }))], requires: [greeterRef] });
    const cycle = setup({ a: { module: { default: a } }, b: { module: { default: b } } });
    await apply(cycle.host, [entry('a', { provides: ['greeter'] }), entry('b', { provides: ['other'], activation: 'route' })]);
    expect(cycle.store.getState().plugins.b.error?.message).toContain('dependency cycle: a -> b -> a');
    expect(cycle.store.getState().plugins.a.error?.type).toBe('missing-dependency');
  });
});

describe('PluginHost navigation items (plugin.json navigation, carried in the feed)', () => {
  const info = (navigation: PluginFeedEntry['navigation']) => entry('info', { activation: 'route', navigation });
  const items = (registries: ReturnType<typeof createRegistries>) =>
    registries.navigation.keys().map((key) => ({ key, owner: registries.navigation.ownerOf(key), label: registries.navigation.get(key)?.labels.en }));

  it('registers the items of a route plugin when it enters the feed, without loading its code, owned by the plugin', async () => {
    const { host, registries, imports } = setup({ info: { module: { default: definePlugin({ id: 'info' }) } } });
    await apply(host, [info([{ route: 'information', labels: { en: 'Info', ru: 'Инфо' }, icon: 'infoCircle', order: 100 }])]);
    expect(imports).toEqual([]);
    expect(items(registries)).toEqual([{ key: 'info:information', owner: 'info', label: 'Info' }]);
  });

  it('keeps them through a deactivation, replaces them when a feed changes them, and takes them out with the plugin', async () => {
    const { host, registries } = setup({ info: { module: { default: definePlugin({ id: 'info' }) } } });
    await apply(host, [info([{ route: 'information', labels: { en: 'Info' }, order: 100 }])]);
    await host.ensure('info');
    await host.deactivate('info');
    expect(items(registries)).toEqual([{ key: 'info:information', owner: 'info', label: 'Info' }]);

    await apply(host, [info([{ route: 'information', labels: { en: 'Information' }, order: 100 }, { route: 'information.about', labels: { en: 'About us' }, order: 10, placement: ['footer'] }])]);
    expect(items(registries).map(({ label }) => label)).toEqual(['Information', 'About us']);

    await apply(host, []);
    expect(registries.navigation.size).toBe(0);
  });

  it('ignores, with a log line, a second item of a plugin for the same route', async () => {
    const { host, registries, log } = setup({});
    await apply(host, [info([{ route: 'information', labels: { en: 'Info' }, order: 1 }, { route: 'information', labels: { en: 'Again' }, order: 2 }])]);
    expect(items(registries).map(({ label }) => label)).toEqual(['Info']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('plugin info: navigation item information ignored'));
  });
});
