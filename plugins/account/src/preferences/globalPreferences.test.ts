import { afterEach, describe, expect, it } from 'vitest';
import { languageChanged, loggedOut, preferencesChanged, userIdentified } from '@host/sdk';
import { recordingStore } from '../../../../tests/support/recordingStore.ts';
import { accountSlice, termsStatusReceived } from '../accountSlice.ts';
import { accountFromReply } from '../accounts/accountFromReply.ts';
import { accountsLoaded } from '../accounts/accountsSlice.ts';
import { registrationProcessChanged } from './globalPreferences.ts';
import { selectGlobalPreferences } from './selectGlobalPreferences.ts';
import { preferencesSaga } from './preferencesSaga.ts';

/**
 * The second document's table of global preferences, row by row. `language` is left out: the path decides it (first
 * document, section 2), falling back to the site's default language; the rows with no default given are not stored.
 */
const SPEC_DEFAULTS: Array<[string, unknown]> = [
  ['appFontSize', 0],
  ['appTheme', 0],
  ['appViewType', 0],
  ['coefViewId', 0],
  ['coefIndicationType', 0],
  ['timeZone', 3],
  ['is12h', false],
  ['userId', ''],
  ['lineProfileId', ''],
  ['liveProfileId', ''],
  ['profileIdTimestamp', 0],
  ['isAccumulatorOfTheDay', 1],
  ['isLiveAccumulatorOfTheDay', 1],
  ['isDisplayStatsInNewWindow', 1],
  ['isMoveVideoOnScroll', 1],
  ['isAppCompactView', 0],
  ['isAppLightVersion', 0],
  ['isBestMatchesOnTop', 0],
  ['isBetGenerator', 0],
  ['isDetailedScore', 0],
  ['isShowGameId', 0],
  ['isShowSportsOnly', 0],
  ['isTeamLogosInCoupon', 0],
  ['leftSectionDisplayState', 0],
  ['rightSectionDisplayState', 0],
  ['zoneState', 0],
  ['isUserTermsChanged', false],
  ['userTermsChangedUpdatedAt', null],
  ['partnerHasTaxes', true],
  ['isGroupByCountry', true],
  ['isRegistrationProcess', false],
  ['visuallyImpairedMode', false],
];

const fresh = () => recordingStore({ account: accountSlice.reducer });

describe('global preferences: every default of the spec table', () => {
  it.each(SPEC_DEFAULTS)('%s defaults to %j', (field, value) => {
    expect(selectGlobalPreferences(fresh().getState())).toHaveProperty(field, value);
  });

  it('carries the language and the terms status where they are decided', () => {
    const harness = fresh();
    harness.store.dispatch(languageChanged({ language: 'ru' }));
    harness.store.dispatch(termsStatusReceived({ changed: true, updatedAt: 1_794_000_000 }));
    expect(selectGlobalPreferences(harness.getState())).toMatchObject({ language: 'ru', isUserTermsChanged: true, userTermsChangedUpdatedAt: 1_794_000_000 });
  });

  it('takes a coefViewId only from the allowed list of the view type, else the default', () => {
    const harness = fresh();
    harness.store.dispatch(preferencesChanged({ preferences: { appViewType: 1, coefViewId: 6 } }));
    expect(selectGlobalPreferences(harness.getState())).toMatchObject({ appViewType: 1, coefViewId: 6 });
    // American is no format of the Asian view; 3 is no format at all.
    harness.store.dispatch(preferencesChanged({ preferences: { coefViewId: 2 } }));
    expect(selectGlobalPreferences(harness.getState()).coefViewId).toBe(0);
    harness.store.dispatch(preferencesChanged({ preferences: { appViewType: 0, coefViewId: 3 } }));
    expect(selectGlobalPreferences(harness.getState()).coefViewId).toBe(0);
  });

  it('sets and resets the registration-process flag', () => {
    const harness = fresh();
    harness.store.dispatch(registrationProcessChanged(true));
    expect(selectGlobalPreferences(harness.getState()).isRegistrationProcess).toBe(true);
    harness.store.dispatch(registrationProcessChanged(false));
    expect(selectGlobalPreferences(harness.getState()).isRegistrationProcess).toBe(false);
  });
});

describe('the stored user id (a new user resets the profile ids; logout clears them)', () => {
  let stop: (() => void) | null = null;
  afterEach(() => stop?.());

  function withProfiles(userId: string) {
    const harness = fresh();
    harness.store.dispatch(preferencesChanged({ preferences: { userId, lineProfileId: 'L7', liveProfileId: 'V7', profileIdTimestamp: 1_700_000_000 } }));
    const task = harness.start(preferencesSaga);
    stop = () => task.cancel();
    return harness;
  }
  const profiles = (harness: ReturnType<typeof fresh>) => {
    const { userId, lineProfileId, liveProfileId, profileIdTimestamp } = selectGlobalPreferences(harness.getState());
    return { userId, lineProfileId, liveProfileId, profileIdTimestamp };
  };

  it.each([
    ['the same user signs in again', '100001', { userId: '100001', lineProfileId: 'L7', liveProfileId: 'V7', profileIdTimestamp: 1_700_000_000 }],
    ['another user signs in', '100002', { userId: '100002', lineProfileId: '', liveProfileId: '', profileIdTimestamp: 0 }],
  ])('%s', (_, newUser, expected) => {
    const harness = withProfiles('100001');
    harness.store.dispatch(userIdentified({ userId: newUser }));
    expect(profiles(harness)).toEqual(expected);
  });

  it('logout resets the user id and the profile ids', () => {
    const harness = withProfiles('100001');
    harness.store.dispatch(userIdentified({ userId: '100001' }));
    harness.store.dispatch(loggedOut());
    expect(profiles(harness)).toEqual({ userId: '', lineProfileId: '', liveProfileId: '', profileIdTimestamp: 0 });
  });
});

describe('the defaults of section 9 (currency RUB, time zone 3) wherever the domain config says nothing else', () => {
  const withSite = (geoCurrency?: string) =>
    recordingStore(
      { account: accountSlice.reducer },
      {
        config: {
          site: { site: { companyName: 'N', notFoundUrls: [], ...(geoCurrency ? { geoCurrency } : {}) }, lng: { default: 'ru', available: ['ru', 'en'] }, maintenance: { isActive: false }, features: {} },
          groups: {},
          fromLastKnownGood: false,
        },
      },
    );

  it('is RUB and time zone 3 without a word from the domain', () => {
    expect(selectGlobalPreferences(withSite().getState())).toMatchObject({ currency: 'RUB', timeZone: 3 });
  });

  it("takes the domain's geo currency, and the active account's over it", () => {
    const harness = withSite('EUR');
    expect(selectGlobalPreferences(harness.getState()).currency).toBe('EUR');
    harness.store.dispatch(
      accountsLoaded({ accounts: [accountFromReply({ id: '1', type: 9, iso: 'USD', symbol: '$', currencyId: 840, money: 0, points: 0, isActive: true, label: '' })] }),
    );
    expect(selectGlobalPreferences(harness.getState()).currency).toBe('USD');
  });
});
