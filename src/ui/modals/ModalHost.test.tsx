// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { definePlugin, openModal } from '@host/sdk';
import { createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { renderHost, type TestPlugin } from '../../../tests/support/renderHost.tsx';

const app = createTestBff();
afterAll(() => app.close());
afterEach(cleanup);

/** Page B's code arrives when the test says so: until then a navigation to it is at the gate. */
let releasePageB: () => void = () => undefined;
const pageBArrives = new Promise<void>((resolve) => {
  releasePageB = resolve;
});

const pages: TestPlugin = {
  plugin: definePlugin({
    id: 'pages',
    pages: {
      a: async () => ({ default: () => <h1>Page A</h1> }),
      b: async () => {
        await pageBArrives;
        return { default: () => <h1>Page B</h1> };
      },
    },
    modals: { 'confirm-modal': async () => ({ default: () => <p>Are you sure?</p> }) },
  }),
  routes: [
    { name: 'a', plugin: 'pages', path: 'a', page: 'a', layout: 'default' },
    { name: 'b', plugin: 'pages', path: 'b', page: 'b', layout: 'default' },
  ],
};

describe('modals opened by code (first document, section 2.10)', { timeout: 30_000 }, () => {
  it('stay open when a page asked for before they opened arrives, and close when the visitor goes elsewhere', async () => {
    const { host } = await renderHost(app, { path: '/en/a?from=mail', plugins: [], testPlugins: [pages], scenario: uniqueScenario('modals') });
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeTruthy();
    const toB = host.router.navigate('/en/b');
    await waitFor(() => expect(host.router.state.location.pathname).toBe('/en/b'));
    act(() => void host.store.dispatch(openModal('confirm-modal')));
    expect(await screen.findByText('Are you sure?')).toBeTruthy();
    releasePageB();
    await toB;
    expect(await screen.findByRole('heading', { name: 'Page B' })).toBeTruthy();
    expect(screen.getByText('Are you sure?')).toBeTruthy();
    await host.router.navigate('/en/a?tab=2');
    await waitFor(() => expect(screen.queryByText('Are you sure?')).toBeNull());
  });

  it('opened on the page on screen, close when the next page with another query arrives', async () => {
    const { host } = await renderHost(app, { path: '/en/a?from=mail', plugins: [], testPlugins: [pages], scenario: uniqueScenario('modals') });
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeTruthy();
    act(() => void host.store.dispatch(openModal('confirm-modal')));
    expect(await screen.findByText('Are you sure?')).toBeTruthy();
    releasePageB();
    await host.router.navigate('/en/b');
    expect(await screen.findByRole('heading', { name: 'Page B' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Are you sure?')).toBeNull());
    expect(host.store.getState().modals).toEqual([]);
  });
});

