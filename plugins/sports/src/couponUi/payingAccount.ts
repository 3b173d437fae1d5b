import { getOptionalService } from '@host/sdk';
import { accountsService, type Account } from '../../../account/contract/index.ts';
import { select } from 'redux-saga/effects';
import { sportsRootSelector, type SportsRoot } from '../sportsRootSelector.ts';

/** The account that pays, read from the accounts service where it is used (no copy); null without one. */
export function* payingAccount() {
  const accounts = yield* getOptionalService(accountsService);
  if (!accounts) return null;
  const account: Account | null = yield select(accounts.selectActiveAccount);
  return account;
}

/** The slice with the paying account, for the coupon selectors. */
export function* sportsRoot() {
  const accounts = yield* getOptionalService(accountsService);
  const root: SportsRoot = yield select(sportsRootSelector(accounts));
  return root;
}

/** Asks the accounts' provider for fresh ones (after a bet); nothing to ask without one. */
export function* refreshAccounts() {
  const accounts = yield* getOptionalService(accountsService);
  accounts?.refresh();
}
