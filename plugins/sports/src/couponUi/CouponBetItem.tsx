import { useTranslation } from '@host/sdk';
import { useDispatch } from 'react-redux';
import type { CouponBet } from '../coupon/couponSlice.ts';
import { couponActions } from '../coupon/couponSlice.ts';
import { useOddsFormat } from '../odds/useOddsFormat.ts';

/** One selection of the slip: what it is, its price (marked when it moved), banker toggle in a system, remove. */
export function CouponBetItem({ bet, isSystem }: { bet: CouponBet; isSystem: boolean }) {
  const { t } = useTranslation('sports');
  const dispatch = useDispatch();
  const format = useOddsFormat();
  const { market } = bet;
  const moved = bet.previousCoef === undefined ? null : market.coef > bet.previousCoef ? 'up' : 'down';
  return (
    <li className={`coupon-bet${bet.isBlocked ? ' coupon-bet--blocked' : ''}`} data-bet={market.id}>
      <span className="coupon-bet__game">
        {market.isLive && <span className="event-row__live-badge">{t('live_badge')} </span>}
        {market.names.game}
      </span>
      <span>
        {market.names.market}: <strong>{market.names.outcome}</strong>
        {bet.isBlocked && <em> · {t('bet_blocked')}</em>}
        {bet.isDepend && <em> · {t('bet_depend')}</em>}
      </span>
      <span className={`coupon-bet__coef${moved ? ` coupon-bet__coef--${moved}` : ''}`} data-testid="coupon-bet-coef">
        {moved && <s aria-label={t('previous_coef')}>{format(bet.previousCoef!)}</s>} {format(market.coef)}
      </span>
      <button type="button" className="coupon-bet__remove" aria-label={t('remove_bet', { outcome: market.names.outcome })} onClick={() => dispatch(couponActions.betRemoved(market.id))}>
        ×
      </button>
      {isSystem && (
        <label className="coupon-bet__banker">
          <input type="checkbox" checked={bet.isBanker} onChange={() => dispatch(couponActions.bankerToggled(market.id))} /> {t('banker')}
        </label>
      )}
    </li>
  );
}
