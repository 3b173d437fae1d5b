import { useRouteEntry, useRouteHref } from '@host/sdk';
import { useSelector } from 'react-redux';
import { useLocation, useParams } from 'react-router';
import { bonusOfferRoute, promoBonusToOffer } from './bonusOfferRoutes.ts';

/**
 * Where the page must send the visitor when the promo-bonus-to-offer setting swaps its route away (same parameters
 * and query), or null to stay; and the route name a link to a sibling should use.
 */
export function useBonusOfferSwap() {
  const route = useRouteEntry();
  const params = useParams();
  const { search } = useLocation();
  const href = useRouteHref();
  const toOffer = useSelector(promoBonusToOffer);
  const name = route?.name ?? '';
  const target = bonusOfferRoute(name, toOffer);
  const redirect = target !== name ? href(target, params) : null;
  return { redirect: redirect ? `${redirect}${search}` : null, linkTo: (routeName: string) => bonusOfferRoute(routeName, toOffer), routeName: name };
}
