import { useRouteHref, useTranslation } from '@host/sdk';
import { Navigate, useLocation } from 'react-router';
import { CASINO_NS } from '../casinoConstants.ts';
import { bonusGameTarget } from './bonusGameRoute.ts';
import { useBonusGames } from './useBonusGames.ts';

/**
 * A redirect by the bonus-game rule, once the preview entries are known: the game's (new) route, else the games index.
 * The list failing to load also leads to the index, where the failure shows.
 */
export function BonusGameRedirect({ requested }: { requested: string | undefined }) {
  const { t } = useTranslation(CASINO_NS);
  const href = useRouteHref();
  const { search } = useLocation();
  const games = useBonusGames();
  if (games.status === 'loading') return <p className="casino-page__message">{t('loading')}</p>;
  const target = bonusGameTarget(requested, games.status === 'ready' ? games.data.games : []);
  const to = target.kind === 'game' ? href('bonusGames', { gameRoute: target.game.route }) : href('games.games_project_index');
  return to ? <Navigate to={`${to}${search}`} replace /> : <p className="casino-page__message">{t('section_unavailable')}</p>;
}
