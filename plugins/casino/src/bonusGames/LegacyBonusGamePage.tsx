import { useRouteEntry } from '@host/sdk';
import { useLocation, useParams } from 'react-router';
import { BonusGameRedirect } from './BonusGameRedirect.tsx';
import { requestedGameRouteFromPath } from './bonusGameRoute.ts';

/** allgamesentrance/{gameRoute?} and the legacy bonus-game addresses: they all lead to the new routes. */
export default function LegacyBonusGamePage() {
  const { pathname } = useLocation();
  const params = useParams();
  const entry = useRouteEntry();
  return <BonusGameRedirect requested={requestedGameRouteFromPath(pathname, params.gameRoute, entry?.path ?? '')} />;
}
