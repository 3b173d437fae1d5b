// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, injectedUrls, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import en from '../../i18n/en.json';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The demo player of whom a transfer is required (users.json; docs/decisions.md). */
const TRANSFER_LOGIN = 'transfer@northbet.example';

const modal = async (id: string) => {
  const dialogs = await screen.findAllByRole('dialog');
  const dialog = dialogs.find((candidate) => candidate.getAttribute('data-modal') === id);
  expect(dialog, `modal ${id}`).toBeDefined();
  return dialog!;
};

describe('the transfer-user modal (first document 2.10)', { timeout: 60_000 }, () => {
  it('opens by its query on any page for a player who must move; they agree and the server keeps it in the user config', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scenario = uniqueScenario('transfer-user');
    const session = await signIn(app, TRANSFER_LOGIN);
    await renderHost(app, { path: '/en/?transfer-user', plugins: ['account'], scenario, cookie: session.cookie });
    const dialog = await modal('transfer-user');
    // The modal's frame shows at once; its words come with the account's lazy chunk.
    expect(await within(dialog).findByRole('heading', { name: en.transfer_title }, { timeout: 15_000 })).toBeTruthy();
    expect(within(dialog).getByText(en.transfer_text.replace('{{company}}', 'Northbet'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: en.transfer_agree }));
    expect(await within(dialog).findByText(en.transfer_done.replace('{{company}}', 'Northbet'))).toBeTruthy();
    const config = await app.inject({ method: 'GET', url: '/web-api/user/config', headers: { host: 'localhost', cookie: `${session.cookie}; bff_scenario=${scenario}` } });
    expect(config.json().result.isRequiredTransfer).toBe(false);
  });

  it('is not shown to a player of whom no transfer is required: the query is dropped and nothing is sent', async () => {
    const scenario = uniqueScenario('transfer-user-not-required');
    const session = await signIn(app);
    const sent = vi.spyOn(app, 'inject');
    const { host } = await renderHost(app, { path: '/en/?transfer-user', plugins: ['account'], scenario, cookie: session.cookie });
    await waitFor(() => {
      expect(host.router.state.location.search).toBe('');
      expect(screen.queryAllByRole('dialog').filter((dialog) => dialog.getAttribute('data-modal') === 'transfer-user')).toEqual([]);
    });
    expect(injectedUrls(sent.mock.calls)).not.toContain('/web-api/user/transfer');
  });

  it('asks a visitor to sign in first, with the login form', async () => {
    await renderHost(app, { path: '/en/?transfer-user', plugins: ['account'], scenario: uniqueScenario('transfer-user-visitor') });
    const dialog = await modal('transfer-user');
    expect(within(dialog).queryByRole('button', { name: en.transfer_agree })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: en.transfer_sign_in }));
    expect(await modal('login')).toBeTruthy();
  });
});
