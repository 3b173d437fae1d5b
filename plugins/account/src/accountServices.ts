import { openModal, preferencesChanged, provide, selectPreferences, selectUserId } from '@host/sdk';
import { accountsService, preferencesService, sessionService } from '../contract/index.ts';
import { selectAccounts, selectActiveAccount } from './accounts/accountsSelectors.ts';
import {
  accountsRefreshRequested,
  activeAccountChangeRequested,
  balanceReported,
  currencyAddRequested,
  currencyRemoveRequested,
} from './accounts/accountsSlice.ts';
import { sessionTokens } from './session/sessionTokens.ts';
import { balanceHiddenChangeRequested, selectBalanceHidden, selectPlayerName, signOutRequested } from './accountSlice.ts';

/**
 * The services this plugin provides: who is signed in (`session`), the accounts held once for the whole site and
 * whether their balances are hidden (`accounts`), and the global preferences with their user-bound rules
 * (`preferences`).
 */
export const accountServices = [
  provide(sessionService, ({ dispatch }) => {
    return {
      selectUserId,
      tokenProvider: sessionTokens,
      // The session saga ends the session, as for the logout the player confirms.
      signOut: async (options) => {
        dispatch(signOutRequested({ goHome: options?.goHome === true }));
      },
      requestSignIn: () => dispatch(openModal('login')),
      selectPlayerName,
    };
  }),
  provide(accountsService, ({ dispatch }) => {
    return {
      selectAccounts,
      selectActiveAccount,
      refresh: () => dispatch(accountsRefreshRequested()),
      changeActive: (accountId) => dispatch(activeAccountChangeRequested({ accountId })),
      addCurrency: (currency) => dispatch(currencyAddRequested({ currency })),
      removeCurrency: (accountId) => dispatch(currencyRemoveRequested({ accountId })),
      balanceReported: (accountId, amount) => dispatch(balanceReported({ accountId, amount })),
      selectBalanceHidden,
      setBalanceHidden: (hidden) => dispatch(balanceHiddenChangeRequested({ hidden })),
    };
  }),
  provide(preferencesService, ({ dispatch }) => {
    return { select: selectPreferences, change: (preferences) => dispatch(preferencesChanged({ preferences })) };
  }),
];
