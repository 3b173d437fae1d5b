import { describe, expect, it } from 'vitest';
import { matchesSearch, normaliseSearch } from './normaliseSearch.ts';

describe('search normalisation', () => {
  it('ignores case, diacritics and extra spaces', () => {
    expect(normaliseSearch('  Bóok   of RÄ ')).toBe('book of ra');
    expect(normaliseSearch('Crème Brûlée')).toBe('creme brulee');
    expect(normaliseSearch('ÉLDORADO')).toBe(normaliseSearch('eldorado'));
  });

  it('keeps letters of other scripts, lower-cased', () => {
    expect(normaliseSearch('Золото Ацтеков')).toBe('золото ацтеков');
  });

  it('matches a name when every word of the text is in it', () => {
    expect(matchesSearch('Pragmatic Play', normaliseSearch('PLAY prag'))).toBe(true);
    expect(matchesSearch('Pragmàtic Play', 'pragmatic')).toBe(true);
    expect(matchesSearch('NetEnt', 'play')).toBe(false);
    expect(matchesSearch('NetEnt', '')).toBe(true);
  });
});
