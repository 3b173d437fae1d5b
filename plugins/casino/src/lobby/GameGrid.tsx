import { useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import { memo, useEffect } from 'react';
import type { GameCard } from '../../schemas/casinoApi.ts';
import { CASINO_NS, EAGER_ROWS, GRID_OVERSCAN_ROWS, GRID_PREFETCH_ROWS } from '../casinoConstants.ts';
import { useFavorites } from '../favorites/useFavorites.ts';
import { gameParams, gameRouteOf } from './gameHref.ts';
import { GameCardView } from './GameCardView.tsx';
import { useWindowedGrid } from './useWindowedGrid.ts';

interface Props {
  items: readonly GameCard[];
  /** Every game of the view, loaded or not: the grid is as tall as all of them from the start. */
  total: number;
  /** Asked for when a card at `index` is about to show. */
  onNeed?: (index: number) => void;
}

/**
 * A virtualised grid of game cards: only the rows near the viewport are in the DOM, so a list of 1,500 games scrolls
 * and types as lightly as one of 20. Cards not loaded yet are placeholders of the same size. It draws again only when
 * its games change, not with every key typed into the search above it.
 */
export const GameGrid = memo(function GameGrid({ items, total, onNeed }: Props) {
  const { t } = useTranslation(CASINO_NS);
  const href = useRouteHref();
  const gameRoute = gameRouteOf(useRouteEntry()?.name ?? '');
  const { favorites, toggle } = useFavorites();
  const grid = useWindowedGrid(total, GRID_OVERSCAN_ROWS);
  const [firstRow, endRow] = grid.rows;
  const firstIndex = firstRow * grid.columns;
  const endIndex = Math.min(total, endRow * grid.columns);

  // Asked again when a page arrives too: a fast scroll may already be past it.
  useEffect(() => {
    if (endIndex > 0) onNeed?.(Math.min(total - 1, endIndex - 1 + GRID_PREFETCH_ROWS * grid.columns));
  }, [endIndex, total, grid.columns, items.length, onNeed]);

  const cells = [];
  for (let index = firstIndex; index < endIndex; index += 1) {
    const game = items[index];
    cells.push(
      game ? (
        <GameCardView
          key={game.id}
          game={game}
          href={href(gameRoute, gameParams(game))}
          favorite={favorites.has(game.id)}
          onToggleFavorite={toggle}
          eager={index < EAGER_ROWS * grid.columns}
        />
      ) : (
        <div key={`placeholder-${index}`} className="casino-card casino-card--placeholder" aria-hidden="true" />
      ),
    );
  }

  return (
    <section
      ref={grid.ref}
      className="casino-grid"
      aria-label={t('games_list', { count: total })}
      style={{ height: Math.ceil(total / grid.columns) * grid.rowHeight }}
    >
      <div
        className="casino-grid__window"
        style={{ transform: `translateY(${firstRow * grid.rowHeight}px)`, gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`, gridAutoRows: `${grid.rowHeight}px` }}
      >
        {cells}
      </div>
    </section>
  );
});
