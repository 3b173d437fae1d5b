import { openModal, safeStorage, selectUserId, type HostState } from '@host/sdk';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { accountConfigOf } from '../accountConfigOf.ts';
import { selectUserConfig } from '../accountSlice.ts';
import { visitorBusy } from '../registration/visitorBusy.ts';
import { playersOnThisBrowser } from './playersOnThisBrowser.ts';

export const FIRST_DEPOSIT_OFFER_MODAL = 'first-deposit-offer';
/** The players this browser has shown the offer to (the modal records it once it is on screen). */
export const FIRST_DEPOSIT_OFFERED_KEY = 'account.firstDepositOffered';

export const offeredPlayers = () => playersOnThisBrowser(safeStorage('localStorage'), FIRST_DEPOSIT_OFFERED_KEY);

/**
 * The player the offer is for: signed in, whose user config has loaded and says no deposit, where the domain makes the
 * offer; not a player the domain still asks to identify (access rule 7 keeps them off the home route, and a deposit
 * link would send them to the identification page).
 */
const offerFor = (state: HostState): string | null => {
  const userId = selectUserId(state);
  const { loaded, data } = selectUserConfig(state);
  if (userId === null || !loaded || data?.has_deposit !== false || !accountConfigOf(state).firstDepositOffer) return null;
  const mustIdentify = state.config.site?.features.identification === true && data.verification_status === 1;
  return mustIdentify ? null : userId;
};

/**
 * A home section that draws nothing: on the home route it opens the first-deposit bonus modal (first document 4.3)
 * for the player it is for, unless this browser has shown it to them, and not over another modal or a form being
 * filled in (it tries again when those close). The modal's code loads only then.
 */
export function FirstDepositOffer() {
  const userId = useSelector(offerFor);
  const modalsOpen = useSelector((state: HostState) => state.modals.length);
  const { search } = useLocation();
  const dispatch = useDispatch();
  useEffect(() => {
    if (userId === null || offeredPlayers().has(userId) || visitorBusy(document)) return;
    dispatch(openModal(FIRST_DEPOSIT_OFFER_MODAL));
  }, [userId, modalsOpen, search, dispatch]);
  return null;
}
