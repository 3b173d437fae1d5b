import { MIN_GRID_COLUMNS } from '../casinoConstants.ts';

/** The geometry of a card grid: columns that fit the width, and one row's height (a 4:3 picture plus its caption). */
export interface GridGeometry {
  columns: number;
  rowHeight: number;
}

/** A card is at least this wide: two columns on the narrowest phones, more as the screen widens. */
export const MIN_CARD_WIDTH_PX = 150;
/** The caption under a picture: two lines of text. */
export const CARD_CAPTION_PX = 46;
export const GRID_GAP_PX = 8;

/** The columns of a card grid `width` pixels wide: as many cards of the least width as fit, never fewer than a phone's. */
export const gridColumns = (width: number) => Math.max(MIN_GRID_COLUMNS, Math.floor((width + GRID_GAP_PX) / (MIN_CARD_WIDTH_PX + GRID_GAP_PX)));

export function gridGeometry(width: number): GridGeometry {
  const columns = gridColumns(width);
  const cardWidth = (width - GRID_GAP_PX * (columns - 1)) / columns;
  return { columns, rowHeight: Math.round((cardWidth * 3) / 4 + CARD_CAPTION_PX + GRID_GAP_PX) };
}

/**
 * The rows to draw: those between the top and the bottom of the viewport, plus `overscan` on each side. `gridTop` is
 * the grid's distance from the top of the viewport (negative once scrolled past). Returns [first, end).
 */
export function visibleRows(gridTop: number, viewportHeight: number, rowHeight: number, rowCount: number, overscan: number): [number, number] {
  if (rowCount === 0 || rowHeight <= 0) return [0, 0];
  const first = Math.floor(-gridTop / rowHeight);
  const last = Math.ceil((viewportHeight - gridTop) / rowHeight);
  return [Math.max(0, Math.min(rowCount, first - overscan)), Math.max(0, Math.min(rowCount, last + overscan))];
}
