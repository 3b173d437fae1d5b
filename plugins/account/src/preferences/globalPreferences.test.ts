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
 * The second document's table of global preferences, row by row, but for the betting and odds rows, which are the
 * sports plugin's (its preferences/bettingPreferences.test.ts). `language` is left out: the path decides it (first
 * document, section 2), falling back to the site's default language; the rows with no default given are not stored.
 */
const SPEC_DEFAULTS: Array<[string, unknown]> = [
  ['appFontSize', 0],
  ['appTheme', 0],
  ['timeZone', 3],
  ['is12h', false],
  ['userId', ''],
  ['isAppCompactView', 0],
  ['isAppLightVersion', 0],
  ['leftSectionDisplayState', 0],
  ['rightSectionDisplayState', 0],
  ['isUserTermsChanged', false],
  ['userTermsChangedUpdatedAt', null],
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

  it('sets and resets the registration-process flag', () => {
    const harness = fresh();
    harness.store.dispatch(registrationProcessChanged(true));
    expect(selectGlobalPreferences(harness.getState()).isRegistrationProcess).toBe(true);
    harness.store.dispatch(registrationProcessChanged(false));
    expect(selectGlobalPreferences(harness.getState()).isRegistrationProcess).toBe(false);
  });
});

describe('the stored user id (a new user, or logout, changes it; the sports plugin then resets its profile ids)', () => {
  let stop: (() => void) | null = null;
  afterEach(() => stop?.());

  function withUser(userId: string) {
    const harness = fresh();
    harness.store.dispatch(preferencesChanged({ preferences: { userId } }));
    const task = harness.start(preferencesSaga);
    stop = () => task.cancel();
    return harness;
  }
  const userIdChanges = (harness: ReturnType<typeof fresh>) =>
    harness.actions.filter(preferencesChanged.match).flatMap(({ preferences }) => (preferences.userId === undefined ? [] : [preferences.userId]));

  it.each([
    ['the same user signs in again', '100001', ['100001']],
    ['another user signs in', '100002', ['100001', '100002']],
  ])('%s', (_, newUser, changes) => {
    const harness = withUser('100001');
    harness.store.dispatch(userIdentified({ userId: newUser }));
    expect(userIdChanges(harness)).toEqual(changes);
    expect(selectGlobalPreferences(harness.getState()).userId).toBe(newUser);
  });

  it('logout resets the user id', () => {
    const harness = withUser('100001');
    harness.store.dispatch(userIdentified({ userId: '100001' }));
    harness.store.dispatch(loggedOut());
    expect(userIdChanges(harness)).toEqual(['100001', '']);
    expect(selectGlobalPreferences(harness.getState()).userId).toBe('');
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
