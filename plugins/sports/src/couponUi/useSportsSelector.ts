import { useOptionalService, type HostState } from '@host/sdk';
import { accountsService } from '../../../account/contract/index.ts';
import { useSelector } from 'react-redux';
import { sportsRootSelector, type SportsRoot } from '../sportsRootSelector.ts';

/** Runs a selector written against the plugin's slice with the paying account (the coupon selectors' root). */
export function useSportsSelector<T>(selector: (root: SportsRoot) => T): T {
  const root = sportsRootSelector(useOptionalService(accountsService));
  return useSelector((state: HostState) => selector(root(state)));
}

/** The account that pays for bets, as the accounts service has it; null for a visitor or without the service. */
export function usePayingAccount() {
  const accounts = useOptionalService(accountsService);
  return useSelector((state: HostState) => accounts?.selectActiveAccount(state) ?? null);
}
