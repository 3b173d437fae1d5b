import type { BonusGameRoute } from './bonusGameRoute.ts';

/**
 * How each bonus game is played: the wheel is spun (no choice), the others let the player pick one of their items
 * (the choice sent to the BFF is the item's index, from 0). The result always comes from the BFF.
 */
export interface BonusBoard {
  kind: 'spin' | 'pick';
  /** Items to pick from. */
  items: number;
  /** The drawing of an item: a plain geometric character every system font has (no emoji). */
  symbol: string;
}

export const BONUS_BOARDS: Readonly<Record<BonusGameRoute, BonusBoard>> = {
  'fortuna-bonus': { kind: 'spin', items: 8, symbol: '\u2605' },
  'chest-bonus': { kind: 'pick', items: 3, symbol: '\u25A3' },
  'memory-bonus': { kind: 'pick', items: 12, symbol: '?' },
  'safe-bonus': { kind: 'pick', items: 10, symbol: '\u25C9' },
  'lottery-bonus': { kind: 'pick', items: 20, symbol: '\u2726' },
  'dragon-bonus': { kind: 'pick', items: 5, symbol: '\u25CF' },
};
