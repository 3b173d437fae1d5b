import type { HostState } from '@host/sdk';
import type { AccountsService } from '../../account/contract/index.ts';
import { createSelector } from 'reselect';
import type { PayingAccount } from './coupon/couponSelectors.ts';
import { selectSports } from './sportsSelectors.ts';
import type { SportsState } from './sportsSlice.ts';

/** The plugin's slice with the account that pays: what the coupon selectors (`{ coupon, account }`) read. */
export type SportsRoot = SportsState & { account: PayingAccount | null };

const rootSelectors = new WeakMap<AccountsService, (state: HostState) => SportsRoot>();
const rootWithoutAccounts = createSelector([selectSports], (sports): SportsRoot => ({ ...sports, account: null }));

/**
 * The slice with the paying account read from the accounts service (its one rule, so the slip and the header show
 * the same account); without the service (no account plugin on the domain) there is none. Memoised per service
 * instance, so components re-render only when the slice or the paying account changes.
 */
export function sportsRootSelector(accounts: AccountsService | undefined): (state: HostState) => SportsRoot {
  if (!accounts) return rootWithoutAccounts;
  let selector = rootSelectors.get(accounts);
  if (!selector) {
    selector = createSelector([selectSports, accounts.selectActiveAccount], (sports, account): SportsRoot => ({ ...sports, account }));
    rootSelectors.set(accounts, selector);
  }
  return selector;
}
