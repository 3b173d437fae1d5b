import { useOptionalService, type HostState } from '@host/sdk';
import { accountsService } from '../../../account/contract/index.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { PromoCodeRefusal } from '../../schemas/promoCodes.ts';
import { couponApi } from '../api/lazyApis.ts';
import { promoCodeActions } from '../coupon/promoCodeReducer.ts';
import { promoCodeSlip, selectPromoSlipKey } from '../coupon/promoCodeSlip.ts';
import { sportsRootSelector } from '../sportsRootSelector.ts';
import { placeFailureOf, PROMO_CODE_REFUSAL_CODES } from './placeFailureOf.ts';
import { usePayingAccount, useSportsSelector } from './useSportsSelector.ts';

/** Why the slip's promo code field says no: the server's refusal, or a check that did not get an answer. */
export type PromoCodeProblem = PromoCodeRefusal | 'check_failed';

const problemOf = (error: unknown): PromoCodeProblem => {
  const { code } = placeFailureOf(error);
  return (PROMO_CODE_REFUSAL_CODES as readonly string[]).includes(code) ? (code as PromoCodeRefusal) : 'check_failed';
};

/**
 * The server's side of the slip's promo code while the field is open: the offered codes for the slip, and a check of
 * the applied code whenever the selections, the type or the paying account change (a code refused then is
 * removed, and the field says why). `apply` checks a code the bettor picked or typed.
 */
export function usePromoCodeChecks(open: boolean) {
  const dispatch = useDispatch();
  const store = useStore<HostState>();
  const accounts = useOptionalService(accountsService);
  const accountId = usePayingAccount()?.id ?? null;
  const slipKey = useSportsSelector(selectPromoSlipKey);
  const [problem, setProblem] = useState<PromoCodeProblem | null>(null);
  const [checking, setChecking] = useState(false);
  const slipNow = useCallback(() => (accountId === null ? null : promoCodeSlip(sportsRootSelector(accounts)(store.getState()), accountId)), [accounts, accountId, store]);
  // The newest answer wins: a slower answer for an older slip is dropped.
  const generation = useRef(0);

  useEffect(() => {
    const slip = slipNow();
    if (!open || !slip || slip.bets.length === 0) return;
    const controller = new AbortController();
    const applied = sportsRootSelector(accounts)(store.getState()).coupon.promoCode;
    void couponApi().then(async (api) => {
      const [offers, recheck] = await Promise.allSettled([
        api.fetchPromoCodeOffers(slip, controller.signal),
        applied ? api.checkPromoCode({ ...slip, code: applied.code }, controller.signal) : Promise.resolve(null),
      ]);
      if (controller.signal.aborted) return;
      if (offers.status === 'fulfilled') dispatch(promoCodeActions.offered({ promoCodes: offers.value.promoCodes }));
      if (recheck.status === 'fulfilled' && recheck.value) dispatch(promoCodeActions.applied({ effect: recheck.value }));
      if (recheck.status === 'rejected') {
        const found = problemOf(recheck.reason);
        // Only a refusal removes the code: a lost connection leaves it to the placing, which checks it again.
        if (found !== 'check_failed') dispatch(promoCodeActions.removed());
        setProblem(found);
      }
    });
    return () => controller.abort();
    // slipKey stands for the slip's parts a code depends on; the slip itself is read when they change.
  }, [open, slipKey, accountId, slipNow, accounts, store, dispatch]);

  const apply = useCallback(
    async (code: string) => {
      const slip = slipNow();
      if (!slip) return;
      const mine = ++generation.current;
      setChecking(true);
      setProblem(null);
      try {
        const api = await couponApi();
        const effect = await api.checkPromoCode({ ...slip, code: code.trim() });
        if (mine === generation.current) dispatch(promoCodeActions.applied({ effect }));
      } catch (error) {
        if (mine === generation.current) setProblem(problemOf(error));
      } finally {
        if (mine === generation.current) setChecking(false);
      }
    },
    [slipNow, dispatch],
  );

  const remove = useCallback(() => {
    setProblem(null);
    dispatch(promoCodeActions.removed());
  }, [dispatch]);

  return { apply, remove, problem, checking };
}
