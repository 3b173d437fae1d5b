import { useRouteHref, useTranslation } from '@host/sdk';
import { Link } from 'react-router';
import { CASINO_NS, REQUEST_FAILED_KEY } from '../casinoConstants.ts';
import { useBonusGames } from './useBonusGames.ts';

/** games (games_project_index): the bonus games, each a tile that opens it. */
export default function GamesIndexPage() {
  const { t } = useTranslation(CASINO_NS);
  const href = useRouteHref();
  const games = useBonusGames();
  return (
    <div className="casino-page">
      <h1 className="casino-page__title">{t('title_games')}</h1>
      {games.status === 'failed' && (
        <p className="casino-page__message" role="alert">
          {t(REQUEST_FAILED_KEY)}
        </p>
      )}
      {games.status === 'loading' && <p className="casino-page__message">{t('loading')}</p>}
      {games.status === 'ready' && (
        <ul className="casino-tiles">
          {games.data.games.map((game) => {
            const to = href('bonusGames', { gameRoute: game.route });
            return (
              <li key={game.id} className={`casino-tile casino-tile--${game.route}`}>
                {to ? <Link to={to}>{game.name}</Link> : game.name}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
