import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectPreferences, useRouteEntry } from '@host/sdk';
import type { PlacedCoupon } from '../../schemas/sports.ts';
import { fetchCouponHistory } from '../api/couponApi.ts';
import { formatEventTime } from '../line/formatEventTime.ts';
import { usePolling } from '../line/usePolling.ts';
import { useMoney } from '../couponUi/useMoney.ts';
import { StatusLabel } from './StatusLabel.tsx';

const HISTORY_POLL_MS = 30_000;
const COUPON_TYPE_KEYS: Readonly<Record<number, string>> = { 0: 'type_single', 1: 'type_express', 2: 'type_system', 9: 'type_multiple' };

/** office/history (every coupon) and user/opened-bets (coupons not settled yet), newest first. */
export default function HistoryPage() {
  const { t } = useTranslation('sports');
  const routeName = useRouteEntry()?.name ?? '';
  const opened = routeName.startsWith('opened-bets');
  const preferences = useSelector(selectPreferences);
  const money = useMoney();
  const { data, error } = usePolling<readonly PlacedCoupon[]>(
    `history:${opened}`,
    (signal) => fetchCouponHistory(opened, signal).then((reply) => reply.coupons),
    HISTORY_POLL_MS,
  );
  return (
    <div className="sports-page history">
      <h1 className="sports-page__title">{t(opened ? 'page_opened-bets' : 'page_office_history')}</h1>
      {error && !data && <p role="alert">{t('history_load_error')}</p>}
      {data === null && !error && <div className="event-list__skeleton" aria-busy="true" />}
      {data?.length === 0 && <p>{t(opened ? 'history_empty_opened' : 'history_empty')}</p>}
      {data?.map((coupon) => (
        <article key={coupon.id} className="history-coupon" data-coupon={coupon.id} aria-label={t('coupon_number', { id: coupon.id })}>
          <div className="history-coupon__head">
            <span>
              {t('coupon_number', { id: coupon.id })} · {t(COUPON_TYPE_KEYS[coupon.typeId])}
              {coupon.typeId === 2 && coupon.systemValue ? ` ${coupon.systemValue}/${coupon.bets.filter((bet) => !bet.isBanker).length}` : ''}
            </span>
            <StatusLabel statusId={coupon.statusId} />
          </div>
          <div className="coupon__row">
            <span>{formatEventTime(coupon.placedAt, preferences)}</span>
            <span>
              {t('stake')}: <strong>{money(coupon.amount, coupon.currency)}</strong> · {t('coef')}: <strong>{coupon.coef}</strong>
            </span>
          </div>
          <div className="coupon__row">
            <span>{coupon.payout !== undefined ? t('payout') : t('possible_win')}</span>
            <strong>
              {money(coupon.payout ?? coupon.possibleWin, coupon.currency)}
            </strong>
          </div>
          <ul className="history-coupon__bets">
            {coupon.bets.map((bet) => (
              <li key={bet.market.id}>
                {bet.market.names.game}: {bet.market.names.market} — {bet.market.names.outcome} @ {bet.market.coef} <StatusLabel statusId={bet.statusId} />
              </li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}
