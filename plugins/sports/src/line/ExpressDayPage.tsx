import { useTranslation } from '@host/sdk';
import { useDispatch } from 'react-redux';
import type { ExpressDay } from '../../schemas/sports.ts';
import { fetchExpressDay } from '../api/sportsApi.ts';
import { totalCoef } from '../coupon/couponMaths.ts';
import { COUPON_TYPE } from '../coupon/couponConstants.ts';
import { expressDayRequested } from '../couponUi/couponFlowActions.ts';
import { useOddsFormat } from '../odds/useOddsFormat.ts';
import { LINE_LIST_MS } from './pollIntervals.ts';
import { usePolling } from './usePolling.ts';

/** express-day: the operator's express of the day, loaded into the coupon with one tap. */
export default function ExpressDayPage() {
  const { t } = useTranslation('sports');
  const dispatch = useDispatch();
  const format = useOddsFormat();
  const { data, error } = usePolling<ExpressDay>('express-day', (signal) => fetchExpressDay(signal), LINE_LIST_MS);
  return (
    <div className="sports-page">
      <h1 className="sports-page__title">{t('page_express-day')}</h1>
      {error && !data && <p role="alert">{t('events_load_error')}</p>}
      {data && (
        <section className="market" aria-label={t('page_express-day')}>
          <ul className="coupon__bets">
            {data.markets.map((market) => (
              <li key={market.id} className="coupon-bet">
                <span className="coupon-bet__game">{market.names.champ}</span>
                <span>
                  {market.names.game} — <strong>{market.names.outcome}</strong>
                </span>
                <span className="coupon-bet__coef">{format(market.coef)}</span>
              </li>
            ))}
          </ul>
          <div className="coupon__row">
            <span>{t('total_coef')}</span>
            <strong>{format(totalCoef({ typeId: COUPON_TYPE.express, systemValue: 0, legs: data.markets.map((market) => ({ coef: market.coef, isBanker: false })) }))}</strong>
          </div>
          <button type="button" className="button button--accent" onClick={() => dispatch(expressDayRequested())}>
            {t('express_day_add')}
          </button>
        </section>
      )}
    </div>
  );
}
