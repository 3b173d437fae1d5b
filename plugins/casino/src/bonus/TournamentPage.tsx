import { selectLanguage, useDateTimeText, useLoaded, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import { fetchTournament } from '../api/casinoApi.ts';
import { CASINO_NS } from '../casinoConstants.ts';
import { formatMinor } from '../format.ts';

/** bonus/casino/tournaments/{id}: a tournament, its prize pool and its leaderboard (players' names masked by the server). */
export default function TournamentPage() {
  const { t } = useTranslation(CASINO_NS);
  const lang = useSelector(selectLanguage);
  const dateTimeText = useDateTimeText();
  const href = useRouteHref();
  const { id = '' } = useParams();
  const { loaded: tournament } = useLoaded(`tournament:${id}:${lang}`, (signal) => fetchTournament(id, lang, signal));
  const back = href('casino.bonus.tournaments');
  if (tournament.status === 'loading') return <p className="casino-page__message">{t('loading')}</p>;
  if (tournament.status === 'failed') {
    return (
      <div className="casino-page">
        <p className="casino-page__message" role="alert">
          {t('tournament_not_found')}
        </p>
        {back && <Link to={back}>{t('bonus_tournaments')}</Link>}
      </div>
    );
  }
  const data = tournament.data;
  return (
    <div className="casino-page casino-tournament">
      <h1 className="casino-page__title">{data.name}</h1>
      <p>
        <span className={`casino-status casino-status--${data.status}`}>{t(`tournament_${data.status}`)}</span>{' '}
        {t('tournament_prize_pool', { amount: formatMinor(lang, data.prizePool.minor, data.prizePool.currency) })}
      </p>
      <p className="casino-list__muted">
        {dateTimeText(data.startsAt)} – {dateTimeText(data.endsAt)}
      </p>
      <h2 className="casino-page__subtitle">{t('leaderboard')}</h2>
      {data.leaderboard.length === 0 ? (
        <p className="casino-page__message">{t('leaderboard_empty')}</p>
      ) : (
        <table className="casino-table" data-testid="casino-leaderboard">
          <thead>
            <tr>
              <th scope="col">{t('leaderboard_place')}</th>
              <th scope="col">{t('leaderboard_player')}</th>
              <th scope="col">{t('leaderboard_points')}</th>
              <th scope="col">{t('leaderboard_prize')}</th>
            </tr>
          </thead>
          <tbody>
            {data.leaderboard.map((row) => (
              <tr key={row.place}>
                <td>{row.place}</td>
                <td>{row.player}</td>
                <td>{row.points}</td>
                <td>{row.prize}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {back && <Link to={back}>{t('bonus_tournaments')}</Link>}
    </div>
  );
}
