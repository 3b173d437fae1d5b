import { preferencesChanged, selectLanguage, selectPreferences } from '@host/sdk';
import { createSelector } from 'reselect';
import { selectTerms } from '../accountSlice.ts';

/**
 * The global preferences as the second document's table names them, in one object. They live where they are
 * decided: the kernel keeps the stored ones (`app.preferences`, saved locally), the path decides `language`, and
 * this plugin's terms status gives the terms flags.
 */
export const selectGlobalPreferences = createSelector(
  selectPreferences,
  selectLanguage,
  selectTerms,
  (preferences, language, terms) => ({
    ...preferences,
    language,
    isUserTermsChanged: terms.changed,
    userTermsChangedUpdatedAt: terms.updatedAt,
  }),
);

export type GlobalPreferences = ReturnType<typeof selectGlobalPreferences>;

/** A change of the registration-process flag (set while registering, reset after the post-registration redirect). */
export const registrationProcessChanged = (isRegistrationProcess: boolean) => preferencesChanged({ preferences: { isRegistrationProcess } });

/** A new user id resets the profile ids (second document, section 4); logout resets both. */
export const userIdPreferencesChanged = (userId: string) =>
  preferencesChanged({ preferences: { userId, lineProfileId: '', liveProfileId: '', profileIdTimestamp: 0 } });
