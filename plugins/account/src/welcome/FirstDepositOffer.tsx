import { openModal, safeStorage, selectUserId, type HostState } from '@host/sdk';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { accountConfigOf } from '../accountConfigOf.ts';
import { selectUserConfig } from '../accountSlice.ts';
import { playersOnThisBrowser } from './playersOnThisBrowser.ts';

export const FIRST_DEPOSIT_OFFER_MODAL = 'first-deposit-offer';
/** The players this browser has shown the offer to. */
export const FIRST_DEPOSIT_OFFERED_KEY = 'account.firstDepositOffered';

/** The player the offer is for: signed in, with a loaded user config that has no deposit, where the domain makes it. */
const offerFor = (state: HostState): string | null => {
  const userId = selectUserId(state);
  const hasDeposit = selectUserConfig(state).data?.has_deposit;
  return userId !== null && hasDeposit === false && accountConfigOf(state).firstDepositOffer ? userId : null;
};

/**
 * A home section that draws nothing: on the home route it opens the first-deposit bonus modal (first document 4.3)
 * for the player it is for, once per player on this browser. The modal's code loads only then.
 */
export function FirstDepositOffer() {
  const userId = useSelector(offerFor);
  const dispatch = useDispatch();
  useEffect(() => {
    if (userId === null) return;
    const offered = playersOnThisBrowser(safeStorage('localStorage'), FIRST_DEPOSIT_OFFERED_KEY);
    if (offered.has(userId)) return;
    offered.add(userId);
    dispatch(openModal(FIRST_DEPOSIT_OFFER_MODAL));
  }, [userId, dispatch]);
  return null;
}
