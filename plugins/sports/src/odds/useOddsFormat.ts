import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { selectPreferences } from '@host/sdk';
import { formatOdds, ODDS_FORMAT_IDS, type OddsFormatId } from './oddsFormat.ts';

/** Formats prices in the bettor's odds format (the global preference coefViewId); an unknown id shows decimals. */
export function useOddsFormat(): (decimal: number) => string {
  const coefViewId = useSelector(selectPreferences).coefViewId;
  const formatId: OddsFormatId = (ODDS_FORMAT_IDS as readonly number[]).includes(coefViewId) ? (coefViewId as OddsFormatId) : 0;
  return useCallback((decimal: number) => formatOdds(decimal, formatId), [formatId]);
}
