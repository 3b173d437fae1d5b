import { http, HttpError, validateDocument, type RequestResult } from '@host/sdk';
import type { AccountsReply, AvailableCurrenciesReply, WalletActionReply } from '../../schemas/account.ts';
import { validate_accountsReply } from '../generated/validate_accountsReply.js';
import { validate_availableCurrenciesReply } from '../generated/validate_availableCurrenciesReply.js';
import { validate_walletActionReply } from '../generated/validate_walletActionReply.js';
import { ACCOUNTS_URL, ACTIVE_ACCOUNT_URL, AVAILABLE_CURRENCIES_URL, CURRENCY_ACCOUNT_URL } from './accountsConstants.ts';

export type { Account } from '@host/sdk';

const walletReply = (data: unknown) => validateDocument<WalletActionReply>(validate_walletActionReply, data, 'wallet action');

export function fetchAccounts(): Promise<AccountsReply> {
  return http.request(ACCOUNTS_URL, { validate: (data) => validateDocument<AccountsReply>(validate_accountsReply, data, 'accounts') });
}

export function fetchAvailableCurrencies(signal?: AbortSignal): Promise<AvailableCurrenciesReply> {
  return http.request(AVAILABLE_CURRENCIES_URL, {
    signal,
    validate: (data) => validateDocument<AvailableCurrenciesReply>(validate_availableCurrenciesReply, data, 'available currencies'),
  });
}

export function setActiveAccount(id: string): Promise<WalletActionReply> {
  return http.request(ACTIVE_ACCOUNT_URL, { method: 'POST', body: { id }, validate: walletReply });
}

export function addCurrencyAccount(currencyId: number): Promise<WalletActionReply> {
  return http.request(CURRENCY_ACCOUNT_URL, { method: 'POST', body: { currencyId }, validate: walletReply });
}

export function removeCurrencyAccount(accountId: string): Promise<WalletActionReply> {
  return http.request(`${CURRENCY_ACCOUNT_URL}/${encodeURIComponent(accountId)}`, { method: 'DELETE', validate: walletReply });
}

/**
 * A failed wallet action as the error catalogue reads it: the server's `data.message` is shown as its own message
 * (status 2); without one, the generic main_query_error. A cancelled request shows nothing (null).
 */
export function walletFailure(error: unknown): RequestResult | null {
  if (error instanceof HttpError && error.kind === 'cancelled') return null;
  const body = error instanceof HttpError ? error.body : undefined;
  const message = body && typeof body === 'object' ? (body as { data?: { message?: unknown } }).data?.message : undefined;
  return typeof message === 'string' && message !== '' ? { ok: false, status: 2, message } : { ok: false };
}
