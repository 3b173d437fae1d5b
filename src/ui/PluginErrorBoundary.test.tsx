// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definePlugin } from '@host/sdk';
import { createTestBff, uniqueScenario } from '../../tests/support/bffFetch.ts';
import { renderHost, type TestPlugin } from '../../tests/support/renderHost.tsx';
import { CHUNK_RELOAD_STORAGE_KEY } from './pages/chunkReload.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let pageBroken = true;
beforeEach(() => {
  pageBroken = true;
  sideBroken = false;
  // React reports every error a boundary catches on the console; the host log is what these tests read.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function ThrowingSlot(): never {
  throw new Error('slot boom');
}

/** Throws while `pageBroken`, then renders: the fallback's retry must bring it back. */
function FlakyPage() {
  if (pageBroken) throw new Error('page boom');
  return <h1>Boom page recovered</h1>;
}

function ThrowingModal(): never {
  throw new Error('modal boom');
}

/** A plugin whose every contribution throws while rendering. */
const boom: TestPlugin = {
  plugin: definePlugin({
    id: 'boom',
    pages: { boom: async () => ({ default: FlakyPage }) },
    modals: { 'boom-modal': async () => ({ default: ThrowingModal }) },
    slots: { 'header.actions': ThrowingSlot, 'home.sections': ThrowingSlot },
  }),
  routes: [{ name: 'boom', plugin: 'boom', path: 'boom', page: 'boom', layout: 'default' }],
};

/** A well-behaved plugin beside it: its section, its page and a link between them. */
const calm: TestPlugin = {
  plugin: definePlugin({
    id: 'calm',
    pages: { calm: async () => ({ default: () => <h1>Calm page</h1> }) },
    slots: {
      'home.sections': () => (
        <section>
          <h2>Calm section</h2>
          <Link to="/en/calm">Go to the calm page</Link>
        </section>
      ),
    },
  }),
  routes: [{ name: 'calm', plugin: 'calm', path: 'calm', page: 'calm', layout: 'default' }],
};

let sideBroken = true;
function FlakySideColumn() {
  if (sideBroken) throw new Error('side boom');
  return <p>Side column content</p>;
}

/** A plugin that fills the default layout's side column, where the visitor relies on what it shows. */
const side: TestPlugin = { plugin: definePlugin({ id: 'side', slots: { 'layout.sideColumn': FlakySideColumn } }) };

/** A page whose code cannot be fetched (a new deployment removed the chunk). */
const chunkless: TestPlugin = {
  plugin: definePlugin({
    id: 'chunkless',
    pages: { gone: () => Promise.reject(Object.assign(new Error('Loading chunk 592 failed.'), { name: 'ChunkLoadError' })) },
  }),
  routes: [{ name: 'gone', plugin: 'chunkless', path: 'gone', page: 'gone', layout: 'default' }],
};

async function boot(path: string) {
  const log = vi.fn();
  const view = await renderHost(app, { path, plugins: [], scenario: uniqueScenario('boundary'), testPlugins: [boom, calm, chunkless, side], log });
  return { ...view, log };
}

const errorWith = (message: string) => expect.objectContaining({ message });

describe('plugin error boundaries', () => {
  it('leaves out a throwing slot component and logs it with the plugin id; the page and navigation keep working', async () => {
    const { log, host } = await boot('/en/');
    expect(await screen.findByRole('heading', { name: 'Calm section' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(log).toHaveBeenCalledWith('plugin boom: slot header.actions failed', errorWith('slot boom'));
    expect(log).toHaveBeenCalledWith('plugin boom: slot home.sections failed', errorWith('slot boom'));

    fireEvent.click(screen.getByRole('link', { name: 'Go to the calm page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Calm page' })).toBeTruthy();
    expect(host.router.state.location.pathname).toBe('/en/calm');
  });

  it('shows a throwing page as a local fallback inside the layout, logs it, and mounts it again on retry', async () => {
    const { log } = await boot('/en/boom');
    const main = document.querySelector('main#content') as HTMLElement;
    const fallback = await within(main).findByRole('alert');
    expect(fallback.textContent).toContain('This section could not be shown because of an error.');
    expect(fallback.getAttribute('data-plugin')).toBe('boom');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^plugin boom: page boom\b.* failed$/), errorWith('page boom'));

    pageBroken = false;
    fireEvent.click(within(fallback).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Boom page recovered' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears a failed page when the visitor navigates away', async () => {
    const { host } = await boot('/en/boom');
    await screen.findByText('This section could not be shown because of an error.');
    await host.router.navigate('/en/calm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calm page' })).toBeTruthy();
    expect(screen.queryByText('This section could not be shown because of an error.')).toBeNull();
  });

  it('shows a throwing modal as a fallback inside the modal, which closes; the page under it keeps working', async () => {
    const { log, host } = await boot('/en/calm?boom-modal=1');
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This window could not be shown because of an error.');
    expect(screen.getByRole('heading', { level: 1, name: 'Calm page' })).toBeTruthy();
    expect(log).toHaveBeenCalledWith('plugin boom: modal boom-modal failed', errorWith('modal boom'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(host.router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Calm page' })).toBeTruthy();
  });

  it('leaves a page chunk that failed to load to the route error page, which reloads for a new deployment', async () => {
    sessionStorage.removeItem(CHUNK_RELOAD_STORAGE_KEY);
    const { log } = await boot('/en/gone');
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).not.toBeNull();
    expect(log).not.toHaveBeenCalledWith(expect.stringMatching(/^plugin chunkless: page/), expect.anything());
  });

  it('shows a failed side-column contribution as the dictionary load error with a refresh action, which mounts it again', async () => {
    sideBroken = true;
    const { log } = await boot('/en/calm');
    const column = document.querySelector('aside.layout__side') as HTMLElement;
    const fallback = await within(column).findByRole('alert');
    expect(fallback.textContent).toContain('This content could not be loaded. Check your connection and refresh.');
    expect(log).toHaveBeenCalledWith('plugin side: slot layout.sideColumn failed', errorWith('side boom'));
    expect(screen.getByRole('heading', { level: 1, name: 'Calm page' })).toBeTruthy();

    sideBroken = false;
    fireEvent.click(within(fallback).getByRole('button', { name: 'Refresh' }));
    expect(await within(column).findByText('Side column content')).toBeTruthy();
  });
});
