import { describe, expect, it } from 'vitest';
import { recordingStore } from '../../../../tests/support/recordingStore.ts';
import { type SiteConfig } from '../../../../tests/support/kernelTestKit.ts';
import { accountSlice } from '../accountSlice.ts';
import { ACCOUNT_TYPE, type Account } from '../../contract/index.ts';
import { accountFromReply } from './accountFromReply.ts';
import { DEFAULT_CURRENCY } from './accountsConstants.ts';
import { holdsCurrency, selectActiveAccount, selectDisplayedCurrency } from './accountsSelectors.ts';
import { accountsLoaded, balanceReported } from './accountsSlice.ts';

const account = (id: string, kind: keyof typeof ACCOUNT_TYPE, iso: string, isActive: boolean): Account =>
  accountFromReply({ id, type: ACCOUNT_TYPE[kind], iso, symbol: iso, currencyId: 1, money: 0, points: 0, isActive, label: kind });
const site = (geoCurrency?: string): SiteConfig => ({
  site: { companyName: 'N', notFoundUrls: [], ...(geoCurrency ? { geoCurrency } : {}) },
  lng: { default: 'en', available: ['en'] },
  maintenance: { isActive: false },
  features: {},
});

function state(accounts: Account[] | null, geoCurrency?: string) {
  const harness = recordingStore({ account: accountSlice.reducer }, { config: { site: site(geoCurrency), groups: {}, fromLastKnownGood: false } });
  if (accounts) harness.store.dispatch(accountsLoaded({ accounts }));
  return harness;
}

describe('the displayed currency: active account, then geo currency, then RUB', () => {
  it.each([
    ['an active USD account', [account('1', 'main', 'RUB', false), account('2', 'currency', 'USD', true)], 'EUR', 'USD'],
    ['an active bonus account', [account('1', 'main', 'EUR', false), account('2', 'bonus', 'KZT', true)], 'USD', 'KZT'],
    ['no active account, a geo currency', [account('1', 'main', 'RUB', false)], 'EUR', 'EUR'],
    ['no accounts (a visitor), a geo currency', null, 'KZT', 'KZT'],
    ['no active account, no geo currency', [account('1', 'main', 'USD', false)], undefined, 'RUB'],
    ['a visitor without a geo currency', null, undefined, 'RUB'],
  ])('%s -> %s', (_, accounts, geo, expected) => {
    expect(selectDisplayedCurrency(state(accounts, geo).getState())).toBe(expected);
  });

  it('falls back to the spec default currency RUB', () => {
    expect(DEFAULT_CURRENCY).toBe('RUB');
  });
});

describe('the accounts slice', () => {
  it('follows the balance a placed bet reports, under both of its names', () => {
    const harness = state([account('1', 'main', 'RUB', true)]);
    harness.store.dispatch(balanceReported({ accountId: '1', amount: 42.5 }));
    expect(selectActiveAccount(harness.getState())).toMatchObject({ money: 42.5 });
  });

  it.each([
    ['USD', true],
    ['EUR', false],
    ['RUB', true],
  ])('holds a main or currency account in %s: %s (a bonus account does not count)', (iso, expected) => {
    const harness = state([account('1', 'main', 'RUB', true), account('2', 'bonus', 'EUR', false), account('3', 'currency', 'USD', false)]);
    expect(holdsCurrency(iso)(harness.getState())).toBe(expected);
  });
});
