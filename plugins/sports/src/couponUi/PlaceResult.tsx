import { Link } from 'react-router';
import { useRouteHref, useTranslation } from '@host/sdk';
import { BalanceRow } from './BalanceRow.tsx';
import { useMoney } from './useMoney.ts';
import type { PlacedCoupon } from '../../schemas/sports.ts';

/** The success view after placing: the coupon's number, stake and possible win, and where to follow it. */
export function PlaceResult({ coupon }: { coupon: PlacedCoupon }) {
  const { t } = useTranslation('sports');
  const history = useRouteHref()('opened-bets');
  const money = useMoney();
  return (
    <div className="coupon coupon--placed" role="status">
      <p className="coupon__message">
        <strong>{t('placed_title')}</strong>
      </p>
      <p className="coupon__message">{t('coupon_number', { id: coupon.id })}</p>
      <div className="coupon__row">
        <span>{t('total_stake')}</span>
        <strong>
          {money(coupon.amount, coupon.currency)}
        </strong>
      </div>
      <div className="coupon__row">
        <span>{t('possible_win')}</span>
        <strong>
          {money(coupon.possibleWin, coupon.currency)}
        </strong>
      </div>
      <BalanceRow />
      {history && <Link to={history}>{t('placed_follow')}</Link>}
    </div>
  );
}
