// @vitest-environment jsdom
import { legacy_createStore as createStore, applyMiddleware, combineReducers } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { couponMarket } from '../coupon/couponFixtures.ts';
import { couponSettingsActions } from '../coupon/couponSettings.ts';
import { couponActions } from '../coupon/couponSlice.ts';
import { loadCouponReducer } from '../coupon/loadCouponReducer.ts';
import { favoritesRestored } from '../favorites/favoritesSlice.ts';
import { sportsSlice } from '../sportsSlice.ts';
import { couponSaga } from './couponSaga.ts';
import { placeClicked } from './couponFlowActions.ts';
import { COUPON_SETTINGS_STORAGE_KEY, COUPON_STORAGE_KEY, FAVORITES_STORAGE_KEY } from './couponStorageKeys.ts';

/** Longer than the saves' delay after a change. */
const SAVE_WAIT_MS = 400;

/** The sports slice beside a visitor's session, and every action seen; the coupon's sagas start at once unless told. */
function visitorStore({ startSagas = true } = {}) {
  // No BFF, config or services here: the workflow's price, limit and config jobs fail and log, which is not tested.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const sagas = createSagaMiddleware();
  const seen: string[] = [];
  const store = createStore(
    combineReducers({
      sports: sportsSlice.reducer,
      session: (state = { userId: null }) => state,
      seen: (state: null = null, action: { type: string }) => {
        seen.push(action.type);
        return state;
      },
    }),
    applyMiddleware(sagas),
  );
  const start = () => sagas.run(couponSaga);
  return { store, seen, start, task: startSagas ? start() : null };
}

// The app dispatches coupon events through loadCouponReducer (a tap, the slip, the restored coupon), which installs
// the reducer in the sports slice; these tests dispatch them straight away.
beforeAll(() => loadCouponReducer());

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the coupon sagas', () => {
  it('leave the storage alone on a visit that only restores it, and save the coupon from its first bet', async () => {
    const { store, task } = visitorStore();
    store.dispatch(favoritesRestored({ eventIds: [7] }));
    store.dispatch(couponSettingsActions.loaded({ oneClickAmount: 50 }));
    await new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS));
    expect([localStorage.getItem(COUPON_STORAGE_KEY), localStorage.getItem(COUPON_SETTINGS_STORAGE_KEY), localStorage.getItem(FAVORITES_STORAGE_KEY)]).toEqual([null, null, null]);

    store.dispatch(couponActions.betAdded(couponMarket('1:1x2:1', 2), 1));
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem(COUPON_STORAGE_KEY) ?? '{}').bets).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]')).toEqual([7]);
    task?.cancel();
  });

  it('save a changed setting at once, before the workflow that saves the coupon has loaded', () => {
    const { store, task } = visitorStore();
    store.dispatch(couponSettingsActions.changed({ changeCoefAction: 1 }));
    expect(JSON.parse(localStorage.getItem(COUPON_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({ changeCoefAction: 1 });
    task?.cancel();
  });

  it('save a setting changed before they started: the sagas load after the first render', () => {
    const { store, start } = visitorStore({ startSagas: false });
    store.dispatch(couponSettingsActions.changed({ changeCoefAction: 1 }));
    expect(localStorage.getItem(COUPON_SETTINGS_STORAGE_KEY)).toBeNull();
    const task = start();
    expect(JSON.parse(localStorage.getItem(COUPON_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({ changeCoefAction: 1 });
    task.cancel();
  });

  it('answer a request made while their code loads: a visitor placing the first bet is asked to sign in', async () => {
    const { store, seen, task } = visitorStore();
    store.dispatch(couponActions.betAdded(couponMarket('1:1x2:1', 2), 1));
    store.dispatch(placeClicked());
    await vi.waitFor(() => expect(seen).toContain('modals/opened'));
    task?.cancel();
  });

  it('answer only the newest of two taps on Place made while their code loads, as they answer taps that follow', async () => {
    const { store, seen, task } = visitorStore();
    const signInAsked = () => seen.filter((type) => type === 'modals/opened').length;
    store.dispatch(couponActions.betAdded(couponMarket('1:1x2:1', 2), 1));
    store.dispatch(placeClicked());
    store.dispatch(placeClicked());
    await vi.waitFor(() => expect(signInAsked()).toBe(1));
    // A tap once the code is there is answered too; by then the two early taps have had every answer they get.
    store.dispatch(placeClicked());
    await vi.waitFor(() => expect(signInAsked()).toBe(2));
    task?.cancel();
  });
});
