import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { useRouteHref, useTranslation } from '@host/sdk';
import { couponActions } from '../coupon/couponSlice.ts';
import { HistoryCoupon } from '../history/HistoryCoupon.tsx';
import { BalanceRow } from './BalanceRow.tsx';
import { ReceiptShare } from './ReceiptShare.tsx';
import type { PlacedCoupon } from '../../schemas/sports.ts';

/**
 * The receipt after placing: the coupon as open bets will show it (number, type, date, stake, odds, possible win and
 * each selection), the balance, where to follow it, and a close button that empties the slip (on a phone the
 * receipt fills the slip's sheet until then); following it to open bets closes it too. Its selections can be bet
 * again (back in the slip at today's prices, refreshed as soon as they are there) or shared by a code.
 */
export function PlaceResult({ coupon }: { coupon: PlacedCoupon }) {
  const { t } = useTranslation('sports');
  const dispatch = useDispatch();
  const history = useRouteHref()('opened-bets');
  const close = () => dispatch(couponActions.receiptClosed());
  return (
    <div className="coupon coupon--placed" role="status">
      <p className="coupon__message">
        <strong>{t('placed_title')}</strong>
      </p>
      <HistoryCoupon coupon={coupon} />
      <BalanceRow />
      <div className="coupon__row">
        {/* Open bets show the coupon: following it there is done with the receipt. */}
        {history && (
          <Link to={history} onClick={close}>
            {t('placed_follow')}
          </Link>
        )}
        <button type="button" className="button" onClick={() => dispatch(couponActions.reusedFromReceipt(coupon, Date.now()))}>
          {t('receipt_reuse')}
        </button>
        <button type="button" className="button" onClick={close}>
          {t('placed_close')}
        </button>
      </div>
      <ReceiptShare />
    </div>
  );
}
