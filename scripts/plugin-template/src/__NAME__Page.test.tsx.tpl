// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../tests/support/renderHost.tsx';

const app = createTestBff();
/** The page's chunk and its call; the whole suite on 2 cores makes that seconds. */
const LOADED = { timeout: 10_000 };
afterAll(() => app.close());
afterEach(cleanup);

describe('the __ID__ page', { timeout: 20_000 }, () => {
  it('renders in the real kernel with the session service and the BFF greeting', async () => {
    const { host } = await renderHost(app, { path: '/en/__ID__', plugins: ['account', '__ID__'], scenario: uniqueScenario('__ID__') });
    expect(await screen.findByRole('heading', { name: '__TITLE__' }, LOADED)).toBeTruthy();
    expect(screen.getByText('You are browsing as a visitor.')).toBeTruthy();
    expect((await screen.findByTestId('__ID__-greeting', {}, LOADED)).textContent).toBe('Hello from the __ID__ plugin');
    expect(host.store.getState().plugins['__ID__'].state).toBe('ready');
  });

  it('fails typed, with its route showing the refresh view, where no plugin provides the session', async () => {
    const { host } = await renderHost(app, { path: '/en/__ID__', plugins: ['__ID__'], scenario: uniqueScenario('__ID__-alone') });
    expect(await screen.findByRole('button', { name: /refresh/i }, LOADED)).toBeTruthy();
    expect(host.store.getState().plugins['__ID__'].error?.type).toBe('missing-dependency');
  });
});
