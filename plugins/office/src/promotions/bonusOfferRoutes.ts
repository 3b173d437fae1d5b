import { selectConfigGroup, type HostState } from '@host/sdk';
import { validate_officeConfig } from '../generated/validate_officeConfig.js';

export const OFFICE_CONFIG_GROUP = 'office';

/** The bonus route pairs and their offers counterparts (second document: they swap by the promo-bonus-to-offer setting). */
export const BONUS_OFFER_PAIRS: ReadonlyArray<readonly [bonusRoute: string, offerRoute: string]> = [
  ['bonuses', 'bonuses-offers'],
  ['bonus-partner', 'bonus-offer-partner'],
  ['bonus', 'bonus-offer'],
  ['bonuses-games', 'bonuses-offers-games'],
];

/** Whether the domain shows the offers routes instead of the bonus routes; an invalid group is logged and reads as off. */
export function promoBonusToOffer(state: HostState): boolean {
  const group = selectConfigGroup(OFFICE_CONFIG_GROUP)(state);
  if (group === undefined) return false;
  if (!validate_officeConfig(group)) {
    console.warn('[office] config group "office" is invalid; the bonus routes apply', validate_officeConfig.errors?.[0]);
    return false;
  }
  return (group as { promoBonusToOffer?: boolean }).promoBonusToOffer === true;
}

/** The route that stands for `routeName` under the setting: its counterpart when the setting swaps it away, else itself. */
export function bonusOfferRoute(routeName: string, toOffer: boolean): string {
  for (const [bonusRoute, offerRoute] of BONUS_OFFER_PAIRS) {
    if (toOffer && routeName === bonusRoute) return offerRoute;
    if (!toOffer && routeName === offerRoute) return bonusRoute;
  }
  return routeName;
}
