import { useState } from 'react';
import { useTranslation } from '@host/sdk';
import type { Market, SportEvent } from '../../schemas/sports.ts';
import { CORRECT_SCORE_KIND, correctScoreColumns, marketGroupOf, marketGroupsOf, type MarketGroupKey } from './marketGroups.ts';
import { OddsButton } from './OddsButton.tsx';

type Shown = MarketGroupKey | 'all';

/** The longest outcome name that still fits a third of a phone's width beside its price ("1/X", "5+"). */
const SHORT_NAME = 4;

/**
 * A three-way market (1 X 2, double chance) keeps its three prices on one row, even on a phone; so do the rows of a
 * market whose outcomes come in threes with short names (half-time / full-time, exact goals).
 */
const inThrees = (market: Market) => market.outcomes.length === 3 || (market.outcomes.length % 3 === 0 && market.outcomes.every((outcome) => outcome.name.length <= SHORT_NAME));

interface Props {
  event: SportEvent;
  selectedIds: ReadonlySet<string>;
}

/**
 * A game's markets with tabs by group (all, main, goals, halves, handicaps, totals, scores, other: marketGroups.ts)
 * once they fall in two groups or more. A tab whose markets all close (a live game moves on) gives way to all of them.
 */
export function GameMarkets({ event, selectedIds }: Props) {
  const { t } = useTranslation('sports');
  const groups = marketGroupsOf(event.markets);
  const [chosen, setChosen] = useState<Shown>('all');
  const shown: Shown = chosen !== 'all' && groups.includes(chosen) ? chosen : 'all';
  const markets = shown === 'all' ? event.markets : event.markets.filter((market) => marketGroupOf(market) === shown);
  return (
    <>
      {groups.length > 1 && (
        <div className="sports-menu market-tabs" role="group" aria-label={t('market_tabs')}>
          {(['all', ...groups] as Shown[]).map((key) => (
            <button key={key} type="button" className={key === shown ? 'sports-menu__item--active' : undefined} aria-pressed={key === shown} onClick={() => setChosen(key)}>
              {t(`market_group_${key}`)}
            </button>
          ))}
        </div>
      )}
      {markets.map((market) => (
        <section key={market.id} className="market" aria-label={market.name}>
          <h2 className="market__title">{market.name}</h2>
          {market.kind === CORRECT_SCORE_KIND ? (
            <CorrectScore event={event} market={market} selectedIds={selectedIds} />
          ) : (
            <Outcomes event={event} market={market} outcomes={market.outcomes} selectedIds={selectedIds} className={inThrees(market) ? 'market__outcomes market__outcomes--three' : undefined} />
          )}
        </section>
      ))}
    </>
  );
}

interface OutcomesProps {
  event: SportEvent;
  market: Market;
  outcomes: Market['outcomes'];
  selectedIds: ReadonlySet<string>;
}

function Outcomes({ event, market, outcomes, selectedIds, className = 'market__outcomes' }: OutcomesProps & { className?: string }) {
  return (
    <div className={className}>
      {outcomes.map((outcome) => (
        <OddsButton key={outcome.id} event={event} market={market} outcome={outcome} isSelected={selectedIds.has(outcome.id)} showName />
      ))}
    </div>
  );
}

/** Correct score as columns of the home side's wins, the draws and the away side's wins, each headed. */
function CorrectScore({ event, market, selectedIds }: Omit<OutcomesProps, 'outcomes'>) {
  const { t } = useTranslation('sports');
  const columns = correctScoreColumns(market.outcomes);
  const headed = [
    { key: 'home', title: event.home, outcomes: columns.home },
    { key: 'draw', title: t('market_draw'), outcomes: columns.draw },
    { key: 'away', title: event.away, outcomes: columns.away },
  ];
  return (
    <>
      <div className="market__scores">
        {headed.map((column) => (
          <div key={column.key} className="market__score-column">
            <h3 className="market__score-title">{column.title}</h3>
            <Outcomes event={event} market={market} outcomes={column.outcomes} selectedIds={selectedIds} className="market__score-prices" />
          </div>
        ))}
      </div>
      {columns.rest.length > 0 && <Outcomes event={event} market={market} outcomes={columns.rest} selectedIds={selectedIds} />}
    </>
  );
}
