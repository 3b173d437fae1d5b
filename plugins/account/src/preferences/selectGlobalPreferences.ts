import { selectLanguage, selectPreferences } from '@host/sdk';
import { createSelector } from 'reselect';
import { selectTerms } from '../accountSlice.ts';
import { selectDisplayedCurrency } from '../accounts/accountsSelectors.ts';

/**
 * The global preferences as the second document's table names them, in one object, with the currency of its
 * defaults (section 9). They live where they are decided: the kernel keeps the stored ones (`app.preferences`, saved
 * locally, time zone 3 by default), the path decides `language` (within the domain's languages), the accounts and
 * the domain's geo currency decide `currency` (RUB by default), and this plugin's terms status gives the terms flags.
 */
export const selectGlobalPreferences = createSelector(
  selectPreferences,
  selectLanguage,
  selectDisplayedCurrency,
  selectTerms,
  (preferences, language, currency, terms) => ({
    ...preferences,
    language,
    currency,
    isUserTermsChanged: terms.changed,
    userTermsChangedUpdatedAt: terms.updatedAt,
  }),
);

export type GlobalPreferences = ReturnType<typeof selectGlobalPreferences>;
