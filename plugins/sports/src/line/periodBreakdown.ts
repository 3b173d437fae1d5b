/**
 * The score of each period, as a game's header shows it under the score ("1:0, 0:2"), or null while there is only
 * one period: its score is the game's, which the header already shows.
 */
export function periodBreakdown(periodScores: ReadonlyArray<{ home: number; away: number }> | undefined): string | null {
  if (!periodScores || periodScores.length < 2) return null;
  return periodScores.map((period) => `${period.home}:${period.away}`).join(', ');
}
