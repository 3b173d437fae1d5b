import type { PlayerBonus } from '../../schemas/officeApi.ts';

/** How much of a bonus's wagering is done, as a whole percent (0–100); a bonus with nothing to wager is done. */
export function wagerPercent(bonus: Pick<PlayerBonus, 'wagered' | 'wagerRequired'>): number {
  if (bonus.wagerRequired <= 0) return 100;
  return Math.min(100, Math.floor((bonus.wagered / bonus.wagerRequired) * 100));
}

/** The bonuses each bonuses route lists: all, the deposit ones, or those still to be wagered. */
export const BONUS_FILTER_OF_ROUTE: Readonly<Record<string, (bonus: PlayerBonus) => boolean>> = {
  'office.bonuses': () => true,
  'office.bonuses.deposit': (bonus) => bonus.kind === 'deposit',
  'office.bonuses.wager': (bonus) => bonus.status === 'active' && bonus.wagerRequired > 0,
};
