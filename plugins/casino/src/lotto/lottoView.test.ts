import { describe, expect, it } from 'vitest';
import { lottoViewOf } from './lottoView.ts';

describe('lotto sections', () => {
  it('shows the catalogue, the results or one lottery', () => {
    expect(lottoViewOf(undefined, undefined)).toEqual({ section: 'catalog' });
    expect(lottoViewOf('catalog', undefined)).toEqual({ section: 'catalog' });
    expect(lottoViewOf('results', undefined)).toEqual({ section: 'results' });
    expect(lottoViewOf('view', 'euro-6-45')).toEqual({ section: 'view', lottoId: 'euro-6-45' });
  });

  it('shows the catalogue for a view without an id and for an unknown section', () => {
    expect(lottoViewOf('view', undefined)).toEqual({ section: 'catalog' });
    expect(lottoViewOf('jackpots', 'x')).toEqual({ section: 'catalog' });
  });
});
