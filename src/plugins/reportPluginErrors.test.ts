// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createServiceRef, definePlugin } from '@host/sdk';
import { bffFetch, createTestBff, uniqueScenario } from '../../tests/support/bffFetch.ts';
import { renderHost, type TestPlugin } from '../../tests/support/renderHost.tsx';
import { PLUGIN_ERROR_REPORTS_URL } from './pluginConstants.ts';
import { reportPluginErrors } from './reportPluginErrors.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(document, 'visibilityState');
  vi.restoreAllMocks();
});

/** Requires a service no plugin of the domain provides: it fails `missing-dependency`. */
const lonely: TestPlugin = { plugin: definePlugin({ id: 'lonely', requires: [createServiceRef<object>('nobody-provides-this', '1.0.0')] }) };
const calm: TestPlugin = { plugin: definePlugin({ id: 'calm' }) };

/** The kernel with these test plugins, reporting as boot() has it do, in its own BFF scenario. */
async function bootReporting(testPlugins: TestPlugin[]) {
  const scenario = uniqueScenario('plugin-errors');
  const { host } = await renderHost(app, { path: '/en/', plugins: [], scenario, testPlugins });
  reportPluginErrors(host.store);
  const toBff = bffFetch(app, scenario);
  const received = async () => ((await (await toBff(PLUGIN_ERROR_REPORTS_URL)).json()) as { reports: unknown[] }).reports;
  return { host, toBff, received };
}

/** The browser's sendBeacon, handing the body to the BFF as a beacon does; `accepts` false: the browser refuses to queue it. */
function installBeacon(toBff: typeof fetch, accepts = true) {
  const beacon = vi.fn((url: string, body: string) => {
    if (accepts) void toBff(url, { method: 'POST', body });
    return accepts;
  });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  return beacon;
}

describe('reports of plugin load failures', () => {
  it('sends the failures of the page in one beacon when the page is left, with the plugin, version, kind and host name only', async () => {
    const { toBff, received, host } = await bootReporting([lonely, calm]);
    expect(host.store.getState().plugins.lonely).toMatchObject({ state: 'error', error: { type: 'missing-dependency' } });
    const beacon = installBeacon(toBff);

    dispatchEvent(new Event('pagehide'));

    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0];
    expect(url).toBe('/bff-api/plugin-errors');
    expect(JSON.parse(body)).toEqual({ domain: 'localhost', reports: [{ plugin: 'lonely', version: '1.0.0', kind: 'missing-dependency' }] });
    await vi.waitFor(async () => expect(await received()).toEqual([{ at: expect.any(String), domain: 'localhost', plugin: 'lonely', version: '1.0.0', kind: 'missing-dependency' }]));
  });

  it('sends nothing when no plugin failed', async () => {
    const { toBff, received } = await bootReporting([calm]);
    const beacon = installBeacon(toBff);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    dispatchEvent(new Event('pagehide'));

    expect(beacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await received()).toEqual([]);
  });

  it('sends when the page is hidden, and a failure only once however often the page hides', async () => {
    const { toBff } = await bootReporting([lonely]);
    const beacon = installBeacon(toBff);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });

    document.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
    dispatchEvent(new Event('pagehide'));

    expect(beacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(beacon.mock.calls[0][1])).toMatchObject({ reports: [{ plugin: 'lonely' }] });
  });

  it.each([
    ['refuses the body', true],
    ['is missing', false],
  ])('falls back to a keepalive fetch when sendBeacon %s', async (_, hasBeacon) => {
    const { toBff, received } = await bootReporting([lonely]);
    if (hasBeacon) installBeacon(toBff, false);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    dispatchEvent(new Event('pagehide'));

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith('/bff-api/plugin-errors', expect.objectContaining({ method: 'POST', keepalive: true }));
    await vi.waitFor(async () => expect(await received()).toMatchObject([{ plugin: 'lonely', version: '1.0.0', kind: 'missing-dependency', domain: 'localhost' }]));
  });
});
