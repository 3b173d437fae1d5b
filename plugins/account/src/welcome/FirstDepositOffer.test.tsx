// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { browserFetch, createTestBff, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import { submitPassword } from '../login/openLogin.testing.ts';
import { FIRST_DEPOSIT_OFFER_MODAL, FIRST_DEPOSIT_OFFERED_KEY } from './FirstDepositOffer.tsx';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The demo player who has made no deposit yet (users.json). */
const NEW_PLAYER = 'unverified@northbet.example';

/**
 * The page at `path` for the player, on a domain that offers `firstDepositOffer` and asks for no identification (where
 * it does, a player with no deposit reaches only the identification page and its whitelist, not the home route).
 */
async function homeOf(login: string, firstDepositOffer: unknown, path = '/en/') {
  const session = await signIn(app, login);
  const config = { features: { identification: false }, account: { firstDepositOffer } };
  return renderHost(app, { path, plugins: ['account'], scenario: uniqueScenario('first-deposit'), cookie: session.cookie, config });
}

const OFFER_ON_HOME = { features: { identification: false }, account: { firstDepositOffer: { variant: 1 } } };

/** The offer's dialog, once it is there (another dialog may be on screen first). */
/** The page once the player's user config has loaded and the effects that follow from it have run. */
async function configSettled(page: Awaited<ReturnType<typeof homeOf>>) {
  await waitFor(() => expect(page.host.store.getState().account).toMatchObject({ userConfig: { loaded: true } }));
  await act(async () => undefined);
  return page.host.store.getState();
}

const offerDialog = () =>
  waitFor(() => {
    const dialog = screen.queryAllByRole('dialog').find((candidate) => candidate.getAttribute('data-modal') === FIRST_DEPOSIT_OFFER_MODAL);
    if (!dialog) throw new Error('the offer is not on screen');
    return dialog;
  });

describe('the first-deposit bonus offer (first document 4.3)', { timeout: 60_000 }, () => {
  it('variant 1: the short offer on the home route, once per player on this browser', async () => {
    await homeOf(NEW_PLAYER, { variant: 1 });
    const dialog = await offerDialog();
    expect(within(dialog).getByRole('heading').textContent).toBe('A bonus on your first deposit');
    expect(within(dialog).queryByTestId('first-deposit-offer-terms')).toBeNull();
    expect(JSON.parse(localStorage.getItem(FIRST_DEPOSIT_OFFERED_KEY)!)).toEqual(['100004']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();
    const again = await homeOf(NEW_PLAYER, { variant: 1 });
    expect((await configSettled(again)).modals).toEqual([]);
  });

  it('is not offered away from the home route, nor where the domain makes no offer', async () => {
    const elsewhere = await homeOf(NEW_PLAYER, { variant: 1 }, '/en/office/wallets');
    expect((await configSettled(elsewhere)).modals).toEqual([]);
    cleanup();
    const noOffer = await homeOf(NEW_PLAYER, undefined);
    expect((await configSettled(noOffer)).modals).toEqual([]);
    expect(localStorage.getItem(FIRST_DEPOSIT_OFFERED_KEY)).toBeNull();
  });

  it('waits for the login modal: signed in through it at home, the player sees the offer once it has closed', async () => {
    const scenario = uniqueScenario('first-deposit');
    await renderHost(app, { path: '/en/?login=1', plugins: ['account'], scenario, config: OFFER_ON_HOME });
    globalThis.fetch = browserFetch(app, scenario).fetch;
    await screen.findAllByRole('tab');
    await submitPassword(NEW_PLAYER, 'demo1234');
    const dialog = await offerDialog();
    expect(screen.getAllByRole('dialog')).toEqual([dialog]);
    expect(JSON.parse(localStorage.getItem(FIRST_DEPOSIT_OFFERED_KEY)!)).toEqual(['100004']);
  });
});

