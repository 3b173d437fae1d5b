import { useRouteHref, useTranslation } from '@host/sdk';
import { Link, useParams } from 'react-router';
import { CASINO_NS } from '../casinoConstants.ts';
import { BonusGameRedirect } from './BonusGameRedirect.tsx';
import { bonusGameTarget } from './bonusGameRoute.ts';
import { useBonusGames } from './useBonusGames.ts';

/** games-landing/{landingRoute} (games_project_landing): a game's landing with the way in; an unknown one goes to the index. */
export default function GamesLandingPage() {
  const { t } = useTranslation(CASINO_NS);
  const href = useRouteHref();
  const { landingRoute } = useParams();
  const games = useBonusGames();
  if (games.status === 'loading') return <p className="casino-page__message">{t('loading')}</p>;
  const target = bonusGameTarget(landingRoute, games.status === 'ready' ? games.data.games : []);
  if (target.kind === 'index') return <BonusGameRedirect requested={undefined} />;
  const play = href('bonusGames', { gameRoute: target.game.route });
  return (
    <div className="casino-page casino-landing">
      <h1 className="casino-page__title">{target.game.name}</h1>
      <p>{t('landing_text', { name: target.game.name })}</p>
      {play && (
        <Link to={play} className="casino-button">
          {t('landing_play')}
        </Link>
      )}
    </div>
  );
}
