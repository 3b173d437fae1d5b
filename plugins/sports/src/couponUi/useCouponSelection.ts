import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { HostState } from '@host/sdk';
import type { CouponMarket } from '../../../../schemas/sports.ts';
import { couponActions } from '../coupon/couponSlice.ts';
import { selectSports } from '../sportsSelectors.ts';
import { oneClickBetRequested } from './couponFlowActions.ts';

/**
 * Whether an outcome is in the coupon, and how to add or take it out. With one-click betting on, a tap places a
 * single at once instead (the saga does it).
 */
export function useCouponSelection(outcomeId: string) {
  const dispatch = useDispatch();
  const isSelected = useSelector((state: HostState) => selectSports(state).coupon.bets.some((bet) => bet.market.id === outcomeId));
  const oneClick = useSelector((state: HostState) => selectSports(state).coupon.settings.isActiveOneClick);
  const toggle = useCallback(
    (market: CouponMarket) => dispatch(oneClick ? oneClickBetRequested(market) : couponActions.betAdded(market, Date.now())),
    [dispatch, oneClick],
  );
  return { isSelected, toggle };
}
