import { type HostState } from '@host/sdk';
import { useSelector } from 'react-redux';
import type { PlacedCoupon } from '../../schemas/sports.ts';
import { fetchCashOutOffers } from '../api/cashOutApi.ts';
import { couponConfigOf } from '../couponUi/couponConfigOf.ts';
import { usePolling } from '../line/usePolling.ts';

/** How often the offers on open bets are asked again: prices move, and an offer is worth what they are. */
export const CASH_OUT_POLL_MS = 5_000;

const NO_OFFERS: ReadonlyMap<string, number | null> = new Map();

/** Whether a coupon can still be cashed out: not settled, not cashed out. */
export const isOpenCoupon = (coupon: PlacedCoupon) => coupon.statusId < 0 && !coupon.isCashedOut;

/**
 * The platform's cash-out offer for each open coupon shown, asked again every few seconds; none where the domain has
 * no cash out, for a player the platform refuses (a 403 while they may not gamble) and until the first answer.
 */
export function useCashOutOffers(coupons: readonly PlacedCoupon[] | null): ReadonlyMap<string, number | null> {
  const enabled = useSelector((state: HostState) => couponConfigOf(state)?.cashOut === true);
  const open = enabled ? (coupons ?? []).filter(isOpenCoupon) : [];
  const ids = open.map((coupon) => coupon.id);
  // A part cashed out changes what the bet is worth: the key names each coupon's state, so the offers on screen are
  // dropped and asked again at once, never shown for the bet as it was.
  const { data, error } = usePolling<ReadonlyMap<string, number | null>>(
    `cash-out:${open.map((coupon) => `${coupon.id}.${coupon.cashOuts?.length ?? 0}`).join(',')}`,
    async (signal) => {
      if (ids.length === 0) return NO_OFFERS;
      const { offers } = await fetchCashOutOffers(ids, signal);
      return new Map(offers.map((offer) => [offer.couponId, offer.amount]));
    },
    CASH_OUT_POLL_MS,
  );
  // An offer is worth what the prices are now: after a failed ask (a lost connection, a player the platform now
  // refuses) the last ones are not shown.
  return error ? NO_OFFERS : (data ?? NO_OFFERS);
}
