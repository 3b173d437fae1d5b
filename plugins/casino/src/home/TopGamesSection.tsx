import { selectLanguage, useLoaded, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { fetchGames } from '../api/casinoApi.ts';
import { CASINO_NS } from '../casinoConstants.ts';
import { useFavorites } from '../favorites/useFavorites.ts';
import { gameParams } from '../lobby/gameHref.ts';
import { GameCardView } from '../lobby/GameCardView.tsx';

/** Games the home page shows: one row on a desktop, two on a phone. */
export const TOP_GAMES_ON_HOME = 8;

/** Home: the most popular games, with a link to the whole lobby. Nothing while they load or when the call fails. */
export default function TopGamesSection() {
  const { t } = useTranslation(CASINO_NS);
  const lang = useSelector(selectLanguage);
  const hrefOf = useRouteHref();
  const { favorites, toggle } = useFavorites();
  const { loaded: games } = useLoaded(lang, (signal) => fetchGames({ sort: 'popular' }, 0, lang, signal));
  if (games.status !== 'ready' || games.data.items.length === 0) return null;
  const lobby = hrefOf('casino');
  return (
    <section className="casino-section casino-home" aria-labelledby="casino-home-title">
      <h2 id="casino-home-title" className="casino-home__title">
        {t('top_games')}
      </h2>
      <div className="casino-home__games">
        {games.data.items.slice(0, TOP_GAMES_ON_HOME).map((game) => (
          <GameCardView key={game.id} game={game} href={hrefOf('casino.game', gameParams(game))} favorite={favorites.has(game.id)} onToggleFavorite={toggle} />
        ))}
      </div>
      {lobby && (
        <Link className="casino-home__more" to={lobby}>
          {t('all_games')}
        </Link>
      )}
    </section>
  );
}
