import type { Promotion } from '../../schemas/casinoApi.ts';

/** The sections of bonus/casino (first document 2.8), by route name. */
export type BonusSection = 'overview' | 'promotions' | 'tournaments' | 'results' | 'daily-challenges' | 'promo' | 'item';

export function bonusSectionOf(routeName: string): BonusSection {
  const section = routeName.replace(/^casino\.bonus\.?/, '');
  if (section === '') return 'overview';
  if (section === 'promotions' || section === 'tournaments' || section === 'results' || section === 'daily-challenges' || section === 'promo' || section === 'item') return section;
  return 'overview';
}

/** The promotions a section lists: each kind has its section; the overview and an unknown section list them all. */
export function promotionsOf(section: BonusSection, promotions: readonly Promotion[]): readonly Promotion[] {
  if (section === 'promotions') return promotions.filter((promotion) => promotion.kind === 'promotion');
  if (section === 'daily-challenges') return promotions.filter((promotion) => promotion.kind === 'daily-challenge');
  if (section === 'promo') return promotions.filter((promotion) => promotion.kind === 'promo');
  return promotions;
}
