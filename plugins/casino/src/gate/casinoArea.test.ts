import { describe, expect, it } from 'vitest';
import pluginJson from '../../plugin.json';
import { CASINO_AREA } from '../casinoConstants.ts';

describe('the casino as a gambling area', () => {
  it('declares in plugin.json the one area it asks the limits service about', () => {
    expect(CASINO_AREA).toBe('casino');
    expect(pluginJson.gamblingAreas).toEqual([CASINO_AREA]);
  });
});
