import { selectSiteConfig, type HostState } from '@host/sdk';
import { ACCOUNT_TYPE } from '../../contract/index.ts';
import { accountSlice } from '../accountSlice.ts';
import { DEFAULT_CURRENCY } from './accountsConstants.ts';

const selectAccountsState = (state: HostState) => accountSlice.select(state).accounts;
export const selectAccounts = (state: HostState) => selectAccountsState(state).list;
export const selectAddingCurrency = (state: HostState) => selectAccountsState(state).adding;

/**
 * The account that pays and that the header shows: the one the server marks active (second document: the reply is
 * "parsed into accounts and the active account"), else none, so the displayed currency falls back to the site's geo
 * currency. The one rule of the site: other plugins read it through the accounts service.
 */
export const selectActiveAccount = (state: HostState) => selectAccounts(state)?.find((account) => account.isActive) ?? null;

/** The displayed currency: the active account's, else the geo currency of the site, else RUB (second document, section 3). */
export const selectDisplayedCurrency = (state: HostState) =>
  selectActiveAccount(state)?.iso ?? selectSiteConfig(state)?.site.geoCurrency ?? DEFAULT_CURRENCY;

/** Whether the player holds a (main or currency) account in this currency: an added currency has appeared. */
export const holdsCurrency = (iso: string) => (state: HostState) =>
  selectAccounts(state)?.some((account) => account.iso === iso && account.type !== ACCOUNT_TYPE.bonus) ?? false;
