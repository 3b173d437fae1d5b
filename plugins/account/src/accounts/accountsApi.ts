import { http, HttpError, validateDocument, type RequestResult } from '@host/sdk';
import type { Account } from '../../contract/index.ts';
import type { AccountsReply, AvailableCurrenciesReply, WalletActionReply } from '../../schemas/account.ts';
import { validate_accountsReply } from '../generated/validate_accountsReply.js';
import { validate_availableCurrenciesReply } from '../generated/validate_availableCurrenciesReply.js';
import { validate_walletActionReply } from '../generated/validate_walletActionReply.js';
import { isTermsRefusal } from '../terms/termsRefusal.ts';
import { accountFromReply } from './accountFromReply.ts';
import { ACCOUNTS_URL, ACTIVE_ACCOUNT_URL, AVAILABLE_CURRENCIES_URL, CURRENCY_ACCOUNT_URL } from './accountsConstants.ts';

const walletReply = (data: unknown) => validateDocument<WalletActionReply>(validate_walletActionReply, data, 'wallet action');

export async function fetchAccounts(): Promise<readonly Account[]> {
  const reply = await http.request(ACCOUNTS_URL, { validate: (data) => validateDocument<AccountsReply>(validate_accountsReply, data, 'accounts') });
  return reply.accounts.map(accountFromReply);
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
 * A failed wallet action as the error catalogue reads it: the `data.message` of a refusal (a 4xx reply: the words the
 * server wrote for the player) is shown as its own message (status 2); anything else (a server error, a malformed
 * reply, a network failure) shows the generic main_query_error, never what the server said. A cancelled request and
 * a refusal until the terms are confirmed (which leads to the confirm-terms page) show nothing (null).
 */
export function walletFailure(error: unknown): RequestResult | null {
  if ((error instanceof HttpError && error.kind === 'cancelled') || isTermsRefusal(error)) return null;
  const refused = error instanceof HttpError && error.kind === 'http' && error.status >= 400 && error.status < 500;
  const body = refused ? error.body : undefined;
  const message = body && typeof body === 'object' ? (body as { data?: { message?: unknown } }).data?.message : undefined;
  return typeof message === 'string' && message !== '' ? { ok: false, status: 2, message } : { ok: false };
}
