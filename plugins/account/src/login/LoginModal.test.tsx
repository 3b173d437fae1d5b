// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestBff } from '../../../../tests/support/bffFetch.ts';
import { openLogin, submitPassword, userIdOf } from './openLogin.testing.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  sessionStorage.clear();
  cleanup();
});

const DEMO = { login: 'demo@northbet.example', password: 'demo1234' };

describe('the login modal, signed in', { timeout: 20_000 }, () => {
  it('goes on to the redirect_url the auth guard left where there is no login page', async () => {
    const { host } = await openLogin(app, '/en/?login=1&redirect_url=%2Foffice%2Fwallets');
    await submitPassword(DEMO.login, DEMO.password);
    await waitFor(() => expect(host.router.state.location.pathname).toBe('/en/office/wallets'));
    expect(userIdOf(host)).toBe('100001');
    // The modal stays over the page it was opened on until the next page is shown.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallets' })).toBeTruthy();
  });

  it('stays on the page it was opened on when nothing was remembered, and closes', async () => {
    const { host } = await openLogin(app, '/en/?login=1');
    await submitPassword(DEMO.login, DEMO.password);
    await waitFor(() => expect(host.router.state.location.search).toBe(''));
    expect(host.router.state.location.pathname).toBe('/en/');
    expect(userIdOf(host)).toBe('100001');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
