// @vitest-environment node
import type { Action } from 'redux';
import { put, take } from 'redux-saga/effects';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { PluginFeedEntry } from '../../schemas/manifest.ts';
import { bffFetch, createTestBff } from '../../tests/support/bffFetch.ts';
import { createConfigGroupLoader } from '../config/configGroups.ts';
import { createHttpClient } from '../http/httpClient.ts';
import { definePlugin, type PluginDefinition } from '../sdk/definePlugin.ts';
import { initialAppState } from '../store/appSlice.ts';
import { createHostStore } from '../store/createHostStore.ts';
import type { ModuleLoader } from './moduleLoader.ts';
import { parseManifest } from './parseManifest.ts';
import { createRegistries, PluginHost } from './PluginHost.ts';
import type { PluginLoadErrorType } from './PluginLoadError.ts';

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
  const store = createHostStore({ app: initialAppState('en', 'desktop') }, log);
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
    sdkVersion: '1.4.0',
    production: false,
    log,
    sleep: async (ms) => void delays.push(ms),
  });
  return { host, store, registries, imports, unloaded, namespaces, stylesheets, delays, states, log };
}

const sampleDefinition = (id = 'sample'): PluginDefinition => ({
  id,
  translations: id,
  slice: (state: { pings: number } = { pings: 0 }, action: Action) => (action.type === `${id}/pinged` ? { pings: state.pings + 1 } : state),
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
  guards: [{ name: 'noop', order: 5, guard: () => ({ kind: 'allow' }) }],
});

const apply = (host: PluginHost, entries: PluginFeedEntry[]) => host.applyFeed({ plugins: entries, routes: [], rejected: [] });

describe('PluginHost', () => {
  it('wires every contribution of a plugin', async () => {
    const t = setup({ sample: { module: { default: definePlugin(sampleDefinition()) } } });
    await apply(t.host, [entry('sample')]);
    expect(t.store.getState().plugins.sample).toEqual({ state: 'ready', version: '1.2.3', error: null });
    expect(t.registries.pages.keys()).toEqual(['sample/main']);
    expect(t.registries.modals.keys()).toEqual(['sample-modal']);
    expect(t.registries.slots.size).toBe(1);
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
    t.store.dispatch({ type: 'sample/crash' });
    expect(t.log).toHaveBeenCalledWith('saga of sample failed', expect.any(Error));
    t.store.dispatch({ type: 'app/languageChanged', language: 'ru' });
    expect(t.store.getState().app.language).toBe('ru');
  });

  it('fetches the config groups a plugin reads before activating it', async () => {
    const t = setup({ sample: { module: { default: definePlugin(sampleDefinition()) } } });
    await apply(t.host, [entry('sample', { configGroups: ['customize', 'no-such-group'] })]);
    expect(t.store.getState().config.groups).toEqual({ customize: { geo_with_twelve_format: false, has_twelve_h_by_geo: false } });
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
