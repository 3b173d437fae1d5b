import { HttpError, loggedOut, userIdentified } from '@host/sdk';
import { ACCOUNT_TYPE, type Account } from '../../contract/index.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingStore } from '../../../../tests/support/recordingStore.ts';
import { accountSlice } from '../accountSlice.ts';
import { accountFromReply, withMoney } from './accountFromReply.ts';
import * as api from './accountsApi.ts';
import { ADD_CURRENCY_POLL_MS, POLL_MAX_REPEATS } from './accountsConstants.ts';
import { accountsSaga, addCurrency, changeActiveAccount, removeCurrency } from './accountsSaga.ts';
import { selectAccounts } from './accountsSelectors.ts';
import { accountsLoaded, accountsRefreshRequested, activeAccountChangeRequested, currencyAddRequested, currencyRemoveRequested } from './accountsSlice.ts';

vi.mock('./accountsApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./accountsApi.ts')>()),
  fetchAccounts: vi.fn(),
  setActiveAccount: vi.fn(),
  addCurrencyAccount: vi.fn(),
  removeCurrencyAccount: vi.fn(),
}));

const account = (id: string, kind: keyof typeof ACCOUNT_TYPE, iso: string, money: number, isActive: boolean): Account =>
  accountFromReply({ id, type: ACCOUNT_TYPE[kind], iso, symbol: iso, currencyId: 1, money, points: 0, isActive, label: kind });
const MAIN = account('1000011', 'main', 'RUB', 500, true);
const BONUS = account('1000012', 'bonus', 'RUB', 10, false);
const USD = account('1000013', 'currency', 'USD', 0, false);
const EUR = account('1000014', 'currency', 'EUR', 0, false);

const refused = (message: string, code = 'refused') =>
  new HttpError('http', 400, '/web-api/user/accounts', message, [code], { success: false, data: { message }, errors: [{ status: '400', code, detail: message }] });

function signedIn(accounts: readonly Account[] | null = [MAIN, BONUS, USD]) {
  const harness = recordingStore({ account: accountSlice.reducer }, { session: { userId: '100001', banLevel: 0, banVersion: 0 } });
  if (accounts) harness.store.dispatch(accountsLoaded({ accounts }));
  harness.actions.length = 0;
  return harness;
}

const notifications = (harness: ReturnType<typeof signedIn>) =>
  harness.getState().notifications.map(({ kind, messageKey, text }) => (text ? { kind, messageKey, text } : { kind, messageKey }));

beforeEach(() => {
  vi.mocked(api.fetchAccounts).mockReset();
  vi.mocked(api.setActiveAccount).mockReset().mockResolvedValue({ success: true, data: { message: 'ok' } });
  vi.mocked(api.addCurrencyAccount).mockReset().mockResolvedValue({ success: true, data: { message: 'opening' } });
  vi.mocked(api.removeCurrencyAccount).mockReset().mockResolvedValue({ success: true, data: { message: 'removed' } });
  history.replaceState(null, '', '/en/office/wallets');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loading the accounts', () => {
  it('loads them when someone signs in and tells every plugin with accounts/loaded', async () => {
    vi.mocked(api.fetchAccounts).mockResolvedValue([MAIN, BONUS]);
    const harness = signedIn(null);
    const task = harness.start(accountsSaga);
    harness.store.dispatch(userIdentified({ userId: '100001' }));
    await vi.waitFor(() => expect(harness.ofType('accounts/loaded')).toHaveLength(1));
    expect(harness.ofType('accounts/loaded')[0]).toEqual({ type: 'accounts/loaded', accounts: [MAIN, BONUS] });
    expect(api.fetchAccounts).toHaveBeenCalledTimes(1);
    task.cancel();
  });

  it('reloads them when a plugin asks (accounts/refreshRequested)', async () => {
    vi.mocked(api.fetchAccounts).mockResolvedValue([withMoney(MAIN, 400), BONUS]);
    const harness = signedIn();
    const task = harness.start(accountsSaga);
    harness.store.dispatch(accountsRefreshRequested());
    await vi.waitFor(() => expect(harness.ofType('accounts/loaded')).toHaveLength(1));
    harness.store.dispatch(accountsRefreshRequested());
    await vi.waitFor(() => expect(harness.ofType('accounts/loaded')).toHaveLength(2));
    expect(api.fetchAccounts).toHaveBeenCalledTimes(2);
    task.cancel();
  });

  it('asks nothing for a visitor', async () => {
    const harness = recordingStore({ account: accountSlice.reducer });
    const task = harness.start(accountsSaga);
    await Promise.resolve();
    expect(api.fetchAccounts).not.toHaveBeenCalled();
    task.cancel();
  });

  it('forgets them on logout', () => {
    const harness = signedIn();
    harness.store.dispatch(loggedOut());
    expect(selectAccounts(harness.getState())).toBeNull();
  });
});

describe('changing the active account', () => {
  it.each([
    ['/en/office/wallets', true],
    ['/en/line/football', true],
    ['/en/bingo', false],
    ['/en/bingo/room/7', false],
    ['/en/bingo-news', true],
  ])('on %s: the call, accounts/activeChanged, fresh accounts, then the message (shown: %s)', async (path, messageShown) => {
    history.replaceState(null, '', path);
    vi.mocked(api.fetchAccounts).mockResolvedValue([{ ...MAIN, isActive: false }, BONUS, { ...USD, isActive: true }]);
    const harness = signedIn();
    await harness.run(changeActiveAccount, activeAccountChangeRequested({ accountId: USD.id }));
    expect(api.setActiveAccount).toHaveBeenCalledWith(USD.id);
    expect(harness.actions.map((action) => action.type)).toEqual([
      'accounts/activeChanged',
      'accounts/loaded',
      ...(messageShown ? ['notifications/shown'] : []),
    ]);
    expect(harness.ofType('accounts/activeChanged')[0]).toEqual({ type: 'accounts/activeChanged', accountId: USD.id });
    expect(notifications(harness)).toEqual(messageShown ? [{ kind: 'success', messageKey: 'account:accounts_active_set' }] : []);
  });

  it.each([
    ['the server message', refused('There is no such account'), [{ kind: 'error', messageKey: 'main_query_error', text: 'There is no such account' }]],
    ['the generic error without one', new HttpError('network', 0, '/x', 'network error'), [{ kind: 'error', messageKey: 'main_query_error' }]],
    [
      'the generic error for a server error, whatever its body says',
      new HttpError('http', 500, '/web-api/user/accounts/active', 'HTTP 500', [], { success: false, data: { message: 'NullPointerException in AccountService' } }),
      [{ kind: 'error', messageKey: 'main_query_error' }],
    ],
    ['the generic error for a malformed reply', new HttpError('invalid-reply', 200, '/web-api/user/accounts/active', 'wallet action: /success must be boolean'), [{ kind: 'error', messageKey: 'main_query_error' }]],
    ['nothing when cancelled', HttpError.cancelled('/x'), []],
    ['nothing for a refusal until the terms are confirmed', new HttpError('http', 451, '/x', 'HTTP 451', [], { exception_code: 1 }), []],
  ])('on failure shows %s and changes nothing', async (_, error, shown) => {
    vi.mocked(api.setActiveAccount).mockRejectedValue(error);
    const harness = signedIn();
    await harness.run(changeActiveAccount, activeAccountChangeRequested({ accountId: USD.id }));
    expect(harness.ofType('accounts/activeChanged')).toEqual([]);
    expect(api.fetchAccounts).not.toHaveBeenCalled();
    expect(notifications(harness)).toEqual(shown);
  });
});

describe(`adding a currency (poll every ${ADD_CURRENCY_POLL_MS} ms: once, then at most ${POLL_MAX_REPEATS} repeats)`, () => {
  const EUR_CURRENCY = { id: 978, iso: 'EUR' };

  it.each([
    // the fetch on which EUR first appears (null: never), fetches made, appeared
    [1, 1, true],
    [2, 2, true],
    [3, 3, true],
    [6, 6, true],
    [7, 6, false],
    [null, 6, false],
  ])('EUR appearing on fetch %s: %i fetches, appeared %s', async (appearsOn, fetches, appeared) => {
    vi.useFakeTimers();
    const times: number[] = [];
    vi.mocked(api.fetchAccounts).mockImplementation(async () => {
      times.push(Date.now());
      return appearsOn !== null && times.length >= appearsOn ? [MAIN, BONUS, USD, EUR] : [MAIN, BONUS, USD];
    });
    const harness = signedIn();
    const done = harness.run(addCurrency, currencyAddRequested({ currency: EUR_CURRENCY }));
    await vi.advanceTimersByTimeAsync(ADD_CURRENCY_POLL_MS * (POLL_MAX_REPEATS + 2));
    await done;

    expect(api.addCurrencyAccount).toHaveBeenCalledWith(978);
    expect(times).toHaveLength(fetches);
    // Polls are exactly ADD_CURRENCY_POLL_MS apart.
    expect(times.slice(1).map((time, index) => time - times[index])).toEqual(Array(fetches - 1).fill(ADD_CURRENCY_POLL_MS));
    expect(harness.ofType('accounts/currencyAddStarted')).toEqual([{ type: 'accounts/currencyAddStarted', currency: EUR_CURRENCY }]);
    expect(harness.ofType('accounts/currencyAddFinished')).toEqual([{ type: 'accounts/currencyAddFinished', currency: EUR_CURRENCY, appeared }]);
    expect(harness.ofType('accounts/loaded')).toHaveLength(fetches);
    expect(notifications(harness)).toEqual([{ kind: appeared ? 'success' : 'info', messageKey: appeared ? 'account:accounts_currency_added' : 'account:accounts_currency_pending' }]);
    expect(harness.getState().account).toMatchObject({ accounts: { adding: null } });
  });

  it('marks the process while the account opens', async () => {
    vi.useFakeTimers();
    vi.mocked(api.fetchAccounts).mockResolvedValue([MAIN, BONUS, USD]);
    const harness = signedIn();
    const done = harness.run(addCurrency, currencyAddRequested({ currency: EUR_CURRENCY }));
    await vi.advanceTimersByTimeAsync(ADD_CURRENCY_POLL_MS);
    expect(harness.getState().account).toMatchObject({ accounts: { adding: EUR_CURRENCY } });
    await vi.runAllTimersAsync();
    await done;
  });

  it('on failure shows the server message, polls nothing and ends the process', async () => {
    vi.mocked(api.addCurrencyAccount).mockRejectedValue(refused('You already have an account in EUR', 'currency_exists'));
    const harness = signedIn();
    await harness.run(addCurrency, currencyAddRequested({ currency: EUR_CURRENCY }));
    expect(api.fetchAccounts).not.toHaveBeenCalled();
    expect(harness.ofType('accounts/currencyAddFinished')).toEqual([{ type: 'accounts/currencyAddFinished', currency: EUR_CURRENCY, appeared: false }]);
    expect(notifications(harness)).toEqual([{ kind: 'error', messageKey: 'main_query_error', text: 'You already have an account in EUR' }]);
  });
});

describe('removing a currency', () => {
  it('removes the account here after the server agrees and tells every plugin', async () => {
    const harness = signedIn();
    await harness.run(removeCurrency, currencyRemoveRequested({ accountId: USD.id }));
    expect(api.removeCurrencyAccount).toHaveBeenCalledWith(USD.id);
    expect(harness.ofType('accounts/loaded')).toEqual([{ type: 'accounts/loaded', accounts: [MAIN, BONUS] }]);
    expect(api.fetchAccounts).not.toHaveBeenCalled();
    expect(notifications(harness)).toEqual([{ kind: 'success', messageKey: 'account:accounts_currency_removed' }]);
  });

  it('keeps the account and shows the server message on failure', async () => {
    vi.mocked(api.removeCurrencyAccount).mockRejectedValue(refused('Withdraw the balance before removing the account', 'balance_not_zero'));
    const harness = signedIn();
    await harness.run(removeCurrency, currencyRemoveRequested({ accountId: USD.id }));
    expect(selectAccounts(harness.getState())).toEqual([MAIN, BONUS, USD]);
    expect(notifications(harness)).toEqual([{ kind: 'error', messageKey: 'main_query_error', text: 'Withdraw the balance before removing the account' }]);
  });
});
