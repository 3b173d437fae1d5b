import { describe, expect, it } from 'vitest';
import { CARD_CAPTION_PX, GRID_GAP_PX, gridGeometry, MIN_CARD_WIDTH_PX, visibleRows } from './gridWindow.ts';

describe('the virtual grid window', () => {
  it('pins its card sizes', () => {
    expect({ MIN_CARD_WIDTH_PX, CARD_CAPTION_PX, GRID_GAP_PX }).toEqual({ MIN_CARD_WIDTH_PX: 150, CARD_CAPTION_PX: 46, GRID_GAP_PX: 8 });
  });

  it('fits two columns on a phone and more on wider screens, rows as tall as a 4:3 picture and its caption', () => {
    expect(gridGeometry(388)).toEqual({ columns: 2, rowHeight: Math.round((190 * 3) / 4 + 46 + 8) });
    expect(gridGeometry(1100).columns).toBe(7);
    expect(gridGeometry(100).columns).toBe(2);
  });

  it('draws the rows in view and the overscan around them', () => {
    expect(visibleRows(0, 800, 200, 100, 2)).toEqual([0, 6]);
    expect(visibleRows(-1000, 800, 200, 100, 2)).toEqual([3, 11]);
    expect(visibleRows(-19_900, 800, 200, 100, 2)).toEqual([97, 100]);
    expect(visibleRows(900, 800, 200, 100, 2)).toEqual([0, 2]);
  });

  it('draws nothing for an empty grid', () => {
    expect(visibleRows(0, 800, 200, 0, 2)).toEqual([0, 0]);
  });
});
