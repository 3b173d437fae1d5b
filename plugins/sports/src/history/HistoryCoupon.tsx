import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { formatDateTime, selectLanguage, selectPreferences, useTranslation } from '@host/sdk';
import type { PlacedCoupon } from '../../schemas/sports.ts';
import { useMoney } from '../couponUi/useMoney.ts';
import { useOddsFormat } from '../odds/useOddsFormat.ts';
import { StatusLabel } from './StatusLabel.tsx';

const COUPON_TYPE_KEYS: Readonly<Record<number, string>> = { 0: 'type_single', 1: 'type_express', 2: 'type_system', 9: 'type_multiple' };

/**
 * One placed coupon of the history: its number (a link to its own page when `href` is given), stake, result, the parts
 * cashed out, and bets; `children` go at its end (the cash-out panel of an open bet).
 */
export function HistoryCoupon({ coupon, href, children }: { coupon: PlacedCoupon; href?: string | null; children?: ReactNode }) {
  const { t } = useTranslation('sports');
  const preferences = useSelector(selectPreferences);
  const lang = useSelector(selectLanguage);
  const money = useMoney();
  // The slip's rounding and format: the server keeps 3 places (9.868), the slip showed 9.86 for the same coupon.
  const formatOdds = useOddsFormat();
  const number = t('coupon_number', { id: coupon.id });
  return (
    <article className="history-coupon" data-coupon={coupon.id} aria-label={number}>
      <div className="history-coupon__head">
        <span>
          {href ? <Link to={href}>{number}</Link> : number} · {t(COUPON_TYPE_KEYS[coupon.typeId])}
          {coupon.typeId === 2 && coupon.systemValue ? ` ${coupon.systemValue}/${coupon.bets.filter((bet) => !bet.isBanker).length}` : ''}
        </span>
        {coupon.isCashedOut ? <span className="status-label status-label--won" data-testid="history-coupon-cashed-out">{t('cashed_out')}</span> : <StatusLabel statusId={coupon.statusId} />}
      </div>
      <div className="coupon__row">
        <span data-testid="history-coupon-placed">{formatDateTime(lang, coupon.placedAt, preferences)}</span>
        <span>
          {t('stake')}: <strong>{money(coupon.amount, coupon.currency)}</strong> · {t('coef')}: <strong data-testid="history-coupon-coef">{formatOdds(coupon.coef)}</strong>
        </span>
      </div>
      <div className="coupon__row">
        <span>{coupon.isCashedOut ? t('cashed_out') : coupon.payout !== undefined ? t('payout') : t('possible_win')}</span>
        <strong>{money(coupon.payout ?? coupon.possibleWin, coupon.currency)}</strong>
      </div>
      {/* The parts sold: each, while the rest is on; of a bet sold whole, only when it went in several. */}
      {(!coupon.isCashedOut || (coupon.cashOuts?.length ?? 0) > 1) &&
        coupon.cashOuts?.map((part) => (
          <div className="coupon__row" key={part.requestId} data-testid="history-coupon-cash-out">
            <span>{t('cashed_out_part', { amount: money(part.amount, coupon.currency), stake: money(part.stake, coupon.currency) })}</span>
            <span>{formatDateTime(lang, part.at, preferences)}</span>
          </div>
        ))}
      {coupon.promoCode && (
        <div className="coupon__row" data-testid="history-coupon-promo">
          <span>{t('promo_code_on_coupon', { code: coupon.promoCode.code, percent: coupon.promoCode.boostPercent })}</span>
          {coupon.payout === undefined && <strong>+{money(coupon.promoCode.boost, coupon.currency)}</strong>}
        </div>
      )}
      <ul className="history-coupon__bets">
        {coupon.bets.map((bet) => (
          <li key={bet.market.id}>
            {bet.market.names.game}: {bet.market.names.market} — {bet.market.names.outcome} @ {formatOdds(bet.market.coef)} <StatusLabel statusId={bet.statusId} />
          </li>
        ))}
      </ul>
      {children}
    </article>
  );
}
