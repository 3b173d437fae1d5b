import { memo, useRef } from 'react';
import type { Market, Outcome, SportEvent } from '../../schemas/sports.ts';
import { loadCouponReducer } from '../coupon/loadCouponReducer.ts';
import { LOCK_ICON } from '../icons.tsx';
import { Icon } from '@host/sdk';
import { useLine } from './LineContext.tsx';
import { toCouponMarket } from './toCouponMarket.ts';

/** Names like 1, X, 2, 1X fit beside a price in a list row; team names do not. */
const SHORT_NAME_LENGTH = 3;

interface Props {
  event: SportEvent;
  market: Market;
  outcome: Outcome;
  isSelected: boolean;
  /** Shows the outcome's full name beside the price (game page); lists show short names (1, X, 2) only. */
  showName?: boolean;
}

/**
 * One price: adds its outcome to the coupon or takes it out again. A price that moved since the last render is
 * marked up or down; a blocked outcome cannot be added.
 */
export const OddsButton = memo(function OddsButton({ event, market, outcome, isSelected, showName = false }: Props) {
  const { t, formatOdds, pick, named } = useLine();
  const previous = useRef(outcome.coef);
  const movement = outcome.coef > previous.current ? 'up' : outcome.coef < previous.current ? 'down' : null;
  previous.current = outcome.coef;
  const label = `${market.name}: ${outcome.name}`;
  return (
    <button
      type="button"
      className={`odds${isSelected ? ' odds--selected' : ''}${movement ? ` odds--${movement}` : ''}`}
      aria-pressed={isSelected}
      aria-label={outcome.isBlocked ? t('odds_blocked', { label }) : `${label} ${formatOdds(outcome.coef)}`}
      disabled={outcome.isBlocked}
      data-outcome={outcome.id}
      onPointerDown={loadCouponReducer}
      onClick={() => pick(toCouponMarket(event, market, outcome, named(`sport_${event.sportSlug}`, event.sportSlug)), isSelected)}
    >
      {(showName || outcome.name.length <= SHORT_NAME_LENGTH) && <span className="odds__name">{outcome.name}</span>}
      <span className="odds__value">{outcome.isBlocked ? <Icon path={LOCK_ICON} /> : formatOdds(outcome.coef)}</span>
    </button>
  );
});
