// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestBffWithSwitchableDatabase, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';

const { app, setDatabaseDown } = createTestBffWithSwitchableDatabase();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  setDatabaseDown(false);
});

describe('a page while the database is down', { timeout: 60_000 }, () => {
  it("shows a signed-in player the page's own error when the database fails after sign-in", async () => {
    const { cookie } = await signIn(app);
    const { host } = await renderHost(app, { path: '/en/', plugins: ['account', 'sports'], scenario: uniqueScenario('database-down'), cookie });
    await waitFor(() => expect(host.store.getState().session.userId).not.toBeNull(), { timeout: 15_000 });
    // A failed session check signs the visitor out (second document: "on failure it is logged and the user is not
    // signed in"): the database fails once the player is in, as an outage in the middle of a visit does.
    setDatabaseDown(true);
    await host.router.navigate('/en/user/opened-bets');
    expect((await screen.findByRole('alert', {}, { timeout: 15_000 })).textContent).toBe('Your bets could not be loaded.');
  });
});
