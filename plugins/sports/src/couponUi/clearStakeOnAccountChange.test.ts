import { legacy_createStore as createStore, applyMiddleware, combineReducers } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { describe, expect, it, vi } from 'vitest';
import { couponMarket } from '../coupon/couponFixtures.ts';
import { couponActions, couponReducer } from '../coupon/couponSlice.ts';
import { clearStakeOnAccountChange } from './couponSaga.ts';

describe('changing the active account', () => {
  it('clears the typed stake (amount 0) and keeps the selections', async () => {
    const sagas = createSagaMiddleware();
    const store = createStore(combineReducers({ coupon: couponReducer }), applyMiddleware(sagas));
    sagas.run(clearStakeOnAccountChange);
    store.dispatch(couponActions.betAdded(couponMarket('1:1x2:1', 2), 1));
    store.dispatch(couponActions.amountChanged(250));
    expect(store.getState().coupon.amount).toBe(250);
    store.dispatch({ type: 'accounts/activeChanged', accountId: '2' });
    // The job makes sure the coupon reducer is loaded before it puts its event: a step later.
    await vi.waitFor(() => expect(store.getState().coupon.amount).toBe(0));
    expect(store.getState().coupon.bets).toHaveLength(1);
  });
});
