import { use, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectBettingPreferencesSet } from '../sportsSlice.ts';
import { formatDecimalOdds } from './decimalOdds.ts';
import { loadOddsFormats } from './loadOddsFormats.ts';
import { ODDS_FORMAT, oddsFormatIdOf } from './oddsFormatIds.ts';

/**
 * Formats prices in the bettor's odds format (the betting preference coefViewId); an unknown id shows decimals.
 * Decimals need no more code; another format suspends the component until its rules are loaded (once per page).
 * Texts are cached per price: a live list formats the same few hundred prices on every update.
 */
export function useOddsFormat(): (decimal: number) => string {
  const formatId = oddsFormatIdOf(useSelector(selectBettingPreferencesSet).coefViewId);
  const formats = formatId === ODDS_FORMAT.decimal ? null : use(loadOddsFormats());
  return useMemo(() => {
    const format = formats ? (decimal: number) => formats.formatOdds(decimal, formatId) : formatDecimalOdds;
    const texts = new Map<number, string>();
    return (decimal: number) => {
      let text = texts.get(decimal);
      if (text === undefined) {
        text = format(decimal);
        texts.set(decimal, text);
      }
      return text;
    };
  }, [formats, formatId]);
}
