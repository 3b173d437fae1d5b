import { useRouteHref, useTranslation } from '@host/sdk';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { CASINO_NS, REQUEST_FAILED_KEY } from '../casinoConstants.ts';
import { BonusGameBoard } from './BonusGameBoard.tsx';
import { bonusGameTarget, isBonusGameRoute } from './bonusGameRoute.ts';
import { useBonusGames } from './useBonusGames.ts';

/**
 * games/{gameRoute}: a bonus game (bonusGames) or another game's view (games_project_view). An old route of a game
 * goes to its new one; a route no game has falls back to the games index.
 */
export default function BonusGamePage() {
  const { t } = useTranslation(CASINO_NS);
  const href = useRouteHref();
  const { search } = useLocation();
  const { gameRoute } = useParams();
  const games = useBonusGames();
  if (games.status === 'loading') return <p className="casino-page__message">{t('loading')}</p>;
  if (games.status === 'failed') {
    return (
      <p className="casino-page__message" role="alert">
        {t(REQUEST_FAILED_KEY)}
      </p>
    );
  }
  const target = bonusGameTarget(gameRoute, games.data.games);
  const index = href('games.games_project_index');
  if (target.kind === 'index') return index ? <Navigate to={`${index}${search}`} replace /> : null;
  const { game } = target;
  if (target.redirect) {
    const to = href('bonusGames', { gameRoute: game.route });
    return to ? <Navigate to={`${to}${search}`} replace /> : null;
  }
  return (
    <div className="casino-page bonus-game">
      <h1 className="casino-page__title">{game.name}</h1>
      {isBonusGameRoute(game.route) ? <BonusGameBoard game={game} route={game.route} /> : <p className="casino-page__message">{t('game_view_text')}</p>}
      {index && (
        <Link to={index} className="casino-page__back">
          {t('games_all')}
        </Link>
      )}
    </div>
  );
}
