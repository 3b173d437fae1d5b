import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectPreferences } from '@host/sdk';
import { formatOdds, ODDS_FORMAT_IDS, type OddsFormatId } from './oddsFormat.ts';

/**
 * Formats prices in the bettor's odds format (the global preference coefViewId); an unknown id shows decimals.
 * Texts are cached per price: a live list formats the same few hundred prices on every update.
 */
export function useOddsFormat(): (decimal: number) => string {
  const coefViewId = useSelector(selectPreferences).coefViewId;
  const formatId: OddsFormatId = (ODDS_FORMAT_IDS as readonly number[]).includes(coefViewId) ? (coefViewId as OddsFormatId) : 0;
  return useMemo(() => {
    const texts = new Map<number, string>();
    return (decimal: number) => {
      let text = texts.get(decimal);
      if (text === undefined) {
        text = formatOdds(decimal, formatId);
        texts.set(decimal, text);
      }
      return text;
    };
  }, [formatId]);
}
